import type { StatementBalances } from '@mp/contract/bms/statement';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDay, formatMoney } from '@/lib/format';

const HEIGHT = 180;
const ACCENT = '#1d5fd6';
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The balance over time, a step after each entry (uPlot, its own chunk: only the statement
 * loads it), on the same clock as the table's dates. The figures are the table's, so the chart
 * is an image with a summary for screen readers.
 */
export default function BalanceChart({
  points,
  label,
}: {
  points: StatementBalances['points'];
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target || points.length === 0) return;
    // The canvas draws with the page's own faces: the taka sign is in the panel's font only.
    const font = `12px ${getComputedStyle(target).fontFamily}`;
    const chart = new uPlot(
      {
        width: target.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        // Room on the right for the last day's label, which is centred on its tick.
        padding: [8, 36, 0, 0],
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          {
            stroke: '#6b7280',
            font,
            grid: { show: false },
            // Days as every date of the panel writes them (05 Dec 2025), spaced to fit.
            space: 90,
            values: (_chart, ticks) => ticks.map((tick) => formatDay(new Date(tick * 1000))),
          },
          {
            stroke: '#6b7280',
            font,
            grid: { stroke: '#eef0f3' },
            size: 56,
            values: (_chart, ticks) => ticks.map((tick) => `৳${compact.format(tick)}`),
          },
        ],
        series: [
          {},
          {
            stroke: ACCENT,
            width: 2,
            fill: 'rgba(29, 95, 214, 0.08)',
            paths: uPlot.paths.stepped?.({ align: 1 }),
            points: { show: false },
          },
        ],
      },
      [points.map((point) => Date.parse(point.at) / 1000), points.map((point) => point.balance)],
      target,
    );
    // The chart follows its box's width (a phone turned, the sidebar opened).
    const resized = new ResizeObserver(() =>
      chart.setSize({ width: target.clientWidth, height: HEIGHT }),
    );
    resized.observe(target);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [points]);

  const last = points.at(-1);
  return (
    <div
      ref={box}
      role="img"
      aria-label={last ? `${label}: ${formatMoney(last.balance)}` : label}
      data-testid="balance-chart"
      className="w-full overflow-hidden"
      style={{ height: HEIGHT }}
    />
  );
}
