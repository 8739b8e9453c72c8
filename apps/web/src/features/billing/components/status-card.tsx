import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

type StatusCardProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  label: ReactNode;
  /** The status's amount and count, as written; undefined while they load. */
  figure: { amount: string; count: string } | undefined;
  /** The card of the list shown now. */
  active: boolean;
  /** A colour dot before the label (a Tailwind background class). */
  dot?: string;
};

const StatusCardAnchor = forwardRef<HTMLAnchorElement, StatusCardProps>(
  ({ label, figure, active, dot, ...props }, ref) => (
    <a
      ref={ref}
      {...props}
      aria-current={active ? 'page' : undefined}
      className={`flex h-full flex-col gap-1 rounded-lg border bg-white p-3 hover:border-accent ${
        active ? 'border-accent ring-1 ring-accent' : 'border-line'
      }`}
    >
      <span className="flex items-center gap-2 text-[13px] font-medium text-ink-muted">
        {dot ? <span aria-hidden className={`size-2 rounded-full ${dot}`} /> : null}
        {label}
      </span>
      {figure ? (
        <>
          <span className="text-lg font-semibold text-ink tabular-nums">{figure.amount}</span>
          <span className="text-xs text-ink-muted tabular-nums">{figure.count}</span>
        </>
      ) : (
        <>
          <Skeleton className="mt-1 h-5 w-24" />
          <Skeleton className="mt-1 h-3 w-16" />
        </>
      )}
    </a>
  ),
);

/** A status of a money list with its amount and count: also the link that filters the list. */
export const StatusCard = createLink(StatusCardAnchor);
