import type { ReactNode } from 'react';
import { DialogShell } from './dialog-shell';

type DrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
};

/**
 * A side sheet from the right (full width on phones) for details beside a list, such as a
 * history. Radix dialog: traps focus, closes on Escape, the overlay and the close button.
 */
export function Drawer({ children, ...dialog }: DrawerProps) {
  return (
    <DialogShell
      {...dialog}
      titleClassName="min-w-0"
      className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-line bg-white shadow-xl"
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
    </DialogShell>
  );
}
