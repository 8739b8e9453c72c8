import type { MemberRole } from '@mp/contract/ums/permissions';
import { and, asc, count, desc, eq, gt, isNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchants } from '../../cms/merchants/merchants.table';
import { authSessions, refreshTokens } from '../auth/auth.table';
import { userTwoStep } from '../auth/two-step.table';
import { notificationReadMarks, notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { customRoleJoin, memberAccessColumns } from './member-access';
import { merchantInvitations, merchantMembers, merchantRoles } from './merchant-members.table';

/** A member's or an invitation's role: built-in, or custom with its id. */
export type RoleGiven = { role: MemberRole; customRoleId: number | null };

const customRoleRef = { id: merchantRoles.id, name: merchantRoles.name };

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
      customRole: customRoleRef,
      lastActiveAt: lastActive,
      joinedAt: merchantMembers.createdAt,
      twoStep: sql<boolean>`${userTwoStep.enabledAt} is not null`,
    })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .leftJoin(merchantRoles, eq(merchantRoles.id, merchantMembers.customRoleId))
    .leftJoin(userTwoStep, eq(userTwoStep.userId, merchantMembers.userId))
    .where(eq(merchantMembers.merchantId, merchantId))
    .orderBy(
      desc(sql`${merchantMembers.role} = 'owner'`),
      asc(merchantMembers.createdAt),
      asc(merchantMembers.userId),
    );
}

/** The member's name and role, with their custom role's name and ticks (null: built-in). */
export async function findMember(db: Db, merchantId: number, userId: number) {
  const [row] = await db
    .select({ name: users.name, ...memberAccessColumns })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .leftJoin(merchantRoles, customRoleJoin)
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

export async function setRole(db: Db, merchantId: number, userId: number, given: RoleGiven) {
  await db
    .update(merchantMembers)
    .set({ ...given, updatedAt: new Date() })
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
  member: { merchantId: number; userId: number } & RoleGiven,
) {
  await db.insert(merchantMembers).values(member);
  const newest = sql`(select coalesce(max(${notifications.id}), 0) from ${notifications}
    where ${notifications.merchantId} = ${member.merchantId})`;
  await db
    .insert(notificationReadMarks)
    .values({ userId: member.userId, merchantId: member.merchantId, readThroughId: newest })
    .onConflictDoUpdate({
      target: [notificationReadMarks.userId, notificationReadMarks.merchantId],
      set: { readThroughId: newest, markedAt: sql`now()` },
    });
}

/** A note of the team's change for those who manage staff (the bell). */
export async function insertStaffNotice(
  db: Db,
  notice: {
    merchantId: number;
    kind: 'member_role_changed' | 'member_removed';
    details: { name: string; role?: MemberRole; roleName?: string };
  },
) {
  await db.insert(notifications).values({
    merchantId: notice.merchantId,
    kind: notice.kind,
    details: notice.details,
  });
}

// ---- invitations

/** Open: not taken, not withdrawn, not expired. */
const invitationIsOpen = and(
  isNull(merchantInvitations.acceptedAt),
  isNull(merchantInvitations.withdrawnAt),
  gt(merchantInvitations.expiresAt, sql`now()`),
);

export async function insertInvitation(
  db: Db,
  invitation: Pick<
    typeof merchantInvitations.$inferInsert,
    | 'merchantId'
    | 'phone'
    | 'email'
    | 'role'
    | 'customRoleId'
    | 'tokenHash'
    | 'invitedByUserId'
    | 'expiresAt'
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
  customRole: customRoleRef,
  invitedBy: users.name,
  expiresAt: merchantInvitations.expiresAt,
  createdAt: merchantInvitations.createdAt,
};

export function listOpenInvitations(db: Db, merchantId: number, id?: number) {
  return db
    .select(invitationColumns)
    .from(merchantInvitations)
    .innerJoin(users, eq(users.id, merchantInvitations.invitedByUserId))
    .leftJoin(merchantRoles, eq(merchantRoles.id, merchantInvitations.customRoleId))
    .where(
      and(
        eq(merchantInvitations.merchantId, merchantId),
        invitationIsOpen,
        id === undefined ? undefined : eq(merchantInvitations.id, id),
      ),
    )
    .orderBy(desc(merchantInvitations.createdAt), desc(merchantInvitations.id));
}

export async function countOpenInvitations(db: Db, merchantId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(merchantInvitations)
    .where(and(eq(merchantInvitations.merchantId, merchantId), invitationIsOpen));
  return row?.value ?? 0;
}

/** Withdraws an open invitation; answers whom it was for, or nothing when none was open. */
export async function withdrawInvitation(db: Db, merchantId: number, id: number) {
  const rows = await db
    .update(merchantInvitations)
    .set({ withdrawnAt: sql`now()` })
    .where(
      and(
        eq(merchantInvitations.merchantId, merchantId),
        eq(merchantInvitations.id, id),
        invitationIsOpen,
      ),
    )
    .returning({ phone: merchantInvitations.phone, email: merchantInvitations.email });
  return rows[0];
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
      customRoleId: merchantInvitations.customRoleId,
      customRole: customRoleRef,
      invitedBy: users.name,
      expiresAt: merchantInvitations.expiresAt,
    })
    .from(merchantInvitations)
    .innerJoin(merchants, eq(merchants.id, merchantInvitations.merchantId))
    .innerJoin(users, eq(users.id, merchantInvitations.invitedByUserId))
    .leftJoin(merchantRoles, eq(merchantRoles.id, merchantInvitations.customRoleId))
    .where(and(eq(merchantInvitations.tokenHash, tokenHash), invitationIsOpen));
  return row;
}

/** Takes the invitation for the person, once: false when another took it first. */
export async function claimInvitation(db: Db, id: number, userId: number) {
  const rows = await db
    .update(merchantInvitations)
    .set({ acceptedAt: sql`now()`, acceptedByUserId: userId })
    .where(and(eq(merchantInvitations.id, id), invitationIsOpen))
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

// ---- custom roles

const membersWithRole = sql<number>`(select count(*)::int from ${merchantMembers}
  where ${merchantMembers.customRoleId} = ${merchantRoles.id})`;

export function listRoles(db: Db, merchantId: number) {
  return db
    .select({
      id: merchantRoles.id,
      name: merchantRoles.name,
      permissions: merchantRoles.permissions,
      members: membersWithRole,
    })
    .from(merchantRoles)
    .where(eq(merchantRoles.merchantId, merchantId))
    .orderBy(asc(sql`lower(${merchantRoles.name})`));
}

/** The merchant's custom role by id (another merchant's is not found). */
export async function findRole(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select({ name: merchantRoles.name, permissions: merchantRoles.permissions })
    .from(merchantRoles)
    .where(and(eq(merchantRoles.merchantId, merchantId), eq(merchantRoles.id, id)));
  return row;
}

/** The id of the merchant's role of that name (any case), if it has one. */
export async function roleIdNamed(db: Db, merchantId: number, name: string) {
  const [row] = await db
    .select({ id: merchantRoles.id })
    .from(merchantRoles)
    .where(
      and(
        eq(merchantRoles.merchantId, merchantId),
        sql`lower(${merchantRoles.name}) = lower(${name})`,
      ),
    );
  return row?.id;
}

/** Inserts the role; undefined when the merchant has one of that name. */
export async function insertRole(
  db: Db,
  role: { merchantId: number; name: string; permissions: string[] },
) {
  const [row] = await db
    .insert(merchantRoles)
    .values(role)
    .onConflictDoNothing()
    .returning({ id: merchantRoles.id });
  return row?.id;
}

export async function updateRole(
  db: Db,
  merchantId: number,
  id: number,
  role: { name: string; permissions: string[] },
) {
  await db
    .update(merchantRoles)
    .set({ ...role, updatedAt: new Date() })
    .where(and(eq(merchantRoles.merchantId, merchantId), eq(merchantRoles.id, id)));
  // Its members' panels read their access again (the membership trigger announces them).
  await db
    .update(merchantMembers)
    .set({ updatedAt: new Date() })
    .where(eq(merchantMembers.customRoleId, id));
}

/** Whether anyone has the role or is invited to it. */
export async function roleInUse(db: Db, id: number) {
  const [member] = await db
    .select({ id: merchantMembers.userId })
    .from(merchantMembers)
    .where(eq(merchantMembers.customRoleId, id))
    .limit(1);
  const [invited] = await db
    .select({ id: merchantInvitations.id })
    .from(merchantInvitations)
    .where(and(eq(merchantInvitations.customRoleId, id), invitationIsOpen))
    .limit(1);
  return member !== undefined || invited !== undefined;
}

/** Deletes a role no one has; invitations to it that were taken or ended go with it. */
export async function deleteRole(db: Db, merchantId: number, id: number) {
  await db.delete(merchantInvitations).where(eq(merchantInvitations.customRoleId, id));
  await db
    .delete(merchantRoles)
    .where(and(eq(merchantRoles.merchantId, merchantId), eq(merchantRoles.id, id)));
}

/** Withdraws the open invitations the person sent: they go with the rights that sent them. */
export async function withdrawInvitationsSentBy(db: Db, merchantId: number, userId: number) {
  await db
    .update(merchantInvitations)
    .set({ withdrawnAt: sql`now()` })
    .where(
      and(
        eq(merchantInvitations.merchantId, merchantId),
        eq(merchantInvitations.invitedByUserId, userId),
        invitationIsOpen,
      ),
    );
}
