import type { IssueStatus } from '@mp/contract/oms/issues';
import type { TokenPair } from '@mp/contract/ums/auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { merchants } from '../../src/modules/cms/merchants/merchants.table';
import {
  merchantIssueComments,
  merchantIssueEvents,
  merchantIssues,
} from '../../src/modules/oms/issues/issues.table';
import { users } from '../../src/modules/ums/users/users.table';
import { createAccounts } from '../accounts';
import { createTestApp } from '../harness';
import { factoryCounter } from './counters';

const HOUR = 3_600_000;
const nextCreated = factoryCounter();

/**
 * An issue of the merchant with the thread and history its status implies: opened by support
 * with a comment; from in_progress on the owner has answered; resolved carries a resolution.
 * It was opened `hoursAgo` hours back, and each later step an hour after the one before.
 */
export async function createIssue(
  db: Db,
  merchantId: number,
  fields: { status?: IssueStatus; hoursAgo?: number } & Partial<
    typeof merchantIssues.$inferInsert
  > = {},
) {
  const created = nextCreated();
  const { status = 'open', hoursAgo = 48, ...columns } = fields;
  const [owner] = await db
    .select({ userId: users.id, name: users.name })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .where(eq(merchants.id, merchantId));
  if (!owner) throw new Error(`createIssue: no merchant ${merchantId}`);
  const opened = new Date(Date.now() - hoursAgo * HOUR);
  const at = (step: number) => new Date(opened.getTime() + step * HOUR);
  const answered = status !== 'open';
  const resolved = status === 'resolved';
  const resolution = resolved ? 'Replacement delivered and the customer confirmed receipt.' : null;

  const [issue] = await db
    .insert(merchantIssues)
    .values({
      issueNumber: sql`'ISS-' || nextval('issue_number_seq')`,
      subject: `Parcel ${created} not delivered yet`,
      description: 'The customer reports that the parcel has not reached them in time.',
      type: 'delivery',
      source: 'marketplace',
      resolution,
      resolvedAt: resolved ? at(3) : null,
      resolvedByUserId: resolved ? owner.userId : null,
      lastActivityAt: at(resolved ? 3 : answered ? 2 : 1),
      createdAt: opened,
      ...columns,
      status,
      merchantId,
    })
    .returning();
  const base = { issueId: issue!.id, merchantId };
  const support = { kind: 'marketplace' as const, userId: null, name: 'Marketplace support' };
  const merchant = { kind: 'merchant' as const, userId: owner.userId, name: owner.name };
  await db.insert(merchantIssueComments).values([
    {
      ...base,
      authorKind: support.kind,
      authorName: support.name,
      body: 'We have contacted the courier and are waiting for their report.',
      createdAt: at(1),
    },
    ...(answered
      ? [
          {
            ...base,
            authorKind: merchant.kind,
            authorUserId: merchant.userId,
            authorName: merchant.name,
            body: 'We are checking this with our warehouse today.',
            createdAt: at(2),
          },
        ]
      : []),
  ]);
  const event = (
    kind: 'opened' | 'status_change' | 'resolved',
    fromStatus: IssueStatus | null,
    toStatus: IssueStatus,
    actor: typeof support | typeof merchant,
    step: number,
  ) => ({
    ...base,
    kind,
    fromStatus,
    toStatus,
    actorKind: actor.kind,
    actorUserId: actor.userId,
    actorName: actor.name,
    createdAt: at(step),
  });
  await db
    .insert(merchantIssueEvents)
    .values([
      event('opened', null, 'open', support, 0),
      ...(answered ? [event('status_change', 'open', 'in_progress', merchant, 2)] : []),
      ...(resolved
        ? [{ ...event('resolved', 'in_progress', 'resolved', merchant, 3), note: resolution }]
        : []),
    ]);
  return issue!;
}

export type IssueFixture = Awaited<ReturnType<typeof issueFixture>>;

/** The app with two signed-in users, the owner's two merchants and the other user's one. */
export async function issueFixture(env: Record<string, string> = {}) {
  const t = await createTestApp({
    FILE_URL_SECRET: 'file-url-secret-for-tests-0123456789abcdef',
    ...env,
  });
  const accounts = await createAccounts(t);
  return {
    t,
    owner: accounts.owner,
    other: accounts.other,
    ownerName: accounts.ownerUser.name,
    mine: accounts.merchantId,
    mySecond: accounts.ownerMerchantIds[1]!,
    theirs: accounts.otherMerchantId,
  };
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
