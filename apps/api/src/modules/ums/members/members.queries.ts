import type { BuiltInRole } from '@mp/contract/ums/permissions';
import { and, asc, count, desc, eq, gt, isNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchants } from '../../cms/merchants/merchants.table';
import { authSessions, refreshTokens } from '../auth/auth.table';
import { notificationReadMarks, notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { merchantInvitations, merchantMembers } from './merchant-members.table';

const lastActive = sql<Date | null>`(select ${max(refreshTokens.createdAt)} from ${refreshTokens}
  join ${authSessions} on ${authSessions.id} = ${refreshTokens.sessionId}
  where ${authSessions.userId} = ${merchantMembers.userId})`.mapWith(refreshTokens.createdAt);

/** The team, owners first, then by when they joined. */
export function listMembers(db: Db, merchantId: number) {
  return db
    .select({
      userId: merchantMembers.userId,
      name: users.name,
      phone: users.phone,
      email: users.email,
      role: merchantMembers.role,
      lastActiveAt: lastActive,
      joinedAt: merchantMembers.createdAt,
    })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(eq(merchantMembers.merchantId, merchantId))
    .orderBy(
      desc(sql`${merchantMembers.role} = 'owner'`),
      asc(merchantMembers.createdAt),
      asc(merchantMembers.userId),
    );
}

export async function findMember(db: Db, merchantId: number, userId: number) {
  const [row] = await db
    .select({ role: merchantMembers.role, name: users.name })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.userId, userId)));
  return row;
}

export async function ownersOf(db: Db, merchantId: number) {
  return db
    .select({ userId: merchantMembers.userId, phone: users.phone })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.role, 'owner')));
}

export async function setRole(db: Db, merchantId: number, userId: number, role: BuiltInRole) {
  await db
    .update(merchantMembers)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.userId, userId)));
}

export async function deleteMember(db: Db, merchantId: number, userId: number) {
  await db
    .delete(merchantMembers)
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.userId, userId)));
}

/**
 * Makes the person a member; what the merchant was told before they joined is not news to them
 * (their read mark starts at the newest notification).
 */
export async function addMember(
  db: Db,
  member: { merchantId: number; userId: number; role: BuiltInRole },
) {
  await db.insert(merchantMembers).values(member);
  const newest = sql`(select coalesce(max(${notifications.id}), 0) from ${notifications}
    where ${notifications.merchantId} = ${member.merchantId})`;
  await db
    .insert(notificationReadMarks)
    .values({ userId: member.userId, merchantId: member.merchantId, readThroughId: newest })
    .onConflictDoNothing();
}

/** A note of the team's change for those who manage staff (the bell). */
export async function insertStaffNotice(
  db: Db,
  notice: {
    merchantId: number;
    kind: 'member_role_changed' | 'member_removed';
    name: string;
    role?: BuiltInRole;
  },
) {
  await db.insert(notifications).values({
    merchantId: notice.merchantId,
    kind: notice.kind,
    details: notice.role ? { name: notice.name, role: notice.role } : { name: notice.name },
  });
}

// ---- invitations

/** Open: not taken, not withdrawn, not expired. */
const open = and(
  isNull(merchantInvitations.acceptedAt),
  isNull(merchantInvitations.withdrawnAt),
  gt(merchantInvitations.expiresAt, sql`now()`),
);

export async function insertInvitation(
  db: Db,
  invitation: Pick<
    typeof merchantInvitations.$inferInsert,
    'merchantId' | 'phone' | 'email' | 'role' | 'tokenHash' | 'invitedByUserId' | 'expiresAt'
  >,
) {
  const [row] = await db
    .insert(merchantInvitations)
    .values(invitation)
    .returning({ id: merchantInvitations.id });
  return row!.id;
}

const invitationColumns = {
  id: merchantInvitations.id,
  phone: merchantInvitations.phone,
  email: merchantInvitations.email,
  role: merchantInvitations.role,
  invitedBy: users.name,
  expiresAt: merchantInvitations.expiresAt,
  createdAt: merchantInvitations.createdAt,
};

export function listOpenInvitations(db: Db, merchantId: number, id?: number) {
  return db
    .select(invitationColumns)
    .from(merchantInvitations)
    .innerJoin(users, eq(users.id, merchantInvitations.invitedByUserId))
    .where(
      and(
        eq(merchantInvitations.merchantId, merchantId),
        open,
        id === undefined ? undefined : eq(merchantInvitations.id, id),
      ),
    )
    .orderBy(desc(merchantInvitations.createdAt), desc(merchantInvitations.id));
}

export async function countOpenInvitations(db: Db, merchantId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(merchantInvitations)
    .where(and(eq(merchantInvitations.merchantId, merchantId), open));
  return row?.value ?? 0;
}

/** Withdraws an open invitation of the merchant; false when there is none by that id. */
export async function withdrawInvitation(db: Db, merchantId: number, id: number) {
  const rows = await db
    .update(merchantInvitations)
    .set({ withdrawnAt: sql`now()` })
    .where(
      and(eq(merchantInvitations.merchantId, merchantId), eq(merchantInvitations.id, id), open),
    )
    .returning({ id: merchantInvitations.id });
  return rows.length > 0;
}

/** The open invitation the link's secret names, with its merchant and who sent it. */
export async function findOpenInvitation(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: merchantInvitations.id,
      merchantId: merchantInvitations.merchantId,
      merchantName: merchants.name,
      phone: merchantInvitations.phone,
      email: merchantInvitations.email,
      role: merchantInvitations.role,
      invitedBy: users.name,
      expiresAt: merchantInvitations.expiresAt,
    })
    .from(merchantInvitations)
    .innerJoin(merchants, eq(merchants.id, merchantInvitations.merchantId))
    .innerJoin(users, eq(users.id, merchantInvitations.invitedByUserId))
    .where(and(eq(merchantInvitations.tokenHash, tokenHash), open));
  return row;
}

/** Takes the invitation for the person, once: false when another took it first. */
export async function claimInvitation(db: Db, id: number, userId: number) {
  const rows = await db
    .update(merchantInvitations)
    .set({ acceptedAt: sql`now()`, acceptedByUserId: userId })
    .where(and(eq(merchantInvitations.id, id), open))
    .returning({ id: merchantInvitations.id });
  return rows.length > 0;
}

/** The person with this phone or e-mail, if they have a login. */
export async function findUserByPhoneOrEmail(
  db: Db,
  who: { phone: string | null; email: string | null },
) {
  if (!who.phone && !who.email) return undefined;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        who.phone ? eq(users.phone, who.phone) : undefined,
        who.email ? sql`lower(${users.email}) = lower(${who.email})` : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertUser(
  db: Db,
  user: { name: string; phone: string; email: string | null; passwordHash: string },
) {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing()
    .returning({ id: users.id, name: users.name });
  return row;
}
