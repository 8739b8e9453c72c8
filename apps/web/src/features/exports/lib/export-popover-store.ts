import { useSyncExternalStore } from 'react';

/** Whether the header's export-history popover is open: the export button opens it. */
let open = false;
const listeners = new Set<() => void>();

export const exportPopover = {
  setOpen(next: boolean) {
    if (open === next) return;
    open = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isOpen: () => open,
};

export function useExportPopoverOpen() {
  return useSyncExternalStore(exportPopover.subscribe, exportPopover.isOpen, exportPopover.isOpen);
}
