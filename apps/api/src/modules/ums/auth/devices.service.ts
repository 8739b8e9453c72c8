import type { SignedInDevice } from '@mp/contract/ums/auth';
import Bowser from 'bowser';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import {
  listLiveSessions,
  noteNewDevice,
  revokeOwnSession,
  revokeSessionsOfUser,
  type SessionClient,
} from './auth.queries';

/** A user agent as a person recognises their device: browser, system, kind of device. */
function deviceOf(userAgent: string | null) {
  if (!userAgent) return { browser: null, os: null, platform: null };
  const parsed = Bowser.parse(userAgent);
  const named = (part: { name?: string; version?: string }) =>
    part.name ? [part.name, part.version?.split('.')[0]].filter(Boolean).join(' ') : null;
  return {
    browser: named(parsed.browser),
    os: named({ name: parsed.os.name, version: parsed.os.versionName ?? parsed.os.version }),
    platform: parsed.platform.type ?? null,
  };
}

/** A device in words for a notice: its browser and system, as a person knows them. */
function deviceWords(userAgent: string | null) {
  const { browser, os } = deviceOf(userAgent);
  return [browser, os].filter(Boolean).join(', ') || 'an unknown browser';
}

/**
 * Tells of a sign-in from a browser that never signed in to the account: the person in their
 * bell, and in each merchant where they are staff, those who manage staff in the bell and its
 * owners by e-mail (a text when they have none). A failure to send never fails the sign-in.
 */
export async function tellOfNewDevice(
  context: Pick<AppContext, 'database' | 'sms' | 'email'>,
  user: { id: number; name: string },
  client: SessionClient,
  log: FastifyBaseLogger,
) {
  const device = { device: deviceWords(client.userAgent), ip: client.ip ?? '' };
  try {
    const owners = await noteNewDevice(context.database.db, user, device);
    const text = `${user.name} of your merchant account's team signed in on a new device: ${device.device} from ${device.ip}. If that was not them, remove them under Staff.`;
    for (const owner of owners) {
      if (owner.email) await context.email.send(owner.email, 'A new sign-in of your team', text);
      else await context.sms.send(owner.phone, text);
    }
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'the new-device notice could not be written');
  }
}

/** Where the person is signed in now, this device marked. */
export async function signedInDevices(
  db: Db,
  user: { id: number; sessionId: string },
): Promise<{ devices: SignedInDevice[] }> {
  const rows = await listLiveSessions(db, user.id);
  return {
    devices: rows.map((row) => ({
      id: row.id,
      ...deviceOf(row.userAgent),
      ip: row.ip,
      signedInAt: row.signedInAt.toISOString(),
      lastActiveAt: (row.lastActiveAt ?? row.signedInAt).toISOString(),
      current: row.id === user.sessionId,
    })),
  };
}

/** Signs one of the person's devices out: its next call is refused (its token no longer works). */
export async function signOutDevice(db: Db, userId: number, sessionId: string) {
  if (!(await revokeOwnSession(db, userId, sessionId))) throw notFound('Device');
}

/** Signs every other device of the person out; this one stays. */
export async function signOutOtherDevices(db: Db, user: { id: number; sessionId: string }) {
  await revokeSessionsOfUser(db, user.id, 'signed out from another device', user.sessionId);
}
