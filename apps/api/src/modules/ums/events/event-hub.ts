import { idSchema } from '@mp/contract/common';
import {
  accessEventSchema,
  LIVE_PING_MS,
  type LiveEvent,
  liveEventSchema,
} from '@mp/contract/ums/events';
import type { MemberAccess } from '@mp/contract/ums/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { liveEventFor } from '../../../lib/member-view';
import {
  accessOf,
  deleteEventsBefore,
  eventsSince,
  latestEventId,
  refreshStreams,
  SUPERSEDED_CHANNEL,
  sessionsHearing,
} from './events.queries';

/** The NOTIFY channel the outbox's trigger writes to (migration 0013). */
const CHANNEL = 'merchant_events';
/** The NOTIFY channel of membership changes (migration 0035). */
const ACCESS_CHANNEL = 'merchant_access';
/** Events are kept long enough for a laptop's night and a weekend (decision 051). */
const EVENTS_KEPT_MS = 72 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;
/** What one catch-up after a lost listen connection reads at most. */
const CATCH_UP_LIMIT = 10_000;

/** One open stream: a signed-in session hearing the merchants its user is a member of. */
export type Listener = {
  /** Its row in live_streams (registerStream). */
  streamId: string;
  sessionId: string;
  userId: number;
  /** The merchants it hears, with the person's role in each; follows their membership. */
  access: Map<number, MemberAccess>;
  send(event: LiveEvent): void;
  /** The person lost a merchant, or joined one or changed role in it. */
  accessEvent(name: 'accessLost' | 'accessChanged', merchantId: number): void;
  /** Events were missed beyond what a catch-up reads: the panel refetches everything. */
  resync(): void;
  /** The session ended or lost the merchant: the stream closes. */
  close(): void;
  /** A newer stream of the user took its place: the client is told, and the stream closes. */
  supersede(): void;
};

/**
 * Hands each committed event to the streams of its merchant in this process. Every process
 * listens to the same channel, so behind a load balancer each stream hears every event once.
 * Access is checked again for every event: a revoked session's stream closes at the next one,
 * and a member hears only the topics their role may see. A change of membership is announced
 * on its own channel (`merchant_access`) and followed at once: a member taken off a merchant is
 * told and hears nothing more of it (decision 077).
 */
export class EventHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly streams = new Map<string, Listener>();
  /** Events go out in the order they arrived, each after its access check. */
  private delivering: Promise<void> = Promise.resolve();
  private lastEventId = 0;
  /** The last event heard before the listen connection was lost (undefined while it is up). */
  private lostAfter: number | undefined;
  private stopped = false;
  private stopListening?: () => Promise<void>;
  private stopHearingSuperseded?: () => Promise<void>;
  private stopHearingAccess?: () => Promise<void>;
  private sweepTimer?: NodeJS.Timeout;
  private refreshTimer?: NodeJS.Timeout;

  constructor(
    private readonly database: Database,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async start() {
    this.lastEventId = await latestEventId(this.database.db);
    this.stopListening = await this.database.listen(CHANNEL, {
      onPayload: (payload) => this.enqueue(() => this.receive(payload)),
      onLost: () =>
        this.enqueue(async () => {
          this.lostAfter ??= this.lastEventId;
        }),
      onGap: () => this.enqueue(() => this.catchUp()),
    });
    this.stopHearingSuperseded = await this.database.listen(SUPERSEDED_CHANNEL, {
      onPayload: (payload) => this.supersede(JSON.parse(payload) as string[]),
      onLost: () => {},
      // What was announced while the connection was down is found by the next refresh.
      onGap: () => void this.refreshStreams(),
    });
    this.stopHearingAccess = await this.database.listen(ACCESS_CHANNEL, {
      onPayload: (payload) => this.enqueue(() => this.followAccess(payload)),
      onLost: () => {},
      // Lost announcements are caught at the merchant's next event (deliver reads the role).
      onGap: () => {},
    });
    this.sweepTimer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
    this.refreshTimer = setInterval(() => void this.refreshStreams(), LIVE_PING_MS).unref();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    clearInterval(this.refreshTimer);
    await this.stopListening?.();
    await this.stopHearingSuperseded?.();
    await this.stopHearingAccess?.();
    for (const listener of this.all()) listener.close();
    this.listeners.clear();
    this.streams.clear();
    await this.delivering;
  }

  add(listener: Listener) {
    // A stream that was still starting when the process began to stop.
    if (this.stopped) return listener.close();
    this.streams.set(listener.streamId, listener);
    for (const merchantId of listener.access.keys()) this.hear(listener, merchantId);
  }

  remove(listener: Listener) {
    this.streams.delete(listener.streamId);
    for (const merchantId of listener.access.keys()) this.unhear(listener, merchantId);
  }

  private hear(listener: Listener, merchantId: number) {
    const set = this.listeners.get(merchantId) ?? new Set();
    set.add(listener);
    this.listeners.set(merchantId, set);
  }

  private unhear(listener: Listener, merchantId: number) {
    const set = this.listeners.get(merchantId);
    set?.delete(listener);
    if (set?.size === 0) this.listeners.delete(merchantId);
  }

  /** The person is no longer a member of the merchant: its stream stops hearing it, and is told. */
  private lose(listener: Listener, merchantId: number) {
    this.unhear(listener, merchantId);
    listener.access.delete(merchantId);
    listener.accessEvent('accessLost', merchantId);
  }

  /** A membership of the person changed: each of their streams here follows it. */
  private async followAccess(payload: string) {
    const { merchantId, userId } = accessEventSchema
      .extend({ userId: idSchema })
      .parse(JSON.parse(payload));
    const theirs = [...this.streams.values()].filter((listener) => listener.userId === userId);
    if (theirs.length === 0) return;
    const access = await accessOf(this.database.db, merchantId, userId);
    for (const listener of theirs) {
      if (!access) {
        if (listener.access.has(merchantId)) this.lose(listener, merchantId);
        continue;
      }
      if (!listener.access.has(merchantId)) this.hear(listener, merchantId);
      listener.access.set(merchantId, access);
      listener.accessEvent('accessChanged', merchantId);
    }
  }

  /** Open streams in this process (the benchmark's memory per stream). */
  get size() {
    return new Set(this.all()).size;
  }

  private *all() {
    for (const set of this.listeners.values()) yield* set;
  }

  private enqueue(work: () => Promise<void>) {
    this.delivering = this.delivering.then(work).catch((error) => {
      this.logger.error({ err: error }, 'live event delivery failed');
    });
  }

  private async receive(payload: string) {
    const parsed = liveEventSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) {
      this.logger.error({ payload }, 'live event not understood');
      return;
    }
    await this.deliver(parsed.data);
  }

  private async deliver(event: LiveEvent) {
    this.lastEventId = Math.max(this.lastEventId, event.id);
    const hearing = this.listeners.get(event.merchantId);
    if (!hearing?.size) return;
    const current = [...hearing];
    const live = await sessionsHearing(this.database.db, event.merchantId, [
      ...new Set(current.map((listener) => listener.sessionId)),
    ]);
    for (const listener of current) {
      if (!live.has(listener.sessionId)) {
        listener.close();
        continue;
      }
      const access = live.get(listener.sessionId);
      if (!access) {
        this.lose(listener, event.merchantId);
        continue;
      }
      listener.access.set(event.merchantId, access);
      const audible = liveEventFor(access, event);
      if (audible) listener.send(audible);
    }
  }

  /**
   * What was notified while the listen connection was down, read back from the outbox: from the
   * last event heard before it was lost (events notified once it was back may have raised
   * `lastEventId` already). More than a catch-up reads: every stream refetches everything.
   */
  private async catchUp() {
    const after = this.lostAfter ?? this.lastEventId;
    this.lostAfter = undefined;
    const merchantIds = [...this.listeners.keys()];
    const missed = await eventsSince(this.database.db, merchantIds, after, CATCH_UP_LIMIT + 1);
    this.logger.info({ events: missed.length }, 'live events caught up after a gap');
    if (missed.length > CATCH_UP_LIMIT) {
      for (const listener of new Set(this.all())) listener.resync();
      return;
    }
    for (const event of missed) await this.deliver(event);
  }

  private supersede(streamIds: string[]) {
    for (const id of streamIds) this.streams.get(id)?.supersede();
  }

  /**
   * Keeps this process's streams counted (a row not seen for a minute is a dead process's), and
   * ends any whose row a newer stream took while the announcement was lost.
   */
  private async refreshStreams() {
    try {
      this.supersede(await refreshStreams(this.database.db, [...this.streams.keys()]));
    } catch (error) {
      this.logger.warn({ err: error }, 'refreshing the live streams failed');
    }
  }

  private async sweep() {
    try {
      await deleteEventsBefore(this.database.db, new Date(Date.now() - EVENTS_KEPT_MS));
    } catch (error) {
      this.logger.warn({ err: error }, 'sweeping old live events failed');
    }
  }
}
