import {
  accessEventSchema,
  LIVE_EVENT_NAMES,
  LIVE_EVENTS_PATH,
  LIVE_PING_MS,
  type LiveEvent,
  liveEventSchema,
} from '@mp/contract/ums/events';
import { EventSource } from 'eventsource';
import { getAccessToken, refreshSession } from './session';

/** `paused`: a newer stream of the user took this one's place; it waits for the person. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'paused';

export type LiveHandlers = {
  /**
   * `beforeStart`: the event is older than this page's stream (a resume replays the last
   * seconds): what it changed is refetched, but it is not news (no "new orders" for it).
   */
  onEvent(event: LiveEvent, beforeStart: boolean): void;
  /** Events were missed beyond what the server replays: refetch everything. */
  onResync(): void;
  /** The person lost a merchant, or joined one or changed role in it. */
  onAccess(change: AccessChange): void;
  onState(state: LiveState): void;
};

/** A change of the person's place in a merchant, as the stream tells it. */
export type AccessChange = { lost: boolean; merchantId: number };

type Message =
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'access'; change: AccessChange }
  | { kind: 'resync' }
  /** A fresh stream begins after this event id: a tab taking the stream over resumes from it. */
  | { kind: 'start'; after: number }
  | { kind: 'state'; state: LiveState }
  /** A person came back to a tab (focus, a visible page, Resume): a paused stream reopens. */
  | { kind: 'wake' };

const STREAM_URL = `/api/v1${LIVE_EVENTS_PATH}`;
const LOCK_NAME = 'mp-live-stream';
const CHANNEL_NAME = 'mp-live-events';
/** After the server refused or failed the stream (not a dropped connection), try again then. */
const REOPEN_AFTER_MS = 5_000;
/** Ids already handled: a resume replays the last seconds, and those must not count twice. */
const REMEMBERED_IDS = 1_000;

/**
 * The bearer token travels in the header, as on every call; a 401 refreshes the session once
 * (which signs out when the server refuses) and tries again. `Last-Event-ID` is the stream's own
 * on a reconnect, else the last id this browser heard (a tab taking the stream over resumes).
 */
function authorisedFetch(lastHeardId: () => number | undefined): typeof fetch {
  return async (input, init) => {
    const send = () => {
      const headers = new Headers(init?.headers);
      headers.set('Authorization', `Bearer ${getAccessToken() ?? ''}`);
      const lastId = lastHeardId();
      if (!headers.has('Last-Event-ID') && lastId !== undefined) {
        headers.set('Last-Event-ID', String(lastId));
      }
      return fetch(input, { ...init, headers });
    };
    const response = await send();
    if (response.status !== 401 || (await refreshSession()) !== 'refreshed') return response;
    return send();
  };
}

/**
 * Keeps one event stream per browser: the tabs elect a holder with Web Locks, and the holder
 * shares what it hears with the other tabs over a BroadcastChannel (a browser opens at most six
 * connections to a host over HTTP/1.1). Returns the function that stops listening. Browsers
 * without Web Locks get no live updates; their lists refresh as before.
 */
export function startLiveEvents(handlers: LiveHandlers): () => void {
  if (!('locks' in navigator) || typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL_NAME);
  const handled = new Set<number>();
  let lastHeardId: number | undefined;
  /** Where this page's stream began: the first `ready` it heard. */
  let startedAfter: number | undefined;

  /** The holder's wake, while this tab holds the stream. */
  let wakeHolder: (() => void) | undefined;

  const receive = (message: Message) => {
    if (message.kind === 'wake') return wakeHolder?.();
    if (message.kind === 'state') return handlers.onState(message.state);
    if (message.kind === 'resync') return handlers.onResync();
    if (message.kind === 'access') return handlers.onAccess(message.change);
    if (message.kind === 'start') {
      lastHeardId = Math.max(lastHeardId ?? 0, message.after);
      startedAfter ??= message.after;
      return;
    }
    const { event } = message;
    lastHeardId = Math.max(lastHeardId ?? 0, event.id);
    if (handled.has(event.id)) return;
    handled.add(event.id);
    if (handled.size > REMEMBERED_IDS) handled.delete(handled.values().next().value!);
    handlers.onEvent(event, startedAfter !== undefined && event.id <= startedAfter);
  };
  channel.onmessage = (message: MessageEvent<Message>) => receive(message.data);
  const share = (message: Message) => {
    channel.postMessage(message);
    receive(message);
  };

  const stop = new AbortController();
  navigator.locks
    .request(LOCK_NAME, { signal: stop.signal }, async () => {
      const stream = holdStream(share, () => lastHeardId);
      wakeHolder = stream.wake;
      await new Promise((resolve) => stop.signal.addEventListener('abort', resolve));
      wakeHolder = undefined;
      stream.close();
    })
    // Stopped before this tab got the lock.
    .catch(() => {});
  const wake = () => share({ kind: 'wake' });
  const wakeIfSeen = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('focus', wake);
  document.addEventListener('visibilitychange', wakeIfSeen);
  return () => {
    stop.abort();
    window.removeEventListener('focus', wake);
    document.removeEventListener('visibilitychange', wakeIfSeen);
    channel.close();
  };
}

/** The Resume of a paused stream: every tab of this browser hears it, the holder reopens. */
export function wakeLiveEvents() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage({ kind: 'wake' } satisfies Message);
  channel.close();
}

/**
 * The holder's stream, opened again whenever the server ended or refused it, when the browser
 * comes back online, and when it has heard nothing for three pings (a laptop that slept holds a
 * dead connection it does not know about). A stream the server superseded (the user's devices
 * hold more than their bound) stays closed until a person comes back to a tab (`wake`), so two
 * devices never take the stream from each other in a loop.
 */
function holdStream(share: (message: Message) => void, lastHeardId: () => number | undefined) {
  let source: EventSource | undefined;
  let paused = false;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let lastHeardAt = Date.now();
  const heard = () => {
    lastHeardAt = Date.now();
  };
  const open = () => {
    clearTimeout(reopenTimer);
    source?.close();
    heard();
    const current = new EventSource(STREAM_URL, { fetch: authorisedFetch(lastHeardId) });
    source = current;
    current.onopen = () => {
      heard();
      share({ kind: 'state', state: 'live' });
    };
    current.onerror = () => {
      share({ kind: 'state', state: 'reconnecting' });
      // A dropped connection is retried by EventSource itself; a refusal or an error answer
      // closes it for good, so it is opened again here.
      if (current.readyState === EventSource.CLOSED && source === current) {
        reopenTimer = setTimeout(reopen, REOPEN_AFTER_MS);
      }
    };
    current.addEventListener(LIVE_EVENT_NAMES.change, (message) => {
      heard();
      const parsed = liveEventSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) share({ kind: 'event', event: parsed.data });
    });
    current.addEventListener(LIVE_EVENT_NAMES.resync, () => {
      heard();
      share({ kind: 'resync' });
    });
    current.addEventListener(LIVE_EVENT_NAMES.ready, (message) => {
      heard();
      share({ kind: 'start', after: Number(message.lastEventId) });
    });
    current.addEventListener(LIVE_EVENT_NAMES.ping, heard);
    for (const name of [LIVE_EVENT_NAMES.accessLost, LIVE_EVENT_NAMES.accessChanged]) {
      current.addEventListener(name, (message) => {
        heard();
        const parsed = accessEventSchema.safeParse(JSON.parse(message.data));
        if (!parsed.success) return;
        const lost = name === LIVE_EVENT_NAMES.accessLost;
        share({ kind: 'access', change: { lost, merchantId: parsed.data.merchantId } });
      });
    }
    current.addEventListener(LIVE_EVENT_NAMES.superseded, () => {
      // Closed before the server's end of the stream, which EventSource would retry.
      paused = true;
      clearTimeout(reopenTimer);
      current.close();
      share({ kind: 'state', state: 'paused' });
    });
  };
  const reopen = () => {
    if (!paused) open();
  };
  const goOffline = () => {
    if (paused) return;
    clearTimeout(reopenTimer);
    source?.close();
    share({ kind: 'state', state: 'reconnecting' });
  };
  const watchdog = setInterval(() => {
    if (Date.now() - lastHeardAt > 3 * LIVE_PING_MS && navigator.onLine) reopen();
  }, LIVE_PING_MS);
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', reopen);
  open();
  return {
    wake: () => {
      if (!paused) return;
      paused = false;
      share({ kind: 'state', state: 'connecting' });
      open();
    },
    close: () => {
      clearInterval(watchdog);
      clearTimeout(reopenTimer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', reopen);
      source?.close();
      source = undefined;
    },
  };
}
