import {
  can,
  type MemberAccess,
  type MemberRole,
  memberAccess,
  type Permission,
  withImplied,
} from '@mp/contract/ums/permissions';
import {
  type AcceptedInvitation,
  type AcceptInvitationBody,
  type CustomRoleAnswer,
  type CustomRoleBody,
  INVITATION_DAYS,
  type Invitation,
  type InvitationPreview,
  type InviteBody,
  type Member,
  type RoleChoice,
  type SignInRules,
} from '@mp/contract/ums/staff';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/client';
import { lockUntilCommit } from '../../../db/transaction-lock';
import { AppError, forbidden, notFound, validationError } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import { hashToken, randomToken } from '../../../lib/tokens';
import { recordActivity } from '../activity/activity.queries';
import { startSession } from '../auth/auth.service';
import { findSignInRules, hasTwoStep, saveSignInRules } from '../auth/two-step.queries';
import {
  addMember,
  claimInvitation,
  countOpenInvitations,
  deleteMember,
  deleteRole,
  findMember,
  findOpenInvitation,
  findRole,
  findUserByPhoneOrEmail,
  insertInvitation,
  insertRole,
  insertStaffNotice,
  insertUser,
  listMembers,
  listOpenInvitations,
  listRoles,
  ownersOf,
  type RoleGiven,
  roleIdNamed,
  roleInUse,
  setRole,
  updateRole,
  withdrawInvitation,
  withdrawInvitationsSentBy,
} from './members.queries';

/** Who manages the team: the merchant, the person acting and their role in it. */
type StaffScope = { merchantId: number; userId: number; access: MemberAccess };

/** At most this many invitations wait at once: enough for a warehouse's hiring day. */
const OPEN_INVITATIONS_MAX = 50;

const iso = (date: Date) => date.toISOString();
const actorOf = (scope: StaffScope) => ({ merchantId: scope.merchantId, userId: scope.userId });
const lastOwner = () => new AppError('LAST_OWNER', 'A merchant account keeps at least one owner');
const invitationGone = () => notFound('Invitation');

export async function teamOf(db: Db, merchantId: number): Promise<{ members: Member[] }> {
  const rows = await listMembers(db, merchantId);
  return {
    members: rows.map((row) => ({
      ...row,
      lastActiveAt: row.lastActiveAt ? iso(row.lastActiveAt) : null,
      joinedAt: iso(row.joinedAt),
    })),
  };
}

/**
 * Checks a change of the member's place under the merchant's team lock: only an owner touches an
 * owner or makes one, and the last owner stays. Answers the member as they were.
 */
async function lockAndCheckMemberChange(
  tx: Db,
  scope: StaffScope,
  userId: number,
  newRole: MemberRole | undefined,
) {
  await lockUntilCommit(tx, `team:${scope.merchantId}`);
  const member = await findMember(tx, scope.merchantId, userId);
  if (!member) throw notFound('Member');
  const touchesOwner = member.role === 'owner' || newRole === 'owner';
  if (touchesOwner && scope.access.role !== 'owner') throw forbidden('owner');
  // Only someone who holds all a member holds may change or remove them.
  checkCovers(scope, memberAccess(member.role, member.customRole).permissions);
  if (member.role === 'owner' && newRole !== 'owner') {
    if ((await ownersOf(tx, scope.merchantId)).length === 1) throw lastOwner();
  }
  return member;
}

/** Refuses, naming it, a permission the person acting lacks (an owner holds them all). */
function checkCovers(scope: StaffScope, granted: Iterable<Permission>) {
  for (const permission of granted) {
    if (!can(scope.access, permission)) throw forbidden(permission);
  }
}

/**
 * The role given, as the person giving it may: a custom role of this merchant, and no permission
 * they lack themselves (no one raises another above their own rights).
 */
async function roleToGive(tx: Db, scope: StaffScope, choice: RoleChoice): Promise<RoleGiven> {
  let custom: { name: string; permissions: string[] } | undefined;
  if (choice.role === 'custom') {
    custom = await findRole(tx, scope.merchantId, choice.customRoleId ?? 0);
    if (!custom) throw notFound('Role');
  }
  checkCovers(scope, memberAccess(choice.role, custom).permissions);
  return { role: choice.role, customRoleId: custom ? (choice.customRoleId ?? null) : null };
}

/** Tells the owners, other than the one who acted, by SMS: the bell tells everyone who manages. */
async function tellOwners(
  context: Pick<AppContext, 'sms'>,
  db: Db,
  scope: StaffScope,
  text: string,
) {
  for (const owner of await ownersOf(db, scope.merchantId)) {
    if (owner.userId !== scope.userId) await context.sms.send(owner.phone, text);
  }
}

export async function changeRole(
  context: Pick<AppContext, 'sms'>,
  db: Db,
  scope: StaffScope,
  userId: number,
  choice: RoleChoice,
) {
  const { name, roleWords } = await db.transaction(async (tx) => {
    const member = await lockAndCheckMemberChange(tx, scope, userId, choice.role);
    const given = await roleToGive(tx, scope, choice);
    await setRole(tx, scope.merchantId, userId, given);
    await withdrawInvitationsSentBy(tx, scope.merchantId, userId);
    const roleName = given.customRoleId
      ? (await findRole(tx, scope.merchantId, given.customRoleId))?.name
      : undefined;
    const details = { role: given.role, ...(roleName ? { roleName } : {}) };
    await insertStaffNotice(tx, {
      merchantId: scope.merchantId,
      kind: 'member_role_changed',
      details: { name: member.name, ...details },
    });
    await recordActivity(tx, {
      ...actorOf(scope),
      kind: 'staff.change_role',
      subjectId: userId,
      details: { person: member.name, ...details },
    });
    return { name: member.name, roleWords: roleName ?? given.role };
  });
  await tellOwners(
    context,
    db,
    scope,
    `${name}'s role in your merchant account is now ${roleWords}.`,
  );
  return teamOf(db, scope.merchantId);
}

/** Takes the person off the merchant: their next call for it is refused, their streams told. */
export async function removeMember(
  context: Pick<AppContext, 'sms'>,
  db: Db,
  scope: StaffScope,
  userId: number,
) {
  const name = await db.transaction(async (tx) => {
    const member = await lockAndCheckMemberChange(tx, scope, userId, undefined);
    await deleteMember(tx, scope.merchantId, userId);
    await withdrawInvitationsSentBy(tx, scope.merchantId, userId);
    await insertStaffNotice(tx, {
      merchantId: scope.merchantId,
      kind: 'member_removed',
      details: { name: member.name },
    });
    await recordActivity(tx, {
      ...actorOf(scope),
      kind: 'staff.remove',
      subjectId: userId,
      details: { person: member.name },
    });
    return member.name;
  });
  await tellOwners(context, db, scope, `${name} was removed from your merchant account's team.`);
  return teamOf(db, scope.merchantId);
}

function toInvitation(row: Awaited<ReturnType<typeof listOpenInvitations>>[number]): Invitation {
  return { ...row, expiresAt: iso(row.expiresAt), createdAt: iso(row.createdAt) };
}

export async function openInvitations(db: Db, merchantId: number) {
  return { invitations: (await listOpenInvitations(db, merchantId)).map(toInvitation) };
}

/**
 * Invites a person by phone or e-mail: the link, with a secret kept only as its hash, goes by SMS
 * or e-mail and works for INVITATION_DAYS. Someone already in the team is not invited again.
 */
export async function invite(
  context: Pick<AppContext, 'sms' | 'email'>,
  db: Db,
  scope: StaffScope,
  body: InviteBody & RoleChoice,
  origin: string,
): Promise<Invitation> {
  const who = { phone: body.phone ?? null, email: body.email ?? null };
  const token = randomToken();
  const id = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, `team:${scope.merchantId}`);
    const existing = await findUserByPhoneOrEmail(tx, who);
    if (existing && (await findMember(tx, scope.merchantId, existing.id))) {
      throw new AppError('ALREADY_MEMBER', 'This person is already in the team');
    }
    if ((await countOpenInvitations(tx, scope.merchantId)) >= OPEN_INVITATIONS_MAX) {
      throw new AppError(
        'CONFLICT',
        `At most ${OPEN_INVITATIONS_MAX} invitations can wait at once; withdraw one first`,
      );
    }
    const given = await roleToGive(tx, scope, body);
    const invitationId = await insertInvitation(tx, {
      merchantId: scope.merchantId,
      ...who,
      ...given,
      tokenHash: hashToken(token),
      invitedByUserId: scope.userId,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    const roleName = given.customRoleId
      ? (await findRole(tx, scope.merchantId, given.customRoleId))?.name
      : undefined;
    await recordActivity(tx, {
      ...actorOf(scope),
      kind: 'staff.invite',
      subjectId: invitationId,
      details: {
        person: who.phone ?? who.email ?? '',
        role: given.role,
        ...(roleName ? { roleName } : {}),
      },
    });
    return invitationId;
  });
  const [row] = await listOpenInvitations(db, scope.merchantId, id);
  const link = `${origin}/auth/invitation/${token}`;
  const role = row!.customRole?.name ?? body.role;
  const text = `${row!.invitedBy} invites you to their team on the merchant portal as ${role}. Join: ${link}`;
  if (who.phone) await context.sms.send(who.phone, text);
  else await context.email.send(who.email!, 'You are invited to a merchant team', text);
  return toInvitation(row!);
}

export async function withdraw(db: Db, scope: StaffScope, id: number) {
  await db.transaction(async (tx) => {
    const withdrawn = await withdrawInvitation(tx, scope.merchantId, id);
    if (!withdrawn) throw notFound('Invitation');
    await recordActivity(tx, {
      ...actorOf(scope),
      kind: 'staff.withdraw_invitation',
      subjectId: id,
      details: { person: withdrawn.phone ?? withdrawn.email ?? '' },
    });
  });
}

async function openInvitation(db: Db, token: string) {
  const invitation = await findOpenInvitation(db, hashToken(token));
  if (!invitation) throw invitationGone();
  return invitation;
}

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const invitation = await openInvitation(db, token);
  return {
    merchantName: invitation.merchantName,
    role: invitation.role,
    customRole: invitation.customRole,
    invitedBy: invitation.invitedBy,
    expiresAt: iso(invitation.expiresAt),
    hasLogin: (await findUserByPhoneOrEmail(db, invitation)) !== undefined,
  };
}

/** Claims the invitation for the person and makes them a member, in the caller's transaction. */
async function takeInvitation(
  tx: Db,
  invitation: Awaited<ReturnType<typeof openInvitation>>,
  userId: number,
) {
  if (!(await claimInvitation(tx, invitation.id, userId))) throw invitationGone();
  if (await findMember(tx, invitation.merchantId, userId)) {
    throw new AppError('ALREADY_MEMBER', 'You are already in this team');
  }
  await addMember(tx, {
    merchantId: invitation.merchantId,
    userId,
    role: invitation.role,
    customRoleId: invitation.customRoleId,
  });
  await recordActivity(tx, {
    merchantId: invitation.merchantId,
    userId,
    kind: 'staff.join',
    subjectId: userId,
    details: {
      role: invitation.role,
      ...(invitation.customRole ? { roleName: invitation.customRole.name } : {}),
    },
  });
}

/**
 * A new login from the invitation (for the invited phone, when it was sent to one), signed in
 * and in the team; a phone that has a login signs in and joins instead.
 */
export async function acceptInvitation(
  context: Parameters<typeof startSession>[0],
  token: string,
  body: AcceptInvitationBody,
  client: Parameters<typeof startSession>[2],
): Promise<AcceptedInvitation> {
  const { db } = context.database;
  const invitation = await openInvitation(db, token);
  if (invitation.phone && invitation.phone !== body.phone) {
    throw validationError('Use the phone number the invitation was sent to', 'body.phone');
  }
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      name: body.name,
      phone: body.phone,
      email: invitation.email,
      passwordHash,
    });
    if (!created) {
      throw new AppError('HAS_LOGIN', 'This phone or e-mail has a login: log in to join');
    }
    await takeInvitation(tx, invitation, created.id);
    return created;
  });
  return { ...(await startSession(context, user, client)), merchantId: invitation.merchantId };
}

/** The signed-in person joins the team the invitation names, when it was sent to them. */
export async function joinWithInvitation(
  db: Db,
  token: string,
  user: { id: number },
): Promise<{ merchantId: number }> {
  const invitation = await openInvitation(db, token);
  const invited = await findUserByPhoneOrEmail(db, invitation);
  if (invited?.id !== user.id) throw invitationGone();
  await db.transaction((tx) => takeInvitation(tx, invitation, user.id));
  return { merchantId: invitation.merchantId };
}

// ---- custom roles

export async function customRoles(db: Db, merchantId: number) {
  const rows = await listRoles(db, merchantId);
  return { roles: rows as CustomRoleAnswer[] };
}

/** The ticks, checked against the giver's own rights and closed under what they imply. */
function checkedTicks(scope: StaffScope, body: CustomRoleBody) {
  const ticked = [...withImplied(body.permissions)];
  checkCovers(scope, ticked);
  return { name: body.name, permissions: ticked };
}

const nameTaken = () => new AppError('CONFLICT', 'The merchant has a role of that name');

const roleSaved = (tx: Db, scope: StaffScope, id: number, name: string) =>
  recordActivity(tx, {
    ...actorOf(scope),
    kind: 'staff.save_role',
    subjectId: id,
    details: { roleName: name },
  });

export async function createRole(db: Db, scope: StaffScope, body: CustomRoleBody) {
  const role = checkedTicks(scope, body);
  await db.transaction(async (tx) => {
    const id = await insertRole(tx, { merchantId: scope.merchantId, ...role });
    if (id === undefined) throw nameTaken();
    await roleSaved(tx, scope, id, role.name);
  });
  return customRoles(db, scope.merchantId);
}

export async function changeCustomRole(
  db: Db,
  scope: StaffScope,
  id: number,
  body: CustomRoleBody,
) {
  const role = checkedTicks(scope, body);
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, `team:${scope.merchantId}`);
    const current = await findRole(tx, scope.merchantId, id);
    if (!current) throw notFound('Role');
    // A role above the person's own rights is not theirs to change.
    checkCovers(scope, memberAccess('custom', current).permissions);
    const named = await roleIdNamed(tx, scope.merchantId, role.name);
    if (named !== undefined && named !== id) throw nameTaken();
    await updateRole(tx, scope.merchantId, id, role);
    await roleSaved(tx, scope, id, role.name);
  });
  return customRoles(db, scope.merchantId);
}

export async function removeCustomRole(db: Db, scope: StaffScope, id: number) {
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, `team:${scope.merchantId}`);
    const current = await findRole(tx, scope.merchantId, id);
    if (!current) throw notFound('Role');
    checkCovers(scope, memberAccess('custom', current).permissions);
    if (await roleInUse(tx, id)) {
      throw new AppError(
        'CONFLICT',
        'People have this role or are invited to it: change theirs first',
      );
    }
    await deleteRole(tx, scope.merchantId, id);
    await recordActivity(tx, {
      ...actorOf(scope),
      kind: 'staff.delete_role',
      subjectId: id,
      details: { roleName: current.name },
    });
  });
  return customRoles(db, scope.merchantId);
}

export const signInRulesOf = findSignInRules;

/**
 * Asks 2-step sign-in of everyone in the team, or leaves it to each person. Asking it needs the
 * person's own 2-step first, so they are not refused by their own rule.
 */
export async function changeSignInRules(db: Db, scope: StaffScope, rules: SignInRules) {
  if (rules.twoStepRequired && !(await hasTwoStep(db, scope.userId))) {
    throw new AppError(
      'CONFLICT',
      'Turn on your own 2-step sign-in first (account menu, Sign-in and devices)',
    );
  }
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, `team:${scope.merchantId}`);
    await saveSignInRules(tx, scope.merchantId, rules, scope.userId);
    await recordActivity(tx, {
      ...actorOf(scope),
      kind: 'staff.sign_in_rules',
      details: { twoStepRequired: rules.twoStepRequired },
    });
  });
  return rules;
}
