import { z } from 'zod';
import { idSchema } from '../common';
import type { Permission } from './permissions';

/** What a live event says changed: the panel refetches what shows that topic. */
export const liveTopics = ['orders', 'issues', 'notifications', 'billing'] as const;
export type LiveTopic = (typeof liveTopics)[number];

/**
 * One event of `GET ums/events` (server-sent events): its SSE `id` is the event's id, so a
 * stream that dropped resumes after the last one it saw (Last-Event-ID).
 */
export const liveEventSchema = z.object({
  id: z.number().int().positive(),
  merchantId: idSchema,
  topic: z.enum(liveTopics),
  /** Orders the change placed, for the "new orders" bar. */
  placed: z.number().int().positive().optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * The SSE event names: `change` carries a LiveEvent; `resync` says events were missed beyond
 * what the server keeps (or more than it replays), so the panel refetches everything; `ready`
 * opens a fresh stream with the newest event's id, so that even a stream that has heard nothing
 * resumes from where it began.
 */
export const LIVE_EVENT_NAMES = {
  change: 'change',
  resync: 'resync',
  ready: 'ready',
  /** Now and then on a quiet stream: a client that hears nothing for long knows it is dead. */
  ping: 'ping',
  /**
   * The user opened more streams than allowed across devices and this, the oldest, ended: the
   * client reconnects only when its person comes back to it (a focused tab), so two devices
   * never take the stream from each other in a loop.
   */
  superseded: 'superseded',
  /**
   * The person was taken off a merchant (`data: {merchantId}`): its events stop on this stream,
   * and the panel drops what it kept of that merchant and leaves it.
   */
  accessLost: 'access-lost',
  /** The person's role in a merchant changed, or they joined one: the panel reloads its access. */
  accessChanged: 'access-changed',
} as const;

/** What a member must hold to hear a topic: a packer hears no money (decision 077). */
export const topicPermission: Record<LiveTopic, Permission | 'member'> = {
  orders: 'orders.view_packing',
  issues: 'issues.view',
  notifications: 'member',
  billing: 'billing.view',
};

/** The data of `access-lost` and `access-changed`. */
export const accessEventSchema = z.object({ merchantId: idSchema });

/** How often a stream pings; a client hearing nothing for three times as long reconnects. */
export const LIVE_PING_MS = 20_000;

/** Where the stream is, under the API prefix. */
export const LIVE_EVENTS_PATH = '/ums/events';
