import type { SignedInDevice } from '@mp/contract/ums/auth';
import Bowser from 'bowser';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { listLiveSessions, revokeOwnSession, revokeSessionsOfUser } from './auth.queries';

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
