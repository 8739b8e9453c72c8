import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon: LucideIcon; title: string; message: string; action?: ReactNode };

export function EmptyState({ icon: Icon, title, message, action }: EmptyStateProps) {
  return (
    <section className="flex flex-col items-center justify-center gap-3 rounded-lg border border-line bg-white px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <p className="max-w-md text-sm text-ink-muted">{message}</p>
      {action}
    </section>
  );
}
