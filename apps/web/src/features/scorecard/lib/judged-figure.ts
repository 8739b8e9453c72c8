import { formatCount } from '@/lib/format';

/**
 * A figure judged against its line, written with the fewest decimals from `digits` up whose
 * rounding stays on the same side of the line: a 2.04% rate against "2% or less" reads 2.04%,
 * not 2.0%, so the figure shown is the one the flag beside it judged.
 */
export function judgedFigure(value: number, digits: number, within: (figure: number) => boolean) {
  const exact = within(value);
  let shown = digits;
  while (shown < 4 && within(Number(value.toFixed(shown))) !== exact) shown++;
  return formatCount(value, undefined, {
    minimumFractionDigits: shown,
    maximumFractionDigits: shown,
  });
}
