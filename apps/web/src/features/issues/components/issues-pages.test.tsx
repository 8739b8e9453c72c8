import { MAX_UPLOAD_BYTES } from '@mp/contract/fms/files';
import type { IssueDetail, IssueListItem } from '@mp/contract/oms/issues';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { authHttp } from '@/lib/auth-http';
import { saveTokens, setMerchantId } from '@/lib/session';
import { toastStore } from '@/lib/toast-store';
import { merchantFixture } from '@/test-utils/merchant-fixture';
import { renderApp } from '@/test-utils/render-app';
import { startTestServer } from '@/test-utils/test-server';

function listItem(id: number, overrides: Partial<IssueListItem> = {}): IssueListItem {
  return {
    id,
    issueNumber: `ISS-${10000 + id}`,
    subject: `Parcel ${id} not delivered`,
    type: 'payment',
    source: 'customer',
    status: 'open',
    shop: { id: 2, name: 'Dhanmondi Outlet' },
    order: { id: 40 + id, orderNumber: `ORD-2609-0000${40 + id}` },
    product: null,
    commentCount: 2,
    lastActivityAt: '2026-11-15T10:00:00.000Z',
    createdAt: '2026-11-12T10:00:00.000Z',
    resolvedAt: null,
    ...overrides,
  };
}

function detail(overrides: Partial<IssueDetail> = {}): IssueDetail {
  return {
    ...listItem(5),
    description: 'The customer says the parcel never came.',
    resolution: null,
    resolvedBy: null,
    allowedActions: ['comment', 'resolve'],
    history: [
      {
        id: 1,
        kind: 'opened',
        fromStatus: null,
        toStatus: 'open',
        actorKind: 'customer',
        actorName: 'Sadia Begum',
        note: null,
        createdAt: '2026-11-12T10:00:00.000Z',
      },
    ],
    comments: [
      {
        id: 9,
        authorKind: 'customer',
        authorName: 'Sadia Begum',
        body: 'Still waiting <b>please</b>',
        attachments: [],
        createdAt: '2026-11-13T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

let issue: IssueDetail;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/cms/merchant/merchants': () => ({
      status: 200,
      body: {
        content: [
          merchantFixture({
            id: 4,
            codPaymentPreference: {
              method: 'bkash',
              accountNumber: '01712345678',
              accountName: 'Rahim',
            },
          }),
        ],
        page: 1,
        limit: 100,
        totalElements: 1,
        totalPages: 1,
      },
    }),
    'GET /api/v1/oms/merchant-issues': (request) => ({
      status: 200,
      body: {
        content: [
          listItem(1),
          listItem(2, { status: 'in_progress', product: { id: 7, name: 'Sneakers S' } }),
        ],
        page: Number(request.query.page),
        limit: Number(request.query.limit),
        totalElements: 12,
        totalPages: 2,
      },
    }),
    'GET /api/v1/oms/merchant-issues/stats/count': () => ({
      status: 200,
      body: { counts: { open: 5, in_progress: 4, resolved: 3 }, total: 12 },
    }),
    'GET /api/v1/cms/merchant/shops': () => ({
      status: 200,
      body: { content: [], page: 1, limit: 100, totalElements: 0, totalPages: 0 },
    }),
    'GET /api/v1/oms/merchant-issues/5': () => ({ status: 200, body: issue }),
    'POST /api/v1/fms/files': (request) => {
      const body = request.body as { fileName: string; contentType: string };
      return {
        status: 201,
        body: {
          key: `files/4/${body.fileName}`,
          fileName: body.fileName,
          contentType: body.contentType,
          size: 4,
        },
      };
    },
    'POST /api/v1/oms/merchant-issues/5/comments': (request) => ({
      status: 201,
      body: {
        id: 10,
        authorKind: 'merchant',
        authorName: 'Rahim Uddin',
        body: (request.body as { comment: string }).comment,
        attachments: [],
        createdAt: '2026-11-16T10:00:00.000Z',
      },
    }),
  });
  for (const http of [api, authHttp]) http.defaults.adapter = 'fetch';
});

beforeEach(() => {
  for (const http of [api, authHttp]) http.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  toastStore.clear();
  issue = detail();
  saveTokens({ idToken: 'id-token', refreshToken: 'refresh-token' });
  setMerchantId(4);
});

afterAll(() => server.close());

const requestsTo = (method: string, path: string) =>
  server.requests.filter(
    (request) => request.method === method && request.path === `/api/v1/${path}`,
  );

// Whole-panel renders load the lazy screens on first use: slower than a unit test.
describe('the issues list', { timeout: 20_000 }, () => {
  it('asks for the tab and filters in the URL, shows a count per status and numbers rows across pages', async () => {
    const { history } = renderApp('/merchant/issues?status=open&type=payment&page=2&limit=10');
    const rows = await screen.findAllByTestId('issue-row', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('11')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('12')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Sneakers S')).toBeTruthy();
    expect(requestsTo('GET', 'oms/merchant-issues').at(-1)?.query).toEqual({
      status: 'open',
      type: 'payment',
      page: '2',
      limit: '10',
      orderBy: 'lastActivityAt',
      orderDirection: 'desc',
    });
    expect(requestsTo('GET', 'oms/merchant-issues/stats/count').at(-1)?.query).toEqual({
      type: 'payment',
    });
    await waitFor(() => expect(screen.getByTestId('issue-count-all').textContent).toBe('12'));
    expect(screen.getByTestId('issue-count-open').textContent).toBe('5');
    expect(screen.getByTestId('issue-count-resolved').textContent).toBe('3');
    expect(screen.getByTestId('issue-tab-open').getAttribute('aria-current')).toBe('page');

    await userEvent.click(screen.getByTestId('issue-tab-resolved'));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
        status: 'resolved',
        type: 'payment',
        limit: '10',
      }),
    );
  });
});

describe('the issue page', { timeout: 20_000 }, () => {
  it('checks attachments in the browser, uploads the good one and sends it with the comment', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/merchant/issues/5');
    expect(
      await screen.findByText('Still waiting <b>please</b>', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    const input = screen.getByLabelText('Attach files');

    await user.upload(input, [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.png', { type: 'image/png' }),
    ]);
    expect(
      screen.getByText('notes.txt: only PNG, JPEG, WebP or PDF files can be attached'),
    ).toBeTruthy();
    expect(screen.getByText('huge.png: the file is larger than 2 MB')).toBeTruthy();
    expect(requestsTo('POST', 'fms/files')).toHaveLength(0);

    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'box.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('pending-attachment').getAttribute('data-state')).toBe('done'),
    );
    expect(requestsTo('POST', 'fms/files')[0]?.body).toEqual({
      fileName: 'box.png',
      contentType: 'image/png',
      dataBase64: 'iVBORw==',
    });

    await user.type(screen.getByLabelText('Your comment'), 'Photo of the packed box');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(requestsTo('POST', 'oms/merchant-issues/5/comments')).toHaveLength(1),
    );
    const sent = requestsTo('POST', 'oms/merchant-issues/5/comments')[0];
    expect(sent?.body).toEqual({
      comment: 'Photo of the packed box',
      attachments: ['files/4/box.png'],
    });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows who resolved a resolved issue and when, and no comment box', async () => {
    issue = detail({
      status: 'resolved',
      allowedActions: [],
      resolution: 'Refund sent through bKash.',
      resolvedBy: { id: 1, name: 'Rahim Uddin' },
      resolvedAt: '2026-11-16T10:00:00.000Z',
    });
    renderApp('/merchant/issues/5');
    const note = await screen.findByTestId('issue-resolution', {}, { timeout: 10_000 });
    expect(note.textContent).toContain('Resolved by Rahim Uddin on');
    expect(note.textContent).toContain('Refund sent through bKash.');
    expect(screen.getByTestId('issue-closed-note').textContent).toContain('This issue is resolved');
    expect(screen.queryByLabelText('Your comment')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ORD-2609-000045' }).getAttribute('href')).toBe(
      '/merchant/order/45',
    );
  });
});
