import type { TokenPair } from '@mp/contract/ums/auth';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { DEMO_USER, OTHER_USER } from '../../../db/seed/demo-accounts';

export type IssueFixture = {
  t: TestApp;
  demo: TokenPair;
  other: TokenPair;
  /** The demo user's first merchant, a second one of the same user, and the other user's. */
  mine: number;
  mySecond: number;
  theirs: number;
};

async function merchantIds(t: TestApp, tokens: TokenPair): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/cms/merchant/merchants',
    headers: t.auth(tokens),
  });
  return response.json().content.map((m: { id: number }) => m.id);
}

export async function issueFixture(): Promise<IssueFixture> {
  const t = await createTestApp({ FILE_URL_SECRET: 'file-url-secret-for-tests-0123456789abcdef' });
  const demo = await t.login(DEMO_USER.phone, DEMO_USER.password);
  const other = await t.login(OTHER_USER.phone, OTHER_USER.password);
  const [mine, mySecond] = await merchantIds(t, demo);
  const [theirs] = await merchantIds(t, other);
  return { t, demo, other, mine: mine!, mySecond: mySecond!, theirs: theirs! };
}

/** GET with the merchant header; answers the parsed body and status. */
export async function getAs(f: IssueFixture, tokens: TokenPair, merchantId: number, url: string) {
  const response = await f.t.app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: f.t.auth(tokens, merchantId),
  });
  return { status: response.statusCode, body: response.json() };
}

export async function postAs(
  f: IssueFixture,
  tokens: TokenPair,
  merchantId: number,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const response = await f.t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { ...f.t.auth(tokens, merchantId), ...headers },
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}

/** A PNG as far as magic bytes go: the 8-byte signature, then an IHDR-like tail. */
export const tinyPng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
