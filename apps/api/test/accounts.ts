import { createMerchant } from './factories/merchants.testing';
import { createUser } from './factories/users.testing';
import type { TestApp } from './harness';

export type Accounts = Awaited<ReturnType<typeof createAccounts>>;

/**
 * Two users, signed in: the owner of `ownerMerchants` merchant accounts (two unless asked) and
 * another user with one merchant of their own, the stranger every isolation check needs.
 */
export async function createAccounts(t: TestApp, options: { ownerMerchants?: number } = {}) {
  const ownerUser = await createUser(t.db, { name: 'Rahim Uddin' });
  const otherUser = await createUser(t.db, { name: 'Karim Hossain' });
  const ownerMerchantIds: number[] = [];
  for (let i = 0; i < (options.ownerMerchants ?? 2); i++) {
    ownerMerchantIds.push((await createMerchant(t.db, { ownerUserId: ownerUser.id })).id);
  }
  const otherMerchantId = (await createMerchant(t.db, { ownerUserId: otherUser.id })).id;
  const owner = await t.login(ownerUser.phone, ownerUser.password);
  const other = await t.login(otherUser.phone, otherUser.password);
  const merchantId = ownerMerchantIds[0]!;
  return {
    owner,
    other,
    ownerUser,
    otherUser,
    ownerUserId: ownerUser.id,
    otherUserId: otherUser.id,
    /** Every merchant the owner has; the first is `merchantId`. */
    ownerMerchantIds,
    merchantId,
    otherMerchantId,
    /** Bearer and X-Merchant-Id of the owner's first merchant (or the given one). */
    as: (id = merchantId) => t.auth(owner, id),
  };
}
