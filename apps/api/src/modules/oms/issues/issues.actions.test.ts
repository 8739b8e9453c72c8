import type { IssueListItem, IssueStatus } from '@mp/contract/oms/issues';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIssue,
  getAs,
  type IssueFixture,
  issueFixture,
  postAs,
  tinyPng,
} from '../../../../test/factories/issues.testing';
import { createOrder } from '../../../../test/factories/orders.testing';
import { merchantIssueComments, merchantIssues } from './issues.table';

describe('issue comments, resolution and new issues', () => {
  let f: IssueFixture;
  const comment = (id: number, payload: unknown, headers?: Record<string, string>) =>
    postAs(f, f.owner, f.mine, `oms/merchant-issues/${id}/comments`, payload, headers);
  const resolve = (id: number, resolution = 'Refund sent to the customer.') =>
    postAs(f, f.owner, f.mine, `oms/merchant-issues/${id}/resolve`, { resolution });
  const detail = (id: number) => getAs(f, f.owner, f.mine, `oms/merchant-issues/${id}`);
  /** A new issue of the merchant in that status, as the list shows it. */
  const newIssue = async (status: IssueStatus): Promise<IssueListItem> =>
    (await detail((await createIssue(f.t.db, f.mine, { status })).id)).body;

  beforeAll(async () => {
    f = await issueFixture();
  });
  afterAll(() => f?.t.close());

  it('adds a comment that shows at the end of the thread and moves the issue to the top', async () => {
    const issue = await newIssue('in_progress');
    const added = await comment(issue.id, { comment: 'We have sent a replacement today.' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      authorKind: 'merchant',
      authorName: f.ownerName,
      body: 'We have sent a replacement today.',
      attachments: [],
    });
    const after = await detail(issue.id);
    expect(after.body.comments.at(-1)).toEqual(added.body);
    expect(after.body.commentCount).toBe(issue.commentCount + 1);
    const thread = await getAs(
      f,
      f.owner,
      f.mine,
      `oms/merchant-issues/${issue.id}/comments?limit=100`,
    );
    expect(thread.body.totalElements).toBe(issue.commentCount + 1);
    expect(thread.body.content.at(-1)).toEqual(added.body);
    const top = await getAs(f, f.owner, f.mine, 'oms/merchant-issues?limit=1');
    expect(top.body.content[0].id).toBe(issue.id);
  });

  it('moves an open issue to in progress at the merchant’s first answer, in its history', async () => {
    const issue = await newIssue('open');
    expect((await comment(issue.id, { comment: 'Looking into it.' })).status).toBe(201);
    const after = await detail(issue.id);
    expect(after.body.status).toBe('in_progress');
    expect(after.body.history.at(-1)).toMatchObject({
      kind: 'status_change',
      fromStatus: 'open',
      toStatus: 'in_progress',
      actorKind: 'merchant',
    });
  });

  it('stores a <script> comment byte for byte and returns it as a plain JSON string', async () => {
    const issue = await newIssue('in_progress');
    const text = `<script>alert(1)</script> & <b>"bold"</b> 'x' \u00a0 বাংলা  `;
    const added = await comment(issue.id, { comment: text });
    expect(added.status).toBe(201);
    expect(added.body.body).toBe(text);
    expect(added.raw).toContain(JSON.stringify(text).slice(1, -1));
    const [stored] = await f.t.db
      .select({ body: merchantIssueComments.body })
      .from(merchantIssueComments)
      .where(eq(merchantIssueComments.id, added.body.id));
    expect(stored?.body).toBe(text);
    expect((await detail(issue.id)).body.comments.at(-1).body).toBe(text);
  });

  it('refuses empty, blank, too long and unknown-field comments with 400', async () => {
    const issue = await newIssue('in_progress');
    for (const payload of [
      { comment: '' },
      { comment: '   ' },
      { comment: 'x'.repeat(2001) },
      { comment: 'ok', authorKind: 'marketplace' },
      { comment: 'ok', attachments: ['a', 'b', 'c', 'd', 'e', 'f'] },
    ]) {
      const response = await comment(issue.id, payload);
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe('VALIDATION_ERROR');
    }
    expect((await comment(issue.id, { comment: 'x'.repeat(2000) })).status).toBe(201);
  });

  it('attaches the merchant’s own uploaded file, and refuses another merchant’s file with 404', async () => {
    const issue = await newIssue('in_progress');
    const upload = (tokens = f.owner, merchantId = f.mine) =>
      postAs(f, tokens, merchantId, 'fms/files', {
        fileName: 'receipt.png',
        contentType: 'image/png',
        dataBase64: tinyPng.toString('base64'),
      });
    const own = await upload();
    const added = await comment(issue.id, {
      comment: 'Receipt attached',
      attachments: [own.body.key],
    });
    expect(added.status).toBe(201);
    expect(added.body.attachments).toEqual([
      {
        key: own.body.key,
        fileName: 'receipt.png',
        contentType: 'image/png',
        size: tinyPng.length,
      },
    ]);

    const before = (await detail(issue.id)).body.commentCount;
    const foreign = await upload(f.other, f.theirs);
    const siblings = await upload(f.owner, f.mySecond);
    for (const key of [foreign.body.key, siblings.body.key, 'merchants/1/attachments/nope.png']) {
      const refused = await comment(issue.id, { comment: 'Sneaky', attachments: [key] });
      expect(refused.status).toBe(404);
      expect(refused.body.errorCode).toBe('NOT_FOUND');
    }
    expect((await detail(issue.id)).body.commentCount).toBe(before);
  });

  it('resolves with a note and who resolved it; a second resolve answers 409 ISSUE_RESOLVED', async () => {
    const issue = await newIssue('in_progress');
    const resolved = await resolve(issue.id, 'Replacement delivered.');
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      resolution: 'Replacement delivered.',
      resolvedBy: { name: f.ownerName },
      resolvedAt: expect.any(String),
      allowedActions: [],
    });
    expect(resolved.body.history.at(-1)).toMatchObject({
      kind: 'resolved',
      note: 'Replacement delivered.',
    });
    const again = await resolve(issue.id, 'Once more');
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('ISSUE_RESOLVED');
    expect((await detail(issue.id)).body.resolution).toBe('Replacement delivered.');
    const listed = await getAs(f, f.owner, f.mine, 'oms/merchant-issues?status=resolved&limit=100');
    expect(listed.body.content.map((i: IssueListItem) => i.id)).toContain(issue.id);
  });

  it('lets only one of two simultaneous resolves win', async () => {
    const issue = await newIssue('open');
    const answers = await Promise.all([resolve(issue.id, 'First'), resolve(issue.id, 'Second')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const history = (await detail(issue.id)).body.history;
    expect(history.filter((h: { kind: string }) => h.kind === 'resolved')).toHaveLength(1);
  });

  it('refuses a comment on a resolved issue with 409 and writes nothing', async () => {
    const issue = await newIssue('resolved');
    const refused = await comment(issue.id, { comment: 'One more thing' });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('ISSUE_RESOLVED');
    expect((await detail(issue.id)).body.commentCount).toBe(issue.commentCount);
    expect((await resolve(issue.id)).status).toBe(409);
  });

  it('adds a comment once when the same Idempotency-Key is sent twice', async () => {
    const issue = await newIssue('in_progress');
    const headers = { 'idempotency-key': 'issue-comment-once' };
    const first = await comment(issue.id, { comment: 'Only once' }, headers);
    const second = await comment(issue.id, { comment: 'Only once' }, headers);
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect((await detail(issue.id)).body.commentCount).toBe(issue.commentCount + 1);
  });

  it('opens a new issue about one of the merchant’s orders', async () => {
    const order = await createOrder(f.t.db, f.mine, { stage: 'delivered' });
    const created = await postAs(f, f.owner, f.mine, 'oms/merchant-issues', {
      orderId: order!.id,
      subject: 'Courier lost the parcel',
      description: 'Tracking shows no movement for five days.',
      type: 'delivery',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      issueNumber: expect.stringMatching(/^ISS-\d+$/),
      status: 'open',
      source: 'merchant',
      type: 'delivery',
      order: { id: order!.id, orderNumber: order!.orderNumber },
      shop: { id: order!.shopId },
      allowedActions: ['comment', 'resolve'],
      comments: [],
    });
    expect(created.body.history).toEqual([
      expect.objectContaining({ kind: 'opened', toStatus: 'open', actorName: f.ownerName }),
    ]);
    const top = await getAs(f, f.owner, f.mine, 'oms/merchant-issues?limit=1');
    expect(top.body.content[0].id).toBe(created.body.id);
  });

  it('answers 404 for an issue about another merchant’s order, and writes nothing', async () => {
    const foreignOrder = await createOrder(f.t.db, f.theirs);
    const countIssues = async () =>
      (await f.t.db.select({ value: count() }).from(merchantIssues))[0]!.value;
    const before = await countIssues();
    for (const orderId of [foreignOrder!.id, 999_999]) {
      const refused = await postAs(f, f.owner, f.mine, 'oms/merchant-issues', {
        orderId,
        subject: 'Not mine',
        description: 'Trying another merchant’s order',
        type: 'other',
      });
      expect(refused.status).toBe(404);
    }
    expect(await countIssues()).toBe(before);
  });

  it('answers 404 on every route for another merchant’s issue, exactly like a missing one, and writes nothing', async () => {
    const theirs = await createIssue(f.t.db, f.theirs);
    const snapshot = async () =>
      f.t.db
        .select({ status: merchantIssues.status, comments: count(merchantIssueComments.id) })
        .from(merchantIssues)
        .leftJoin(merchantIssueComments, eq(merchantIssueComments.issueId, merchantIssues.id))
        .where(and(eq(merchantIssues.id, theirs.id)))
        .groupBy(merchantIssues.status);
    const before = await snapshot();
    for (const id of [theirs.id, 999_999]) {
      const answers = [
        await detail(id),
        await getAs(f, f.owner, f.mine, `oms/merchant-issues/${id}/comments`),
        await comment(id, { comment: 'Hello' }),
        await resolve(id),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ errorCode: 'NOT_FOUND', message: 'Issue not found' });
      }
    }
    // Naming their merchant in the header does not help either.
    expect((await getAs(f, f.owner, f.theirs, `oms/merchant-issues/${theirs.id}`)).status).toBe(
      404,
    );
    expect(await snapshot()).toEqual(before);
  });
});
