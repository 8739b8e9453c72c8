import { DHAKA_TIME_ZONE } from '@mp/contract/dhaka-time';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCount, formatDay } from '@/lib/format';
import { afterNextPaint } from '@/lib/use-after-paint';

/** The panel's chart colours (ui.md: calm, from the palette). */
export const CHART_COLOURS = {
  accent: '#1d5fd6',
  accentFill: 'rgba(29, 95, 214, 0.08)',
  muted: '#9ca3af',
  axis: '#6b7280',
  grid: '#eef0f3',
} as const;

/**
 * A time axis on Dhaka's clock: uPlot places its day ticks at the midnights `tzDate` gives, which
 * are otherwise the browser's, so a day's tick and its label would disagree outside UTC+6.
 */
export const dhakaTimeScale = {
  scales: { x: { time: true } },
  tzDate: (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), DHAKA_TIME_ZONE),
} satisfies Partial<uPlot.Options>;

/** Days along the bottom, as every date of the panel is written (05 Dec 2025), spaced to fit. */
export const dayAxis = (font: string): uPlot.Axis => ({
  stroke: CHART_COLOURS.axis,
  font,
  grid: { show: false },
  space: 90,
  values: (_chart, ticks) => ticks.map((tick) => formatDay(new Date(tick * 1000))),
});

const COMPACT = { notation: 'compact', maximumFractionDigits: 1 } as const;

/** Compact figures up the side (1.2K), with the taka sign for money. */
export const figureAxis = (font: string, { money, size }: { money: boolean; size: number }) =>
  ({
    stroke: CHART_COLOURS.axis,
    font,
    grid: { stroke: CHART_COLOURS.grid },
    size,
    values: (_chart, ticks) =>
      ticks.map((tick) => `${money ? '৳' : ''}${formatCount(tick, undefined, COMPACT)}`),
  }) satisfies uPlot.Axis;

/** What a chart draws, given the font its canvas writes with. */
export type ChartOptions = (font: string) => Omit<uPlot.Options, 'width' | 'height'>;

/**
 * One uPlot chart the width of its box, redrawn when its data change (the panel's one chart
 * library: decision 046; only the modules that draw import this). A canvas says nothing to a
 * screen reader, so the box is an image named by `label`, which carries the figures.
 */
export function UplotChart({
  data,
  options,
  height,
  label,
  testId,
}: {
  data: uPlot.AlignedData;
  options: ChartOptions;
  height: number;
  label: string;
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The options are rebuilt by every render of the caller: the chart is rebuilt for new data.
  const latestOptions = useRef(options);
  latestOptions.current = options;
  useEffect(() => {
    const target = box.current;
    if (!target || data[0].length === 0) return;
    let chart: uPlot | undefined;
    // The chart reads its box's width and font, then draws: after the screen's first frame, so
    // the screen shows without waiting for its charts (their boxes keep their height meanwhile).
    const cancel = afterNextPaint(() => {
      // The canvas draws with the page's own faces: the taka sign is in the panel's font only.
      const font = `12px ${getComputedStyle(target).fontFamily}`;
      chart = new uPlot(
        { ...latestOptions.current(font), width: target.clientWidth, height },
        data,
        target,
      );
    });
    // The chart follows its box's width (a phone turned, the sidebar opened).
    const resized = new ResizeObserver(() => chart?.setSize({ width: target.clientWidth, height }));
    resized.observe(target);
    return () => {
      cancel();
      resized.disconnect();
      chart?.destroy();
    };
  }, [data, height]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      data-testid={testId}
      className="w-full overflow-hidden"
      style={{ height }}
    />
  );
}
