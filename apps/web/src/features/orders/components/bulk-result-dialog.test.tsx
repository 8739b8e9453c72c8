import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { I18nProvider } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { startTestServer } from '@/test-utils/test-server';
import type { BulkTarget } from '../lib/bulk-action';
import { useBulkAction } from '../lib/use-bulk-action';
import { BulkResultDialog } from './bulk-result-dialog';

const ORDERS: BulkTarget[] = [
  { id: 11, orderNumber: 'ORD-2611-000011' },
  { id: 12, orderNumber: 'ORD-2611-000012' },
  { id: 13, orderNumber: 'ORD-2611-000013' },
];
const REASON = 'Order ORD-2611-000012 is confirmed; confirm needs placed';

let server: Awaited<ReturnType<typeof startTestServer>>;
let confirmed: Set<number>;
/** Orders the next answer leaves out, as a server cut short would. */
let unanswered: Set<number>;

beforeAll(async () => {
  server = await startTestServer({
    'POST /api/v1/oms/merchant-orders/shop-order/confirm/bulk': (request) => {
      const { orderIds } = request.body as { orderIds: number[] };
      const answered = orderIds.filter((id) => !unanswered.has(id));
      unanswered = new Set();
      return {
        status: 200,
        body: {
          results: answered.map((id) => {
            if (confirmed.has(id)) {
              return { id, ok: false, errorCode: 'INVALID_TRANSITION', message: REASON };
            }
            confirmed.add(id);
            return { id, ok: true };
          }),
        },
      };
    },
  });
  api.defaults.adapter = 'fetch';
});

beforeEach(() => {
  api.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  confirmed = new Set([12]);
  unanswered = new Set();
});

afterAll(() => server.close());

function BulkConfirmHarness() {
  const bulk = useBulkAction();
  return (
    <>
      <button type="button" onClick={() => void bulk.start('confirm', ORDERS)}>
        Start
      </button>
      {bulk.state ? (
        <BulkResultDialog
          open
          actionLabel="Confirm"
          rows={bulk.state.rows}
          running={bulk.state.running}
          onRetryFailed={() => void bulk.retryFailed()}
          onClose={bulk.close}
        />
      ) : null}
    </>
  );
}

function renderHarness() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider>
        <BulkConfirmHarness />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('bulk confirm result panel', () => {
  it('reports order by order, with the reason of the one it skipped, and offers no retry', async () => {
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm: results' });
    await within(dialog).findByText('2 succeeded, 1 skipped, 0 failed');

    const rows = within(dialog).getAllByTestId('bulk-outcome');
    expect(rows.map((row) => [row.textContent, row.dataset.status])).toEqual([
      ['ORD-2611-000011Done', 'done'],
      [`ORD-2611-000012Skipped: ${REASON}`, 'skipped'],
      ['ORD-2611-000013Done', 'done'],
    ]);
    // The server refused it: the same request again would be refused again.
    expect(within(dialog).queryByRole('button', { name: /Retry failed/ })).toBeNull();
    const request = server.requests[0];
    expect(request?.body).toEqual({ orderIds: [11, 12, 13] });
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries only the failed orders, with a new key for the new request', async () => {
    unanswered = new Set([13]);
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm: results' });
    await within(dialog).findByText('1 succeeded, 1 skipped, 1 failed');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry failed (1)' }));
    await within(dialog).findByText('2 succeeded, 1 skipped, 0 failed');

    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.body).toEqual({ orderIds: [13] });
    expect(server.requests[1]?.headers['idempotency-key']).not.toBe(
      server.requests[0]?.headers['idempotency-key'],
    );
    expect(within(dialog).queryByRole('button', { name: /Retry failed/ })).toBeNull();
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('bulk-outcome')
          .map((row) => row.dataset.status),
      ).toEqual(['done', 'skipped', 'done']),
    );
  });
});
