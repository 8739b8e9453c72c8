import type { StatementBalances } from '@mp/contract/bms/statement';
import { formatMoney } from '@mp/contract/money';
import { useMemo } from 'react';
import uPlot from 'uplot';
import {
  CHART_COLOURS,
  type ChartOptions,
  dayAxis,
  dhakaTimeScale,
  figureAxis,
  UplotChart,
} from '@/components/charts/uplot-chart';

const HEIGHT = 180;

const options: ChartOptions = (font) => ({
  legend: { show: false },
  // Room on the right for the last day's label, which is centred on its tick.
  padding: [8, 36, 0, 0],
  cursor: { show: false },
  ...dhakaTimeScale,
  axes: [dayAxis(font), figureAxis(font, { money: true, size: 56 })],
  series: [
    {},
    {
      stroke: CHART_COLOURS.accent,
      width: 2,
      fill: CHART_COLOURS.accentFill,
      paths: uPlot.paths.stepped?.({ align: 1 }),
      points: { show: false },
    },
  ],
});

/**
 * The balance over time, a step after each entry (its own chunk: only the statement loads it),
 * on the same clock as the table's dates. The figures are the table's; the label says the last.
 */
export default function BalanceChart({
  points,
  label,
}: {
  points: StatementBalances['points'];
  label: string;
}) {
  const data = useMemo<uPlot.AlignedData>(
    () => [
      points.map((point) => Date.parse(point.at) / 1000),
      points.map((point) => point.balance),
    ],
    [points],
  );
  const last = points.at(-1);
  return (
    <UplotChart
      data={data}
      options={options}
      height={HEIGHT}
      label={last ? `${label}: ${formatMoney(last.balance)}` : label}
      testId="balance-chart"
    />
  );
}
