import { useSyncExternalStore } from 'react';

/** Whether a background tab alerts the merchant (#24 item 3), kept on this device. */
export type AlertSettings = { browserNotifications: boolean; sound: boolean };

const STORAGE_KEY = 'mp.alerts';
const OFF: AlertSettings = { browserNotifications: false, sound: false };
const listeners = new Set<() => void>();

let current = read();

function read(): AlertSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    return stored && typeof stored === 'object' ? { ...OFF, ...(stored as AlertSettings) } : OFF;
  } catch {
    return OFF;
  }
}

export const alertSettings = {
  get: () => current,
  set(patch: Partial<AlertSettings>) {
    current = { ...current, ...patch };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    for (const listener of listeners) listener();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAlertSettings = () => useSyncExternalStore(subscribe, alertSettings.get);
