import { randomUUID } from 'node:crypto';
import {
  LIVE_EVENT_NAMES,
  LIVE_EVENTS_PATH,
  LIVE_PING_MS,
  type LiveEvent,
} from '@mp/contract/ums/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { liveEventFor } from '../../../lib/member-view';
import { currentUser } from '../../../plugins/auth';
import type { EventHub, Listener } from './event-hub';
import {
  eventsSince,
  latestEventId,
  membershipsOfUser,
  oldestKeptEventId,
  registerStream,
  removeStream,
} from './events.queries';

/** How soon the browser reconnects after the stream drops. */
const RETRY_MS = 2_000;
/** A resume replays at most this many events; further behind, the panel refetches everything. */
const REPLAY_LIMIT = 500;

const lastEventIdOf = (header: unknown) =>
  typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;

const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${LIVE_EVENT_NAMES.change}\ndata: ${JSON.stringify(event)}\n\n`;

export function eventRoutes(
  { config, database }: AppContext,
  hub: EventHub,
): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      LIVE_EVENTS_PATH,
      {
        config: { permission: 'self' },
        schema: {
          tags: ['live'],
          summary: 'Server-sent events of the changes to the signed-in user’s merchants',
          description:
            'text/event-stream. Each `change` event names a merchant and a topic (orders, ' +
            'issues, notifications) whose screens to refresh; its id resumes a dropped stream ' +
            '(Last-Event-ID). A fresh stream opens with `ready`, whose id is where it began. ' +
            '`resync`: events were missed, refresh everything. The stream ends ' +
            'when the bearer token expires; reconnect with the refreshed one. A user has at ' +
            'most LIVE_STREAMS_PER_USER streams across devices: opening one more ends the ' +
            'oldest with `superseded`, after which that client reconnects only when its person ' +
            'comes back to it.',
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const access = await membershipsOfUser(db, user.id);
        const resumeAfter = lastEventIdOf(request.headers['last-event-id']);
        reply.hijack();
        const raw = reply.raw;
        // The browser may have left while its merchants were looked up: nothing to stream to.
        if (!raw.socket || raw.socket.destroyed) return raw.destroy();
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          // nginx would otherwise hold events back to fill its buffer.
          'x-accel-buffering': 'no',
          // The socket goes with the stream: an ended stream leaves no idle connection behind.
          connection: 'close',
        });
        const open = () => !raw.writableEnded && !raw.destroyed;
        const write = (text: string) => {
          if (open()) raw.write(text);
        };
        const resyncFrame = async () =>
          `id: ${await latestEventId(db)}\nevent: ${LIVE_EVENT_NAMES.resync}\ndata: {}\n\n`;
        const streamId = randomUUID();
        const listener: Listener = {
          streamId,
          sessionId: user.sessionId,
          userId: user.id,
          access,
          send: (event) => write(frame(event)),
          accessEvent: (name, merchantId) =>
            write(`event: ${LIVE_EVENT_NAMES[name]}\ndata: ${JSON.stringify({ merchantId })}\n\n`),
          resync: () => void resyncFrame().then(write, () => end()),
          close: () => end(),
          supersede: () => {
            write(`event: ${LIVE_EVENT_NAMES.superseded}\ndata: {}\n\n`);
            end();
          },
        };
        // Keeps proxies from timing the stream out, and tells the client it is still alive.
        const heartbeat = setInterval(
          () => write(`event: ${LIVE_EVENT_NAMES.ping}\ndata: {}\n\n`),
          LIVE_PING_MS,
        );
        const expiry = setTimeout(() => end(), Math.max(0, user.tokenExpiresAt - Date.now()));
        let ended = false;
        function end() {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          clearTimeout(expiry);
          hub.remove(listener);
          if (open()) raw.end();
          removeStream(db, streamId).catch((error: unknown) =>
            request.log.warn({ err: error }, 'removing an ended live stream failed'),
          );
        }
        raw.on('close', end);
        write(`retry: ${RETRY_MS}\n\n`);
        try {
          // Counted first, so the user's oldest stream beyond the bound ends, wherever it is.
          await registerStream(db, { id: streamId, userId: user.id }, config.liveStreamsPerUser);
          if (ended) return void removeStream(db, streamId);
          // Listening first, then replaying: an event of the moment between comes twice at most.
          hub.add(listener);
          if (resumeAfter === undefined) {
            write(`id: ${await latestEventId(db)}\nevent: ${LIVE_EVENT_NAMES.ready}\ndata: {}\n\n`);
            return;
          }
          const oldest = await oldestKeptEventId(db);
          const missed = await eventsSince(db, [...access.keys()], resumeAfter, REPLAY_LIMIT + 1);
          const swept = oldest !== undefined && oldest > resumeAfter + 1;
          if (swept || missed.length > REPLAY_LIMIT) write(await resyncFrame());
          else {
            for (const event of missed) {
              const audible = liveEventFor(access.get(event.merchantId)!, event);
              if (audible) write(frame(audible));
            }
          }
        } catch (error) {
          // The answer has begun: the stream ends and the browser reconnects.
          request.log.error({ err: error }, 'starting the live stream failed');
          end();
        }
      },
    );
  };
}
