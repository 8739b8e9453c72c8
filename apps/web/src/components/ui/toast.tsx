import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/i18n';
import {
  defaultToastTitle,
  TOAST_DURATION_MS,
  type ToastEvent,
  toastStore,
} from '@/lib/toast-store';

const TOAST_SWIPE_THRESHOLD = 50;

function ToastItem({ event }: { event: ToastEvent }) {
  const t = useT();
  const isError = event.type === 'error';
  // Default titles follow the chosen language; titles given by the caller are shown as given.
  const title =
    event.title === defaultToastTitle(event.type)
      ? t(isError ? 'toast.failed' : 'toast.success')
      : event.title;
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <ToastPrimitive.Root
      open={event.status}
      onOpenChange={(open) => {
        if (!open) toastStore.close(event.id);
      }}
      // Radix keeps the closed toast mounted for its exit; drop it once that is done.
      onAnimationEnd={() => {
        if (!event.status) toastStore.remove(event.id);
      }}
      type={isError ? 'foreground' : 'background'}
      data-type={event.type}
      className="toast-root flex w-full items-start gap-3 rounded-lg border border-line bg-white p-3 shadow-lg"
    >
      <Icon
        aria-hidden
        className={`mt-0.5 size-5 shrink-0 ${isError ? 'text-danger' : 'text-success'}`}
      />
      <div className="min-w-0 flex-1">
        <ToastPrimitive.Title className="text-sm font-semibold text-ink">
          {title}
        </ToastPrimitive.Title>
        <ToastPrimitive.Description className="mt-0.5 text-sm break-words text-ink-muted">
          {event.message}
        </ToastPrimitive.Description>
      </div>
      <ToastPrimitive.Close
        aria-label={t('toast.close')}
        className="rounded-md p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <X aria-hidden className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** The toast area: success or error, 5 s, swipe right or close. */
export function Toaster() {
  const t = useT();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={t('toast.region')}
    >
      {toasts.map((event) => (
        <ToastItem key={event.id} event={event} />
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[70] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
