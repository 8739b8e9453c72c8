import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { PageOverlay } from './page-overlay';

type DialogShellProps = Omit<ComponentProps<typeof Dialog.Content>, 'title'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string | undefined;
  titleClassName?: string | undefined;
  children: ReactNode;
};

/**
 * The part a modal and a drawer share: overlay, title, description and close button. The
 * remaining props go to the panel, which each of them places and sizes its own way.
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  titleClassName,
  children,
  ...content
}: DialogShellProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <PageOverlay />
        <Dialog.Content {...content} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div className={titleClassName}>
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
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
