import type { ReactNode } from 'react';
import { DialogShell } from './dialog-shell';

type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

/** Spec widths in px; 450 when no size is given. */
const MODAL_WIDTHS: Record<ModalSize | 'default', number> = {
  sm: 400,
  md: 500,
  lg: 700,
  xl: 1024,
  default: 450,
};

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: ModalSize;
  children: ReactNode;
  footer?: ReactNode;
};

/** Radix dialog: traps focus, closes on Escape and on the close button. */
export function Modal({ size, children, footer, ...dialog }: ModalProps) {
  const width = MODAL_WIDTHS[size ?? 'default'];
  return (
    <DialogShell
      {...dialog}
      data-size={size ?? 'default'}
      style={{ maxWidth: `${width}px` }}
      className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-line bg-white shadow-xl"
    >
      <div className="overflow-y-auto px-5 py-4">{children}</div>
      {footer ? <div className="border-t border-line px-5 py-3">{footer}</div> : null}
    </DialogShell>
  );
}
