import http from 'node:http';
import type { TokenPair } from '@mp/contract/ums/auth';
import { LIVE_EVENT_NAMES, type LiveEvent } from '@mp/contract/ums/events';
import { createParser } from 'eventsource-parser';

/**
 * A stream as the panel opens it (the bearer token in the header), read with node:http so that
 * closing it closes its socket at once, as a browser does. `opened` resolves once a fresh stream
 * has said where it began (`ready`) or a resumed one has answered; a fresh stream's `events` and
 * `notified` hold only what came after its beginning (a NOTIFY of a change made before it may
 * still be on its way when it opens).
 */
export function openStream(
  baseUrl: string,
  tokens: Pick<TokenPair, 'idToken'>,
  lastEventId?: number,
) {
  const events: LiveEvent[] = [];
  const notified: LiveEvent[] = [];
  const resyncs: number[] = [];
  /** `access-lost` and `access-changed` as they came, with the merchant each names. */
  const access: { name: string; merchantId: number; at: number }[] = [];
  let ended = false;
  let superseded = false;
  let startedAfter: number | undefined;
  let headers: http.IncomingHttpHeaders = {};
  let began = () => {};
  const dropEarlier = (list: LiveEvent[], after: number) =>
    list.splice(0, list.length, ...list.filter((event) => event.id > after));
  const parser = createParser({
    onEvent(message) {
      if (message.event === LIVE_EVENT_NAMES.ready) {
        startedAfter = Number(message.id);
        dropEarlier(events, startedAfter);
        dropEarlier(notified, startedAfter);
        began();
      }
      if (message.event === LIVE_EVENT_NAMES.resync) resyncs.push(Date.now());
      if (message.event === LIVE_EVENT_NAMES.superseded) superseded = true;
      if (
        message.event === LIVE_EVENT_NAMES.accessLost ||
        message.event === LIVE_EVENT_NAMES.accessChanged
      ) {
        access.push({ name: message.event, ...JSON.parse(message.data), at: Date.now() });
      }
      if (message.event !== LIVE_EVENT_NAMES.change) return;
      const event: LiveEvent = JSON.parse(message.data);
      if (startedAfter !== undefined && event.id <= startedAfter) return;
      // Notifications (decision 052) are announced too; most tests follow the changes themselves.
      (event.topic === 'notifications' ? notified : events).push(event);
    },
  });
  let request: http.ClientRequest | undefined;
  const opened = new Promise<void>((resolve, reject) => {
    began = resolve;
    request = http.get(
      `${baseUrl}/api/v1/ums/events`,
      {
        headers: {
          authorization: `Bearer ${tokens.idToken}`,
          ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
        },
      },
      (response) => {
        headers = response.headers;
        if (response.statusCode !== 200) reject(new Error(`answered ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => parser.feed(chunk));
        response.on('close', () => {
          ended = true;
        });
        if (lastEventId !== undefined) resolve();
      },
    );
    request.on('error', reject);
  });
  return {
    events,
    notified,
    resyncs,
    access,
    opened,
    ended: () => ended,
    /** The server ended it for a newer stream of the user (`superseded`). */
    superseded: () => superseded,
    /** The answer's headers (a proxy names the process that serves the stream). */
    headers: () => headers,
    /** The id a fresh stream began after (its `ready` event). */
    startedAfter: () => startedAfter,
    close: () => request?.destroy(),
  };
}

export async function until(check: () => boolean, what: string, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
