import type { TokenPair } from '@mp/contract/ums/auth';
import { DEMO_USER, OTHER_USER } from '../src/db/seed/demo-accounts';
import type { TestApp } from './harness';

export type DemoAccounts = Awaited<ReturnType<typeof signInDemoAccounts>>;

/**
 * Signs in the seeded demo and other users. The merchant ids come through the API rather
 * than the seed, so the tests see the same ownership the endpoints enforce.
 */
export async function signInDemoAccounts(t: TestApp) {
  const demo = await t.login(DEMO_USER.phone, DEMO_USER.password);
  const other = await t.login(OTHER_USER.phone, OTHER_USER.password);
  const idsOf = async (tokens: TokenPair) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/merchant/merchants',
      headers: t.auth(tokens),
    });
    return response.json().content.map((m: { id: number }) => m.id) as number[];
  };
  const demoIds = await idsOf(demo);
  const [otherMerchantId] = await idsOf(other);
  const merchantId = demoIds[0]!;
  return {
    demo,
    other,
    demoUserId: userIdOf(demo),
    otherUserId: userIdOf(other),
    /** Every merchant the demo user owns; the first is `merchantId`. */
    demoIds,
    merchantId,
    otherMerchantId: otherMerchantId!,
    /** Bearer and X-Merchant-Id of the demo user's first merchant (or the given one). */
    as: (id = merchantId) => t.auth(demo, id),
  };
}

// The login answer carries no user id, so read it from the id token's `sub`.
function userIdOf(tokens: TokenPair) {
  return Number(JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString()).sub);
}
