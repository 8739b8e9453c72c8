import type { ShopProduct } from '@mp/contract/cms/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { authHttp } from '@/lib/auth-http';
import { saveTokens, setMerchantId } from '@/lib/session';
import { toastStore } from '@/lib/toast-store';
import { merchantFixture } from '@/test-utils/merchant-fixture';
import { renderApp } from '@/test-utils/render-app';
import { type Reply, startTestServer } from '@/test-utils/test-server';

const merchant = merchantFixture({
  id: 1,
  codPaymentPreference: { method: 'bkash', accountNumber: '01712345678', accountName: 'Rahim' },
});

function product(overrides: Partial<ShopProduct>): ShopProduct {
  return {
    id: 1,
    shopId: 2,
    shopName: 'Dhaka Dhanmondi Outlet',
    catalogueProductId: 9,
    name: 'Cotton Panjabi M',
    sku: 'M1-S2-001',
    image: null,
    price: 1250,
    stock: 12,
    lowStockThreshold: 5,
    ownLowStockThreshold: false,
    lowStock: false,
    deliveryCharge: 60,
    delisted: false,
    status: 'listed',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let products: ShopProduct[];
/** Page 2 of the list, empty unless a test pages. */
let secondPage: ShopProduct[];
let stockReply: (body: { stock: number; expectedStock?: number }) => Reply;
let chargeReply: Reply | undefined;
let delistReply: Reply | undefined;
let server: Awaited<ReturnType<typeof startTestServer>>;

const envelope = <T,>(content: T[]) => ({
  content,
  page: 1,
  limit: 20,
  totalElements: content.length,
  totalPages: 1,
});

function update(id: number, patch: Partial<ShopProduct>): Reply {
  products = products.map((row) => (row.id === id ? { ...row, ...patch } : row));
  return { status: 200, body: products.find((row) => row.id === id) };
}

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/cms/merchant/merchants': () => ({ status: 200, body: envelope([merchant]) }),
    'GET /api/v1/cms/merchant/shops': () => ({ status: 200, body: envelope([]) }),
    'GET /api/v1/cms/merchant/shop-products': (request) =>
      request.query.page === '2'
        ? {
            status: 200,
            body: { ...envelope(secondPage), page: 2, totalElements: 21, totalPages: 2 },
            delayMs: 300,
          }
        : {
            status: 200,
            body: secondPage.length
              ? { ...envelope(products), totalElements: 20 + secondPage.length, totalPages: 2 }
              : envelope(products),
          },
    'PATCH /api/v1/cms/merchant/shop-products/1/stock': (request) =>
      stockReply(request.body as { stock: number; expectedStock?: number }),
    'PATCH /api/v1/cms/merchant/shop-products/1': (request) =>
      chargeReply ?? update(1, request.body as Partial<ShopProduct>),
    'PATCH /api/v1/cms/merchant/shop-products/1/delist': (request) =>
      delistReply ?? update(1, request.body as Partial<ShopProduct>),
  });
  for (const http of [api, authHttp]) http.defaults.adapter = 'fetch';
});

beforeEach(() => {
  for (const http of [api, authHttp]) http.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  products = [product({}), product({ id: 2, name: 'Silk Saree Red', sku: 'M1-S2-002', stock: 0 })];
  secondPage = [];
  stockReply = ({ stock }) => update(1, { stock });
  chargeReply = undefined;
  delistReply = undefined;
  toastStore.clear();
  saveTokens({ idToken: 'id-token', refreshToken: 'refresh-token' });
  setMerchantId(1);
});

afterAll(() => server.close());

const patches = () => server.requests.filter((request) => request.method === 'PATCH');
const successToasts = () =>
  toastStore
    .getSnapshot()
    .filter((toast) => toast.type === 'success')
    .map((toast) => toast.message);

async function firstRow() {
  const rows = await screen.findAllByTestId('product-row', {}, { timeout: 5000 });
  return rows[0] as HTMLElement;
}

async function editStock(row: HTMLElement, value: string) {
  await userEvent.click(within(row).getByRole('button', { name: /^Stock of Cotton Panjabi M/ }));
  const input = within(row).getByLabelText('New stock of Cotton Panjabi M');
  await userEvent.clear(input);
  await userEvent.type(input, `${value}{Enter}`);
}

describe('product list', () => {
  it('lists the products with SL numbers and marks the out-of-stock one', async () => {
    renderApp('/merchant/product/');
    const rows = await screen.findAllByTestId('product-row', {}, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(rows[1]?.getAttribute('data-stock-level')).toBe('out');
    expect(within(rows[1] as HTMLElement).getByText('Out of stock')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('৳1,250.00')).toBeTruthy();
  });

  it('keeps the last rows, numbered as they were and marked busy, until the next page is in', async () => {
    secondPage = [product({ id: 21, name: 'Linen Shirt', sku: 'M1-S2-021' })];
    renderApp('/merchant/product/');
    await firstRow();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));

    const body = screen.getByRole('table').querySelector('tbody') as HTMLElement;
    // The router navigates after the click's task; page 2 takes 300 ms to answer.
    await waitFor(() => expect(body.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getAllByTestId('product-row').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1Cotton Panjabi M/),
      expect.stringMatching(/^2Silk Saree Red/),
    ]);
    expect(screen.queryByTestId('skeleton-row')).toBeNull();

    await waitFor(() => expect(body.getAttribute('aria-busy')).toBeNull());
    const rows = screen.getAllByTestId('product-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toMatch(/^21Linen Shirt/);
  });
});

describe('in-place stock edit', () => {
  it('sends the new stock with the stock the merchant saw, and confirms with a toast', async () => {
    renderApp('/merchant/product/');
    const row = await firstRow();
    await editStock(row, '20');
    await waitFor(() => expect(successToasts()).toContain('Stock of Cotton Panjabi M set to 20'));
    expect(patches().map((request) => request.body)).toEqual([{ stock: 20, expectedStock: 12 }]);
    // The keyboard stays where it was: on the stock just saved (on the next animation frame).
    await waitFor(() =>
      expect(document.activeElement).toBe(within(row).getByTestId('stock-value')),
    );
  });

  it('on a 409 shows the current stock and lets the merchant retry against it', async () => {
    stockReply = () => {
      products = products.map((row) => (row.id === 1 ? { ...row, stock: 7 } : row));
      return {
        status: 409,
        body: {
          errorCode: 'CONFLICT',
          message: 'The stock changed meanwhile',
          details: [{ path: 'body.stock', message: 'The current stock is 7' }],
        },
      };
    };
    renderApp('/merchant/product/');
    const row = await firstRow();
    await editStock(row, '20');
    expect(
      await within(row).findByText(
        'The stock changed meanwhile: it is now 7. Check your value and save again.',
      ),
    ).toBeTruthy();
    // The merchant's value is kept for the retry.
    const input = within(row).getByLabelText('New stock of Cotton Panjabi M') as HTMLInputElement;
    expect(input.value).toBe('20');

    stockReply = ({ stock }) => update(1, { stock });
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(successToasts()).toContain('Stock of Cotton Panjabi M set to 20'));
    expect(patches().map((request) => request.body)).toEqual([
      { stock: 20, expectedStock: 12 },
      { stock: 20, expectedStock: 7 },
    ]);
    // A conflict is explained beside the editor, not toasted as a failure.
    expect(toastStore.getSnapshot().filter((toast) => toast.type === 'error')).toEqual([]);
  });

  it('shows the new stock at once and rolls it back when the server refuses', async () => {
    stockReply = () => ({
      status: 500,
      delayMs: 150,
      body: { errorCode: 'INTERNAL_ERROR', message: 'Stock service unavailable' },
    });
    renderApp('/merchant/product/');
    const row = await firstRow();
    await editStock(row, '30');
    // Optimistic: the row shows 30 before the server answers.
    expect(within(row).getByTestId('stock-value').textContent).toBe('30');
    await waitFor(() => expect(within(row).getByTestId('stock-value').textContent).toBe('12'));
    expect(toastStore.getSnapshot().map((toast) => [toast.type, toast.message])).toContainEqual([
      'error',
      'Stock service unavailable',
    ]);
  });
});

describe('in-place delivery charge edit', () => {
  async function editCharge(row: HTMLElement, value: string) {
    await userEvent.click(
      within(row).getByRole('button', { name: /^Delivery charge of Cotton Panjabi M/ }),
    );
    const input = within(row).getByLabelText('New delivery charge of Cotton Panjabi M in BDT');
    await userEvent.clear(input);
    await userEvent.type(input, `${value}{Enter}`);
  }

  it('refuses a negative charge and one with 3 decimals without calling the server', async () => {
    renderApp('/merchant/product/');
    const row = await firstRow();
    await editCharge(row, '-5');
    expect(await within(row).findByText('Cannot be negative')).toBeTruthy();
    const input = within(row).getByLabelText('New delivery charge of Cotton Panjabi M in BDT');
    await userEvent.clear(input);
    await userEvent.type(input, '12.345{Enter}');
    expect(await within(row).findByText('At most 2 decimal places')).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it('saves a valid charge as a number and shows it at once', async () => {
    chargeReply = undefined;
    renderApp('/merchant/product/');
    const row = await firstRow();
    await editCharge(row, '75.5');
    expect(within(row).getByTestId('charge-value').textContent).toBe('৳75.50');
    await waitFor(() =>
      expect(successToasts()).toContain('Delivery charge of Cotton Panjabi M set to ৳75.50'),
    );
    expect(patches().map((request) => [request.path, request.body])).toEqual([
      ['/api/v1/cms/merchant/shop-products/1', { deliveryCharge: 75.5 }],
    ]);
    // Focus returns on the next animation frame, which may come after the answer.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(row).getByTestId('charge-value')),
    );
  });
});

describe('listing switch', () => {
  it('delists at once, and rolls back when the server refuses', async () => {
    delistReply = {
      status: 500,
      delayMs: 150,
      body: { errorCode: 'INTERNAL_ERROR', message: 'Try later' },
    };
    renderApp('/merchant/product/');
    const row = await firstRow();
    const toggle = within(row).getByRole('switch', { name: 'Listed: Cotton Panjabi M' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(patches().map((request) => request.body)).toEqual([{ delisted: true }]);
  });

  it('delists and relists with a toast each time', async () => {
    renderApp('/merchant/product/');
    const row = await firstRow();
    const toggle = within(row).getByRole('switch', { name: 'Listed: Cotton Panjabi M' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(successToasts()).toContain('Cotton Panjabi M delisted: customers no longer see it'),
    );
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    await userEvent.click(toggle);
    await waitFor(() => expect(successToasts()).toContain('Cotton Panjabi M listed again'));
    expect(patches().map((request) => request.body)).toEqual([
      { delisted: true },
      { delisted: false },
    ]);
  });
});
