import type { ReactNode } from 'react';

/** Tones of the panel's badges; order stages map onto them in one place (features/orders). */
export type BadgeTone =
  | 'neutral'
  | 'blue'
  | 'indigo'
  | 'violet'
  | 'cyan'
  | 'teal'
  | 'amber'
  | 'orange'
  | 'green'
  | 'red';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-ink-muted border-line',
  blue: 'bg-blue-50 text-blue-800 border-blue-200',
  indigo: 'bg-indigo-50 text-indigo-800 border-indigo-200',
  violet: 'bg-violet-50 text-violet-800 border-violet-200',
  cyan: 'bg-cyan-50 text-cyan-800 border-cyan-200',
  teal: 'bg-teal-50 text-teal-800 border-teal-200',
  amber: 'bg-amber-50 text-amber-800 border-amber-200',
  orange: 'bg-orange-50 text-orange-800 border-orange-200',
  green: 'bg-green-50 text-green-800 border-green-200',
  red: 'bg-red-50 text-red-800 border-red-200',
};

type BadgeProps = {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  /** Its words may wrap, where a narrow column holds it. */
  wrap?: boolean;
};

export function Badge({ tone = 'neutral', children, className = '', wrap = false }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${wrap ? 'whitespace-normal' : 'whitespace-nowrap'} ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
