import { describe, expect, it } from 'vitest';
import { judgedFigure } from './judged-figure';

describe('a scorecard figure beside its line', () => {
  const atMostTwo = (percent: number) => percent <= 2;
  const atLeast = (line: number) => (figure: number) => figure >= line;

  it('shows the decimals that keep it on the side of the line it was judged on', () => {
    expect(judgedFigure(2.04, 1, atMostTwo)).toBe('2.04');
    expect(judgedFigure(94.6, 0, atLeast(95))).toBe('94.6');
    expect(judgedFigure(3.96, 1, atLeast(4))).toBe('3.96');
  });

  it('keeps the usual decimals when rounding does not cross the line', () => {
    expect(judgedFigure(1.96, 1, atMostTwo)).toBe('2.0');
    expect(judgedFigure(2.5, 1, atMostTwo)).toBe('2.5');
    expect(judgedFigure(96.4, 0, atLeast(95))).toBe('96');
  });

  it('writes the figure in the language it is asked in', () => {
    document.documentElement.lang = 'bn';
    expect(judgedFigure(2.04, 1, atMostTwo)).toBe('২.০৪');
    document.documentElement.lang = 'en';
  });
});
