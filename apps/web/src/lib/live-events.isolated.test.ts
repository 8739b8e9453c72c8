import { LIVE_EVENT_NAMES } from '@mp/contract/ums/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The stream as the server drives it: each EventSource the panel opens, and what it hears. */
const stream = vi.hoisted(() => {
  const opened: StreamStandIn[] = [];
  class StreamStandIn {
    static readonly CLOSED = 2;
    readyState = 1;
    onopen?: () => void;
    onerror?: () => void;
    private readonly listeners = new Map<string, ((message: { data: string }) => void)[]>();
    constructor() {
      opened.push(this);
    }
    addEventListener(name: string, listener: (message: { data: string }) => void) {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    }
    close() {
      this.readyState = StreamStandIn.CLOSED;
    }
    hear(name: string) {
      for (const listener of this.listeners.get(name) ?? []) listener({ data: '{}' });
    }
  }
  return { opened, StreamStandIn };
});

vi.mock('eventsource', () => ({ EventSource: stream.StreamStandIn }));
const { opened } = stream;

describe('a stream the server superseded', () => {
  let stop: () => void;
  const states: string[] = [];

  beforeEach(async () => {
    opened.length = 0;
    states.length = 0;
    // jsdom has no Web Locks: the one tab holds the stream.
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { request: (_name: string, _options: unknown, hold: () => Promise<void>) => hold() },
    });
    const { startLiveEvents } = await import('./live-events');
    stop = startLiveEvents({
      onEvent: () => {},
      onResync: () => {},
      onAccess: () => {},
      onState: (state) => states.push(state),
    });
  });
  afterEach(() => stop());

  it('stays closed through errors and a network that comes back, until the person returns', async () => {
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    const first = opened[0]!;
    first.hear(LIVE_EVENT_NAMES.superseded);
    expect(first.readyState).toBe(2);
    expect(states.at(-1)).toBe('paused');

    window.dispatchEvent(new Event('online'));
    first.onerror?.();
    expect(opened).toHaveLength(1);

    window.dispatchEvent(new Event('focus'));
    expect(opened).toHaveLength(2);
    expect(states.at(-1)).toBe('connecting');
    // Focus on a live stream opens nothing more.
    window.dispatchEvent(new Event('focus'));
    expect(opened).toHaveLength(2);
  });
});
