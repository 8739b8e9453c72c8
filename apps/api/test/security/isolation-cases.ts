import { BULK_UPDATE_CONTENT_TYPE } from '@mp/contract/cms/products';
import type { TokenPair } from '@mp/contract/ums/auth';
import type { TestApp } from '../harness';
import type { Fixture } from './security.testing';

/**
 * What one attack names: `merchantId` goes in X-Merchant-Id; path and body ids come from `ids`
 * (for a route whose path id IS a merchant id, `ids.merchantId`); `own` is the caller's own data.
 */
export type Aim = { merchantId: number; ids: Fixture; own: Fixture };
export type AttackRequest = {
  url: string;
  query?: Record<string, string>;
  /** The body's type when it is not JSON (a file sent as bytes). */
  contentType?: string;
  body?: unknown;
};

/** Sends the request as the signed-in person, naming `merchantId` in X-Merchant-Id. */
export function sendAs(
  t: TestApp,
  method: string,
  tokens: TokenPair,
  merchantId: number,
  r: AttackRequest,
) {
  return t.app.inject({
    method: method as 'GET',
    url: r.url,
    query: r.query,
    payload: r.body as object | undefined,
    headers: {
      ...t.auth(tokens, merchantId),
      ...(r.contentType ? { 'content-type': r.contentType } : {}),
    },
  });
}

/**
 * How the attack with the OTHER user's own merchant in the header and the victim's ids must end,
 * when not 404 NOT_FOUND:
 * - `list`: 200 with only the caller's rows: none of the ids of `table` the victim owns;
 * - `bulk`: 200 with every id answered `ok: false`, NOT_FOUND;
 * - `own`: the route names no resource, it acts on the caller's own merchant: 2xx, and no row
 *   outside the caller's merchant changes (`check` may look at the answer).
 */
type ForeignOutcome =
  | { kind: 'list'; table: string }
  | { kind: 'bulk' }
  | { kind: 'own'; why: string; check?: (body: unknown) => void };

export type IsolationCase = {
  request: (aim: Aim) => AttackRequest;
  foreign?: ForeignOutcome;
  /** Further attacks with the caller's own merchant that smuggle a victim id in; each 404. */
  smuggled?: { label: string; request: (aim: Aim) => AttackRequest }[];
};

const orders = '/api/v1/oms/merchant-orders';
const cancel = { reasonCode: 'customer_asked' };
/** A 1x1 transparent PNG. */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const placedOrder = (a: Aim) => `${orders}/${a.ids.placedOrderId}`;
const orderAction = (action: string, pick: (ids: Fixture) => number) => (a: Aim) => ({
  url: `${orders}/${pick(a.ids)}/${action}`,
  body: {},
});
const allZero = (body: unknown) => {
  const numbers = JSON.stringify(body).match(/:\s*[1-9]\d*/g);
  if (numbers) throw new Error(`counts over the victim's shop are not all 0: ${numbers}`);
};
const paymentPreference = (a: Aim) => ({
  url: `/api/v1/cms/merchant/merchants/${a.ids.merchantId}/update-payment-preference`,
  body: {
    codPaymentPreference: { method: 'nagad', accountNumber: '01711111111', accountName: 'Thief' },
  },
});

/** Every route under /api/v1 that touches merchant data, keyed as the route table names it. */
export const ISOLATION_CASES: Record<string, IsolationCase> = {
  // ----- cms: merchants, shops, products
  'GET /api/v1/cms/merchants/:id': {
    request: (a) => ({ url: `/api/v1/cms/merchants/${a.ids.merchantId}` }),
  },
  'PATCH /api/v1/cms/merchant/merchants/:id/update-payment-preference': {
    request: paymentPreference,
  },
  'POST /api/v1/cms/merchant/merchants/:id/update-payment-preference': {
    request: paymentPreference,
  },
  'PUT /api/v1/cms/merchant/merchants/:id/update-payment-preference': {
    request: paymentPreference,
  },
  'GET /api/v1/ums/points/diamond': {
    request: () => ({ url: '/api/v1/ums/points/diamond' }),
    foreign: { kind: 'own', why: "the header's merchant is the only input" },
  },
  'GET /api/v1/cms/merchant/shops': {
    request: () => ({ url: '/api/v1/cms/merchant/shops' }),
    foreign: { kind: 'list', table: 'shops' },
  },
  'GET /api/v1/cms/merchant/shops/:id': {
    request: (a) => ({ url: `/api/v1/cms/merchant/shops/${a.ids.shopId}` }),
  },
  'GET /api/v1/cms/merchant/shop-products': {
    request: (a) => ({
      url: '/api/v1/cms/merchant/shop-products',
      query: { shopId: String(a.ids.shopId) },
    }),
    foreign: { kind: 'list', table: 'shop_products' },
  },
  'GET /api/v1/cms/merchant/shop-products/:id': {
    request: (a) => ({ url: `/api/v1/cms/merchant/shop-products/${a.ids.shopProductId}` }),
  },
  'PATCH /api/v1/cms/merchant/shop-products/:id/stock': {
    request: (a) => ({
      url: `/api/v1/cms/merchant/shop-products/${a.ids.shopProductId}/stock`,
      body: { stock: 7 },
    }),
  },
  'PATCH /api/v1/cms/merchant/shop-products/:id': {
    request: (a) => ({
      url: `/api/v1/cms/merchant/shop-products/${a.ids.shopProductId}`,
      body: { deliveryCharge: 1 },
    }),
  },
  'PATCH /api/v1/cms/merchant/shop-products/:id/delist': {
    request: (a) => ({
      url: `/api/v1/cms/merchant/shop-products/${a.ids.shopProductId}/delist`,
      body: { delisted: true },
    }),
  },
  'PATCH /api/v1/cms/merchant/shop-products/:id/low-stock-threshold': {
    request: (a) => ({
      url: `/api/v1/cms/merchant/shop-products/${a.ids.shopProductId}/low-stock-threshold`,
      body: { lowStockThreshold: 3 },
    }),
  },
  'POST /api/v1/cms/merchant/shop-products/low-stock-threshold/bulk': {
    request: (a) => ({
      url: '/api/v1/cms/merchant/shop-products/low-stock-threshold/bulk',
      body: { ids: [a.ids.shopProductId], lowStockThreshold: 3 },
    }),
    foreign: { kind: 'bulk' },
  },
  'POST /api/v1/cms/merchant/shop-products/bulk-update': {
    request: (a) => ({
      url: '/api/v1/cms/merchant/shop-products/bulk-update',
      query: { format: 'csv', apply: 'false' },
      contentType: BULK_UPDATE_CONTENT_TYPE,
      body: Buffer.from(`shop,sku,stock\n${a.ids.shopId},TST-000001,1\n`),
    }),
    foreign: {
      kind: 'own',
      why: "reads the rows against the caller's own shops and products only",
      check: (body) => {
        const rows = (body as { rows: { product: unknown }[] }).rows;
        if (rows.some((row) => row.product !== null))
          throw new Error("the victim's product was found");
      },
    },
  },
  'GET /api/v1/cms/merchant/stock-settings': {
    request: () => ({ url: '/api/v1/cms/merchant/stock-settings' }),
    foreign: { kind: 'own', why: "the header's merchant is the only input" },
  },
  'PATCH /api/v1/cms/merchant/stock-settings': {
    request: () => ({
      url: '/api/v1/cms/merchant/stock-settings',
      body: { autoDelist: true, lowStockThreshold: 4 },
    }),
    foreign: { kind: 'own', why: "changes the header's merchant's own rules and products" },
  },
  // ----- rms
  'GET /api/v1/rms/shop/:id/ratings': {
    request: (a) => ({ url: `/api/v1/rms/shop/${a.ids.shopId}/ratings` }),
  },
  'GET /api/v1/rms/product/:id/ratings': {
    request: (a) => ({ url: `/api/v1/rms/product/${a.ids.shopProductId}/ratings` }),
  },
  // ----- oms: orders
  'GET /api/v1/oms/merchant-orders': {
    request: (a) => ({ url: orders, query: { shopIds: String(a.ids.shopId) } }),
    foreign: { kind: 'list', table: 'orders' },
  },
  'GET /api/v1/oms/merchant-orders/stats/count': {
    request: (a) => ({ url: `${orders}/stats/count`, query: { shopIds: String(a.ids.shopId) } }),
    foreign: { kind: 'own', why: "counts the caller's orders", check: allZero },
  },
  'GET /api/v1/oms/merchant-orders/stats/daily': {
    request: () => ({
      url: `${orders}/stats/daily`,
      query: { from: '2026-01-01', to: '2026-06-30' },
    }),
    foreign: { kind: 'own', why: "sums the caller's orders" },
  },
  'GET /api/v1/oms/merchant-scorecard': {
    request: () => ({ url: '/api/v1/oms/merchant-scorecard' }),
    foreign: { kind: 'own', why: "scores the caller's orders, issues and ratings" },
  },
  'GET /api/v1/oms/merchant-orders/:id': {
    request: (a) => ({ url: `${orders}/${a.ids.orderId}` }),
  },
  'GET /api/v1/oms/merchant-orders/:id/money': {
    request: (a) => ({ url: `${orders}/${a.ids.orderId}/money` }),
  },
  'POST /api/v1/oms/merchant-orders/:id/confirm': {
    request: orderAction('confirm', (ids) => ids.placedOrderId),
  },
  'POST /api/v1/oms/merchant-orders/:id/request-to-dispatch': {
    request: orderAction('request-to-dispatch', (ids) => ids.dispatchRequestableOrderId),
  },
  'POST /api/v1/oms/merchant-orders/:id/cancel-pickup-request': {
    request: orderAction('cancel-pickup-request', (ids) => ids.readyToDispatchOrderId),
  },
  'POST /api/v1/oms/merchant-orders/:id/dispatch': {
    request: orderAction('dispatch', (ids) => ids.readyToDispatchOrderId),
  },
  'POST /api/v1/oms/merchant-orders/:id/confirm-delivery': {
    request: orderAction('confirm-delivery', (ids) => ids.dispatchedOrderId),
  },
  'POST /api/v1/oms/merchant-orders/:id/cancel': {
    request: (a) => ({ url: `${placedOrder(a)}/cancel`, body: cancel }),
  },
  'POST /api/v1/oms/merchant-orders/:id/payment-proof-validate': {
    request: (a) => ({
      url: `${orders}/${a.ids.proofOrderId}/payment-proof-validate`,
      body: { valid: true },
    }),
  },
  'POST /api/v1/oms/merchant-orders/:id/notes': {
    request: (a) => ({ url: `${placedOrder(a)}/notes`, body: { note: 'not yours' } }),
  },
  'POST /api/v1/oms/merchant-orders/shop-order/confirm/bulk': {
    request: (a) => ({
      url: `${orders}/shop-order/confirm/bulk`,
      body: { orderIds: [a.ids.placedOrderId, a.ids.orderId] },
    }),
    foreign: { kind: 'bulk' },
  },
  'GET /api/v1/oms/merchant-orders/print-sheets': {
    request: (a) => ({
      url: `${orders}/print-sheets`,
      query: { ids: `${a.ids.orderId},${a.ids.dispatchedOrderId}` },
    }),
    foreign: {
      kind: 'own',
      why: "prints only the caller's merchant's orders: another's ids are missing",
      check: (body) => {
        if ((body as { orders: unknown[] }).orders.length > 0) {
          throw new Error("the victim's orders were printed");
        }
      },
    },
  },
  'POST /api/v1/oms/merchant-orders/log-invoice-print/bulk': {
    request: (a) => ({
      url: `${orders}/log-invoice-print/bulk`,
      body: { orderIds: [a.ids.orderId, a.ids.dispatchedOrderId] },
    }),
    foreign: { kind: 'bulk' },
  },
  'GET /api/v1/oms/purchase-orders/merchant': {
    request: (a) => ({
      url: '/api/v1/oms/purchase-orders/merchant',
      query: { shopIds: String(a.ids.shopId) },
    }),
    foreign: { kind: 'list', table: 'orders' },
  },
  // ----- oms: logistics
  'POST /api/v1/oms/merchant-logistic-orders/:id/update-info': {
    request: (a) => ({
      url: `/api/v1/oms/merchant-logistic-orders/${a.ids.placedOrderId}/update-info`,
      body: { courierName: 'Pathao', trackingNumber: 'TRK-STOLEN-1' },
    }),
  },
  'POST /api/v1/oms/merchant-logistic-orders/generate/missing-cod-payments': {
    request: () => ({
      url: '/api/v1/oms/merchant-logistic-orders/generate/missing-cod-payments',
      body: {},
    }),
    foreign: { kind: 'own', why: "creates the caller's own missing courier payments" },
  },
  'GET /api/v1/oms/merchant-orders/stats/count/ecourier': {
    request: () => ({ url: `${orders}/stats/count/ecourier` }),
    foreign: { kind: 'own', why: "counts the caller's orders per courier" },
  },
  'GET /api/v1/oms/merchant-payments/:id/total-courier-charge': {
    request: (a) => ({
      url: `/api/v1/oms/merchant-payments/${a.ids.merchantId}/total-courier-charge`,
    }),
  },
  // ----- oms: exports
  'POST /api/v1/oms/merchant-orders/export/:format': {
    request: (a) => ({ url: `${orders}/export/csv`, body: { shopIds: String(a.ids.shopId) } }),
    foreign: { kind: 'own', why: "exports the caller's orders; the victim's shop filters to none" },
  },
  'POST /api/v1/bms/bills/:id/export/:format': {
    request: (a) => ({ url: `/api/v1/bms/bills/${a.ids.billId}/export/xlsx`, body: {} }),
  },
  'POST /api/v1/cms/merchant/shop-products/export/:format': {
    request: (a) => ({
      url: '/api/v1/cms/merchant/shop-products/export/xlsx',
      body: { shopId: a.ids.shopId },
    }),
    foreign: {
      kind: 'own',
      why: "exports the caller's products; the victim's shop filters to none",
    },
  },
  'POST /api/v1/bms/statement/export/:format': {
    // Days no entry has yet: the export of the caller's own statement comes out empty.
    request: () => ({ url: '/api/v1/bms/statement/export/csv', body: { from: '2099-01-01' } }),
    foreign: { kind: 'own', why: "exports the statement of the header's merchant" },
  },
  'POST /api/v1/oms/merchant-cod/export/:format': {
    request: () => ({ url: '/api/v1/oms/merchant-cod/export/csv', body: { status: 'over' } }),
    foreign: { kind: 'own', why: "exports the COD orders of the header's merchant" },
  },
  'GET /api/v1/oms/merchant-export-histories': {
    request: () => ({ url: '/api/v1/oms/merchant-export-histories' }),
    foreign: { kind: 'list', table: 'export_jobs' },
  },
  // ----- oms: issues
  // ----- ums: notifications
  'GET /api/v1/ums/notifications': {
    request: () => ({ url: '/api/v1/ums/notifications' }),
    foreign: { kind: 'list', table: 'notifications' },
  },
  'POST /api/v1/ums/notifications/:id/read': {
    request: (a) => ({ url: `/api/v1/ums/notifications/${a.ids.notificationId}/read`, body: {} }),
  },
  'POST /api/v1/ums/notifications/read-all': {
    request: () => ({ url: '/api/v1/ums/notifications/read-all', body: {} }),
    foreign: { kind: 'own', why: "the header's merchant and the caller are the only input" },
  },
  // ----- ums: activity
  'GET /api/v1/ums/activity': {
    request: () => ({ url: '/api/v1/ums/activity', query: { area: 'exports' } }),
    foreign: { kind: 'list', table: 'merchant_activity' },
  },
  'GET /api/v1/ums/activity/people': {
    request: () => ({ url: '/api/v1/ums/activity/people' }),
    foreign: { kind: 'own', why: "lists the team of the header's merchant only" },
  },
  'POST /api/v1/ums/activity/export/:format': {
    // Days nothing was done yet: the export of the caller's own log comes out empty.
    request: () => ({ url: '/api/v1/ums/activity/export/csv', body: { from: '2099-01-01' } }),
    foreign: { kind: 'own', why: "exports the activity of the header's merchant" },
  },
  // ----- ums: staff
  'GET /api/v1/ums/members': {
    request: () => ({ url: '/api/v1/ums/members' }),
    foreign: { kind: 'own', why: "lists the team of the header's merchant only" },
  },
  'GET /api/v1/ums/sign-in-rules': {
    request: () => ({ url: '/api/v1/ums/sign-in-rules' }),
    foreign: { kind: 'own', why: "the header's merchant's own rules" },
  },
  'PUT /api/v1/ums/sign-in-rules': {
    request: () => ({ url: '/api/v1/ums/sign-in-rules', body: { twoStepRequired: false } }),
    foreign: { kind: 'own', why: "sets the header's merchant's own rules" },
  },
  'PATCH /api/v1/ums/members/:id': {
    request: (a) => ({
      url: `/api/v1/ums/members/${a.ids.memberUserId}`,
      body: { role: 'packer' },
    }),
  },
  'DELETE /api/v1/ums/members/:id': {
    request: (a) => ({ url: `/api/v1/ums/members/${a.ids.memberUserId}` }),
  },
  'GET /api/v1/ums/roles': {
    request: () => ({ url: '/api/v1/ums/roles' }),
    foreign: { kind: 'own', why: "lists the roles of the header's merchant only" },
  },
  'POST /api/v1/ums/roles': {
    request: () => ({
      url: '/api/v1/ums/roles',
      body: { name: 'Night desk', permissions: ['orders.view', 'orders.note'] },
    }),
    foreign: { kind: 'own', why: "makes a role of the caller's own merchant" },
  },
  'PUT /api/v1/ums/roles/:id': {
    request: (a) => ({
      url: `/api/v1/ums/roles/${a.ids.customRoleId}`,
      body: { name: 'Renamed desk', permissions: ['orders.view'] },
    }),
  },
  'DELETE /api/v1/ums/roles/:id': {
    request: (a) => ({ url: `/api/v1/ums/roles/${a.ids.customRoleId}` }),
  },
  'GET /api/v1/ums/invitations': {
    request: () => ({ url: '/api/v1/ums/invitations' }),
    foreign: { kind: 'own', why: "lists the invitations of the header's merchant only" },
  },
  'POST /api/v1/ums/invitations': {
    request: () => ({
      url: '/api/v1/ums/invitations',
      body: { phone: '01899999999', role: 'packer' },
    }),
    foreign: { kind: 'own', why: "invites to the caller's own merchant" },
  },
  'DELETE /api/v1/ums/invitations/:id': {
    request: (a) => ({ url: `/api/v1/ums/invitations/${a.ids.invitationId}` }),
  },
  // ----- ums: saved views
  'GET /api/v1/ums/saved-views': {
    request: () => ({ url: '/api/v1/ums/saved-views' }),
    foreign: { kind: 'list', table: 'saved_views' },
  },
  'POST /api/v1/ums/saved-views': {
    request: () => ({
      url: '/api/v1/ums/saved-views',
      body: { list: 'orders', name: 'Mine', path: '/merchant/orders/placed?page=1' },
    }),
    foreign: { kind: 'own', why: "saves a view of the caller's own merchant" },
  },
  'PATCH /api/v1/ums/saved-views/:id': {
    request: (a) => ({
      url: `/api/v1/ums/saved-views/${a.ids.savedViewId}`,
      body: { name: 'Taken' },
    }),
  },
  'DELETE /api/v1/ums/saved-views/:id': {
    request: (a) => ({ url: `/api/v1/ums/saved-views/${a.ids.savedViewId}` }),
  },
  'PUT /api/v1/ums/saved-views/order': {
    request: (a) => ({ url: '/api/v1/ums/saved-views/order', body: { ids: [a.ids.savedViewId] } }),
  },
  'GET /api/v1/oms/merchant-issues': {
    request: (a) => ({
      url: '/api/v1/oms/merchant-issues',
      query: { shopId: String(a.ids.shopId) },
    }),
    foreign: { kind: 'list', table: 'merchant_issues' },
  },
  'GET /api/v1/oms/merchant-issues/stats/count': {
    request: () => ({ url: '/api/v1/oms/merchant-issues/stats/count' }),
    foreign: { kind: 'own', why: "counts the caller's issues" },
  },
  'POST /api/v1/oms/merchant-issues': {
    request: (a) => ({
      url: '/api/v1/oms/merchant-issues',
      body: {
        orderId: a.ids.orderId,
        subject: 'Not yours',
        description: 'Not yours',
        type: 'other',
      },
    }),
  },
  'GET /api/v1/oms/merchant-issues/:id': {
    request: (a) => ({ url: `/api/v1/oms/merchant-issues/${a.ids.openIssueId}` }),
  },
  'GET /api/v1/oms/merchant-issues/:id/comments': {
    request: (a) => ({ url: `/api/v1/oms/merchant-issues/${a.ids.openIssueId}/comments` }),
  },
  'POST /api/v1/oms/merchant-issues/:id/comments': {
    request: (a) => ({
      url: `/api/v1/oms/merchant-issues/${a.ids.openIssueId}/comments`,
      body: { comment: 'Not yours' },
    }),
    smuggled: [
      {
        label: "the victim's file attached to the caller's own issue",
        request: (a) => ({
          url: `/api/v1/oms/merchant-issues/${a.own.openIssueId}/comments`,
          body: { comment: 'Look at this', attachments: [a.ids.fileKey] },
        }),
      },
    ],
  },
  'POST /api/v1/oms/merchant-issues/:id/resolve': {
    request: (a) => ({
      url: `/api/v1/oms/merchant-issues/${a.ids.openIssueId}/resolve`,
      body: { resolution: 'Closed by someone else' },
    }),
  },
  // ----- bms
  'GET /api/v1/bms/bills': {
    request: () => ({ url: '/api/v1/bms/bills' }),
    foreign: { kind: 'list', table: 'bills' },
  },
  'GET /api/v1/bms/bills/:id/total': {
    request: (a) => ({ url: `/api/v1/bms/bills/${a.ids.merchantId}/total` }),
  },
  'GET /api/v1/bms/bills/:id': { request: (a) => ({ url: `/api/v1/bms/bills/${a.ids.billId}` }) },
  'GET /api/v1/bms/bills/:id/lines': {
    request: (a) => ({ url: `/api/v1/bms/bills/${a.ids.billId}/lines` }),
  },
  'GET /api/v1/bms/bills/:id/histories': {
    request: (a) => ({ url: `/api/v1/bms/bills/${a.ids.billId}/histories` }),
  },
  'GET /api/v1/bms/bills/:id/histories/:hid': {
    request: (a) => ({ url: `/api/v1/bms/bills/${a.ids.billId}/histories/${a.ids.billHistoryId}` }),
    smuggled: [
      {
        label: "the victim's history entry under the caller's own bill",
        request: (a) => ({
          url: `/api/v1/bms/bills/${a.own.billId}/histories/${a.ids.billHistoryId}`,
        }),
      },
    ],
  },
  'GET /api/v1/bms/statement': {
    request: () => ({ url: '/api/v1/bms/statement' }),
    foreign: { kind: 'own', why: "the statement of the header's merchant, the only input" },
  },
  'GET /api/v1/bms/statement/balances': {
    request: () => ({ url: '/api/v1/bms/statement/balances' }),
    foreign: { kind: 'own', why: "the balances of the header's merchant, the only input" },
  },
  'GET /api/v1/bms/payments': {
    request: () => ({ url: '/api/v1/bms/payments' }),
    foreign: { kind: 'list', table: 'payments' },
  },
  'GET /api/v1/bms/payments/:id/paid': {
    request: (a) => ({ url: `/api/v1/bms/payments/${a.ids.merchantId}/paid` }),
  },
  'GET /api/v1/bms/payments/:id': {
    request: (a) => ({ url: `/api/v1/bms/payments/${a.ids.paymentId}` }),
  },
  'GET /api/v1/bms/payments/:id/histories': {
    request: (a) => ({ url: `/api/v1/bms/payments/${a.ids.paymentId}/histories` }),
  },
  'GET /api/v1/bms/payments/:id/histories/:hid': {
    request: (a) => ({
      url: `/api/v1/bms/payments/${a.ids.paymentId}/histories/${a.ids.paymentHistoryId}`,
    }),
    smuggled: [
      {
        label: "the victim's history entry under the caller's own payment",
        request: (a) => ({
          url: `/api/v1/bms/payments/${a.own.paymentId}/histories/${a.ids.paymentHistoryId}`,
        }),
      },
    ],
  },
  'GET /api/v1/oms/merchant-cod': {
    request: () => ({ url: '/api/v1/oms/merchant-cod' }),
    foreign: {
      kind: 'own',
      why: "the delivered COD orders of the header's merchant, the only input",
    },
  },
  'GET /api/v1/bms/merchant-courier-payments': {
    request: () => ({ url: '/api/v1/bms/merchant-courier-payments' }),
    foreign: { kind: 'list', table: 'merchant_courier_payments' },
  },
  'GET /api/v1/bms/merchant-courier-payments/stat/count-amount': {
    request: () => ({ url: '/api/v1/bms/merchant-courier-payments/stat/count-amount' }),
    foreign: { kind: 'own', why: "sums the caller's courier payments" },
  },
  'GET /api/v1/bms/merchants/:id/amount-due': {
    request: (a) => ({ url: `/api/v1/bms/merchants/${a.ids.merchantId}/amount-due` }),
  },
  'POST /api/v1/bms/transactions/:id/init': {
    request: (a) => ({
      url: `/api/v1/bms/transactions/${a.ids.userId}/init`,
      body: { amount: 500 },
    }),
  },
  // ----- fms
  'POST /api/v1/fms/files': {
    request: () => ({
      url: '/api/v1/fms/files',
      body: { fileName: 'proof.png', contentType: 'image/png', dataBase64: TINY_PNG },
    }),
    foreign: { kind: 'own', why: "stores a file for the caller's own merchant" },
  },
  'GET /api/v1/fms/files/quota': {
    request: () => ({ url: '/api/v1/fms/files/quota' }),
    foreign: { kind: 'own', why: "counts the caller's own merchant's uploads" },
  },
  'POST /api/v1/fms/files/urlGenerator': {
    request: (a) => ({
      url: '/api/v1/fms/files/urlGenerator',
      body: { urlType: 'view', Key: a.ids.fileKey },
    }),
  },
};
