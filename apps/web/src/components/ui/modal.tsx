import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

/** Spec widths in px; 450 when no size is given. */
export const MODAL_WIDTHS: Record<ModalSize | 'default', number> = {
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
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size,
  children,
  footer,
}: ModalProps) {
  const t = useT();
  const width = MODAL_WIDTHS[size ?? 'default'];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          data-size={size ?? 'default'}
          style={{ maxWidth: `${width}px` }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-line bg-white shadow-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div>
              <Dialog.Title className="text-base font-semibold text-ink">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-ink-muted">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              className="rounded-md p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
              aria-label={t('common.close')}
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <div className="border-t border-line px-5 py-3">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
