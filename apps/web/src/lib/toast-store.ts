export type ToastType = 'success' | 'error';

/** The spec's toast event; `status` is the open flag. */
export type ToastEvent = {
  id: number;
  status: boolean;
  type: ToastType;
  message: string;
  title: string;
};

export const TOAST_DURATION_MS = 5000;

export function defaultToastTitle(type: ToastType): string {
  return type === 'error' ? 'Failed' : 'Success';
}

type Listener = () => void;

let toasts: ToastEvent[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** A tiny store usable outside React (the api client toasts failures through it). */
export const toastStore = {
  show(input: { type: ToastType; message: string; title?: string }): ToastEvent {
    const event: ToastEvent = {
      id: nextId++,
      status: true,
      type: input.type,
      message: input.message,
      title: input.title ?? defaultToastTitle(input.type),
    };
    toasts = [...toasts, event].slice(-5);
    emit();
    return event;
  },
  close(id: number) {
    toasts = toasts.map((toast) => (toast.id === id ? { ...toast, status: false } : toast));
    emit();
  },
  remove(id: number) {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  },
  clear() {
    toasts = [];
    emit();
  },
  getSnapshot: (): ToastEvent[] => toasts,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const toast = {
  success: (message: string, title?: string) =>
    toastStore.show({ type: 'success', message, ...(title ? { title } : {}) }),
  error: (message: string, title?: string) =>
    toastStore.show({ type: 'error', message, ...(title ? { title } : {}) }),
};
