import type { TokenPair } from '@mp/contract/ums/auth';
import type { TestApp } from '../../../../test/harness';
import { DEMO_USER, OTHER_USER } from '../../../db/seed/demo-accounts';

/** Signed-in demo and other users, with their merchants' ids looked up, for the API tests. */
export async function signInAccounts(t: TestApp) {
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
  const [otherId] = await idsOf(other);
  const merchantId = demoIds[0]!;
  return {
    demo,
    other,
    demoIds,
    merchantId,
    otherId: otherId!,
    /** Bearer and X-Merchant-Id of the demo user's first merchant (or the given one). */
    as: (id = merchantId) => t.auth(demo, id),
  };
}
