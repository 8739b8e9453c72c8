import type { TokenPair } from '@mp/contract/ums/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createMerchant } from '../../../../test/factories/merchants.testing';
import { createUser, type TestUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { merchantInvitations } from './merchant-members.table';

describe('the team of a merchant', () => {
  let t: TestApp;
  let ownerUser: TestUser;
  let owner: TokenPair;
  let merchantId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ownerUser = await createUser(t.db, { name: 'Rahim Uddin' });
    owner = await t.login(ownerUser.phone, ownerUser.password);
    merchantId = (await createMerchant(t.db, { ownerUserId: ownerUser.id, name: 'Rahim Fashion' }))
      .id;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    tokens?: TokenPair,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: tokens ? t.auth(tokens, merchantId) : {},
      ...(payload ? { payload } : {}),
    });
  /** Invites and answers the link's secret, read from the text or e-mail that carried it. */
  const invite = async (body: object) => {
    const response = await call('POST', '/ums/invitations', owner, body);
    expect(response.statusCode, response.body).toBe(201);
    const sent = ('phone' in body ? t.sms.sent : t.email.sent).at(-1)!;
    return { invitation: response.json(), token: sent.text.match(/invitation\/([\w-]+)/)![1]! };
  };
  const merchantsOf = async (tokens: TokenPair) =>
    (await call('GET', '/cms/merchant/merchants', tokens)).json().content as {
      id: number;
      access: { role: string };
    }[];

  it('invites a packer by phone: the link shows the team, makes a login, and the merchant is theirs', async () => {
    const { invitation, token } = await invite({ phone: '01911000001', role: 'packer' });
    expect(invitation).toMatchObject({
      phone: '01911000001',
      role: 'packer',
      invitedBy: 'Rahim Uddin',
    });
    expect(t.sms.sent.at(-1)!.to).toBe('01911000001');

    const preview = await call('GET', `/ums/invitation-links/${token}`);
    expect(preview.json()).toMatchObject({
      merchantName: 'Rahim Fashion',
      role: 'packer',
      invitedBy: 'Rahim Uddin',
      hasLogin: false,
    });
    const wrongPhone = await call('POST', `/ums/invitation-links/${token}/accept`, undefined, {
      name: 'Jamal',
      phone: '01911000002',
      password: 'Packer@123',
    });
    expect(wrongPhone.statusCode).toBe(400);
    const accepted = await call('POST', `/ums/invitation-links/${token}/accept`, undefined, {
      name: 'Jamal Packer',
      phone: '01911000001',
      password: 'Packer@123',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().merchantId).toBe(merchantId);
    const packer = accepted.json() as TokenPair;
    expect(await merchantsOf(packer)).toEqual([
      expect.objectContaining({
        id: merchantId,
        access: expect.objectContaining({ role: 'packer' }),
      }),
    ]);
    // The link works once, and the invitation no longer waits.
    expect((await call('GET', `/ums/invitation-links/${token}`)).statusCode).toBe(404);
    const waiting = (await call('GET', '/ums/invitations', owner)).json().invitations;
    expect(waiting.map((entry: { id: number }) => entry.id)).not.toContain(invitation.id);
    const team = (await call('GET', '/ums/members', owner)).json().members;
    expect(
      team.map((member: { name: string; role: string }) => [member.name, member.role]),
    ).toEqual([
      ['Rahim Uddin', 'owner'],
      ['Jamal Packer', 'packer'],
    ]);
    expect(team[1].lastActiveAt).not.toBeNull();
  });

  it('invites by e-mail; someone with a login signs in and joins, and no one else can use their link', async () => {
    const existing = await createUser(t.db, { name: 'Karim Hossain', email: 'karim@shop.test' });
    const { token } = await invite({ email: 'karim@shop.test', role: 'accountant' });
    expect(t.email.sent.at(-1)).toMatchObject({ to: 'karim@shop.test' });
    expect((await call('GET', `/ums/invitation-links/${token}`)).json().hasLogin).toBe(true);
    const stranger = await createUser(t.db);
    const strangerTokens = await t.login(stranger.phone, stranger.password);
    const notTheirs = await call('POST', `/ums/invitation-links/${token}/join`, strangerTokens);
    expect(notTheirs.statusCode).toBe(404);
    const karim = await t.login(existing.phone, existing.password);
    const joined = await call('POST', `/ums/invitation-links/${token}/join`, karim);
    expect(joined.json()).toEqual({ merchantId });
    expect((await merchantsOf(karim)).map((m) => m.access.role)).toEqual(['accountant']);
    const again = await call('POST', '/ums/invitations', owner, {
      email: 'karim@shop.test',
      role: 'viewer',
    });
    expect(again.json()).toMatchObject({ errorCode: 'ALREADY_MEMBER' });
  });

  it('a withdrawn or expired invitation opens nothing', async () => {
    const withdrawn = await invite({ phone: '01911000003', role: 'viewer' });
    const expired = await invite({ phone: '01911000004', role: 'viewer' });
    expect(
      (await call('DELETE', `/ums/invitations/${withdrawn.invitation.id}`, owner)).statusCode,
    ).toBe(204);
    await t.db
      .update(merchantInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(merchantInvitations.id, expired.invitation.id));
    for (const { token } of [withdrawn, expired]) {
      expect((await call('GET', `/ums/invitation-links/${token}`)).statusCode).toBe(404);
      const accept = await call('POST', `/ums/invitation-links/${token}/accept`, undefined, {
        name: 'Late Comer',
        phone: '01911000004',
        password: 'Late@1234',
      });
      expect(accept.statusCode).toBe(404);
    }
  });

  it('changes roles and removes people, keeps an owner, tells the other owners, and the removed are refused at once', async () => {
    const person = await createUser(t.db, { name: 'Nasrin Akter' });
    const { token } = await invite({ phone: person.phone, role: 'order_handler' });
    const nasrin = await t.login(person.phone, person.password);
    await call('POST', `/ums/invitation-links/${token}/join`, nasrin);

    const lastOwner = await call('PATCH', `/ums/members/${ownerUser.id}`, owner, {
      role: 'viewer',
    });
    expect(lastOwner.json()).toMatchObject({ errorCode: 'LAST_OWNER' });
    expect((await call('DELETE', `/ums/members/${ownerUser.id}`, owner)).json()).toMatchObject({
      errorCode: 'LAST_OWNER',
    });

    const promoted = await call('PATCH', `/ums/members/${person.id}`, owner, { role: 'owner' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    // Now another owner: the first may step down, and the second is told by SMS.
    const smsBefore = t.sms.sent.length;
    const steppedDown = await call('PATCH', `/ums/members/${ownerUser.id}`, owner, {
      role: 'manager',
    });
    expect(steppedDown.statusCode).toBe(200);
    expect(t.sms.sent.slice(smsBefore)).toEqual([
      expect.objectContaining({ to: person.phone, text: expect.stringContaining('manager') }),
    ]);
    // A manager manages no staff; the new owner removes the first.
    expect((await call('GET', '/ums/members', owner)).statusCode).toBe(403);
    expect((await call('DELETE', `/ums/members/${ownerUser.id}`, nasrin)).statusCode).toBe(200);
    expect((await call('GET', '/oms/merchant-orders', owner)).statusCode).toBe(404);
    const notices = (await call('GET', '/ums/notifications', nasrin)).json().content;
    expect(notices.map((notice: { kind: string }) => notice.kind)).toEqual(
      expect.arrayContaining(['member_removed', 'member_role_changed']),
    );
  });

  it('makes a role by ticking permissions: its people get exactly those, a change reaches them at once, and no one gives more than they hold', async () => {
    // The test before took the first owner off the team: they come back as an owner.
    await addMember(t.db, { merchantId, userId: ownerUser.id, role: 'owner' });
    const made = await call('POST', '/ums/roles', owner, {
      name: 'Night desk',
      permissions: ['orders.view', 'orders.note'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const role = made.json().roles.find((r: { name: string }) => r.name === 'Night desk');
    expect(role.permissions).toEqual(['orders.view', 'orders.view_packing', 'orders.note']);
    const twin = await call('POST', '/ums/roles', owner, {
      name: 'night DESK',
      permissions: ['orders.view'],
    });
    expect(twin.json()).toMatchObject({ errorCode: 'CONFLICT' });

    const { token } = await invite({ phone: '01911000009', role: 'custom', customRoleId: role.id });
    const accepted = await call('POST', `/ums/invitation-links/${token}/accept`, undefined, {
      name: 'Shanta Night',
      phone: '01911000009',
      password: 'Night@1234',
    });
    const desk = accepted.json() as TokenPair;
    expect((await merchantsOf(desk))[0]!.access).toEqual({
      role: 'custom',
      roleName: 'Night desk',
      permissions: ['orders.view', 'orders.view_packing', 'orders.note'],
    });
    expect((await call('GET', '/oms/merchant-orders', desk)).statusCode).toBe(200);
    const confirm = await call('POST', '/oms/merchant-orders/shop-order/confirm/bulk', desk, {
      orderIds: [1],
    });
    expect(confirm.statusCode).toBe(403);

    const changed = await call('PUT', `/ums/roles/${role.id}`, owner, {
      name: 'Night desk',
      permissions: ['orders.view', 'orders.note', 'orders.act'],
    });
    expect(changed.statusCode).toBe(200);
    const again = await call('POST', '/oms/merchant-orders/shop-order/confirm/bulk', desk, {
      orderIds: [1],
    });
    expect(again.statusCode).not.toBe(403);
    expect((await call('DELETE', `/ums/roles/${role.id}`, owner)).json()).toMatchObject({
      errorCode: 'CONFLICT',
    });

    // A role with staff but no payments cannot make or give one that pays.
    const staffDesk = await call('POST', '/ums/roles', owner, {
      name: 'Hiring desk',
      permissions: ['staff', 'orders.view'],
    });
    const hiring = staffDesk.json().roles.find((r: { name: string }) => r.name === 'Hiring desk');
    const person = await createUser(t.db, { name: 'Hira' });
    const joined = await invite({ phone: person.phone, role: 'custom', customRoleId: hiring.id });
    const hira = await t.login(person.phone, person.password);
    await call('POST', `/ums/invitation-links/${joined.token}/join`, hira);
    const raise = await call('POST', '/ums/roles', hira, {
      name: 'Cashier',
      permissions: ['billing.pay'],
    });
    expect(raise.json()).toMatchObject({
      errorCode: 'FORBIDDEN',
      details: [{ path: 'permission', message: 'billing.pay' }],
    });
    const promote = await call('PATCH', `/ums/members/${person.id}`, hira, { role: 'manager' });
    expect(promote.statusCode).toBe(403);
    // Nor act on someone who holds more, nor keep inviting once taken off the team.
    const manager = await createUser(t.db, { name: 'Mita Manager' });
    await addMember(t.db, { merchantId, userId: manager.id, role: 'manager' });
    expect((await call('DELETE', `/ums/members/${manager.id}`, hira)).statusCode).toBe(403);
    const sent = await call('POST', '/ums/invitations', hira, {
      phone: '01911000010',
      role: 'viewer',
    });
    expect(sent.statusCode, sent.body).toBe(403);
    const hiringInvite = await call('POST', '/ums/invitations', hira, {
      phone: '01911000011',
      role: 'custom',
      customRoleId: hiring.id,
    });
    expect(hiringInvite.statusCode, hiringInvite.body).toBe(201);
    expect((await call('DELETE', `/ums/members/${person.id}`, owner)).statusCode).toBe(200);
    const waiting = (await call('GET', '/ums/invitations', owner)).json().invitations;
    expect(waiting.map((entry: { phone: string }) => entry.phone)).not.toContain('01911000011');
  });
});
