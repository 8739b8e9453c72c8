import { dhakaMidnight } from '@mp/contract/dhaka-time';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import {
  CHART_COLOURS,
  type ChartOptions,
  dayAxis,
  dhakaTimeScale,
  figureAxis,
  UplotChart,
} from '@/components/charts/uplot-chart';

const HEIGHT = 160;

/** A yyyy-MM-dd day as uPlot's time: the moment it begins in Dhaka, in seconds. */
const dayTime = (day: string) => dhakaMidnight(day).getTime() / 1000;

function trendOptions(money: boolean, currentLabel: string, previousLabel: string): ChartOptions {
  return (font) => ({
    legend: { show: false },
    padding: [8, 36, 0, 0],
    cursor: { show: false },
    ...dhakaTimeScale,
    axes: [dayAxis(font), figureAxis(font, { money, size: 52 })],
    series: [
      {},
      {
        label: previousLabel,
        stroke: CHART_COLOURS.muted,
        width: 1.5,
        dash: [4, 4],
        points: { show: false },
      },
      {
        label: currentLabel,
        stroke: CHART_COLOURS.accent,
        width: 2,
        fill: CHART_COLOURS.accentFill,
        points: { show: false },
      },
    ],
  });
}

/**
 * A figure per day over the last period (solid) and, on the same days, the period before
 * (dashed): its own chunk, loaded by Home alone. `label` carries the figures for screen readers.
 */
export default function TrendChart({
  days,
  current,
  previous,
  money,
  label,
  currentLabel,
  previousLabel,
  testId,
}: {
  days: string[];
  current: number[];
  previous: number[];
  money: boolean;
  label: string;
  currentLabel: string;
  previousLabel: string;
  testId: string;
}) {
  const data = useMemo<uPlot.AlignedData>(
    () => [days.map(dayTime), previous, current],
    [days, previous, current],
  );
  return (
    <UplotChart
      data={data}
      options={trendOptions(money, currentLabel, previousLabel)}
      height={HEIGHT}
      label={label}
      testId={testId}
    />
  );
}
