import type { Notification as PanelNotification } from '@mp/contract/ums/notifications';
import { alertSettings } from '@/lib/alert-settings';

/** What is worth interrupting a merchant in another tab or window for. */
const ALERTING_KINDS = new Set<PanelNotification['kind']>(['orders_placed', 'issue_comment']);
/** Long enough for every tab of the browser to have tried the same alert. */
const CLAIM_MS = 10_000;

/** The new unread notifications, since `seenUpTo`, that alert. */
export function alertsAfter(seenUpTo: number, items: PanelNotification[]) {
  return items.filter(
    (item) => item.id > seenUpTo && !item.readAt && ALERTING_KINDS.has(item.kind),
  );
}

let audio: AudioContext | undefined;

/** A short two-note chime through Web Audio (one context for the page): no file to load. */
function chime() {
  audio ??= new AudioContext();
  for (const [index, frequency] of [880, 1320].entries()) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, audio.currentTime + index * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + index * 0.15 + 0.3);
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + index * 0.15);
    tone.stop(audio.currentTime + index * 0.15 + 0.3);
  }
}

/**
 * Alerts once per browser, not once per open tab: the first tab to claim the notification's lock
 * shows it. Only while the page is in the background, and as the merchant chose.
 */
export function alert(item: PanelNotification, text: string) {
  const settings = alertSettings.get();
  if (document.visibilityState !== 'hidden') return;
  if (!settings.browserNotifications && !settings.sound) return;
  if (!('locks' in navigator)) return;
  void navigator.locks.request(`mp-alert-${item.id}`, { ifAvailable: true }, async (lock) => {
    if (!lock) return;
    if (
      settings.browserNotifications &&
      'Notification' in window &&
      Notification.permission === 'granted'
    ) {
      new Notification(text, { tag: `mp-notification-${item.id}` });
    }
    if (settings.sound) chime();
    await new Promise((resolve) => setTimeout(resolve, CLAIM_MS));
  });
}
