import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  defaultStringifySearch,
  lazyRouteComponent,
  notFound,
  Outlet,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import { z } from 'zod';
import { activitySearchSchema } from '@/features/activity/lib/activity-search';
import { afterSignIn, loginSearchSchema } from '@/features/auth/lib/after-sign-in';
import {
  prefetchBill,
  prefetchBills,
  prefetchCod,
  prefetchCourierPayments,
  prefetchPayments,
  prefetchStatement,
} from '@/features/billing/api/prefetch-billing';
import { billLineSearchSchema } from '@/features/billing/lib/bill-line-search';
import { billSearchSchema } from '@/features/billing/lib/bill-search';
import { codSearchSchema } from '@/features/billing/lib/cod-search';
import { courierPaymentSearchSchema } from '@/features/billing/lib/courier-payment-search';
import { paymentSearchSchema } from '@/features/billing/lib/payment-search';
import { statementSearchSchema } from '@/features/billing/lib/statement-search';
import { prefetchIssue, prefetchIssuesList } from '@/features/issues/api/prefetch-issues';
import { issueSearchSchema } from '@/features/issues/lib/issue-search';
import { prefetchOrder, prefetchOrdersList } from '@/features/orders/api/prefetch-orders';
import {
  isOrderStageParam,
  needsStageDefaults,
  orderSearchSchema,
  withStageDefaults,
} from '@/features/orders/lib/order-search';
import { STAGE_LIST_TITLE } from '@/features/orders/lib/stage-style';
import { bulkPrintSearchSchema } from '@/features/printing/lib/bulk-print-search';
import { prefetchProduct, prefetchProductsList } from '@/features/products/api/prefetch-products';
import { productSearchSchema } from '@/features/products/lib/product-search';
import { prefetchPurchaseOrders } from '@/features/purchase-orders/api/prefetch-purchase-orders';
import { purchaseOrderSearchSchema } from '@/features/purchase-orders/lib/purchase-order-search';
import { prefetchRatings } from '@/features/ratings/api/prefetch-ratings';
import { prefetchShop, prefetchShops } from '@/features/shops/api/prefetch-shops';
import { shopTabSchema } from '@/features/shops/lib/shop-search';
import type { MessageKey } from '@/lib/i18n/en';
import { pageParam } from '@/lib/list-search';
import { getAccessToken, getRefreshToken, refreshSession } from '@/lib/session';
import { AuthLayout } from './layouts/auth-layout';
import { DocumentTitle } from './layouts/document-title';
import { ErrorScreen } from './layouts/error-screen';
import { prefetchPanel } from './layouts/prefetch-panel';
import { LoginScreen } from './screens/login-screen';
import { NotFoundScreen } from './screens/not-found-screen';

type RouterContext = { queryClient: QueryClient };

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The header's page title; a function for routes whose title depends on the params. */
    title?: MessageKey | ((params: Record<string, string>) => MessageKey);
  }
}

/** `?noprint=1`: show the invoice without opening the print dialog (previews, e2e). */
const noPrint = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true')
  .optional()
  .catch(undefined);

/**
 * The router writes a validated search back into the URL. Its default encodes the commas of a
 * list (`ids=1,2,3`, `stage=placed,confirmed`) as `%2C`; a comma needs no encoding in a query,
 * and the lists stay readable (and as the spec writes them) with it.
 */
const stringifySearch = (search: Record<string, unknown>) =>
  defaultStringifySearch(search).replaceAll('%2C', ',');

/**
 * For a panel route whose param may name nothing (an unknown stage or id): the route is its own
 * not-found boundary, so the not-found page shows inside the panel layout (spec 2); without one
 * the router falls back to the root's, which has no layout.
 */
const ownNotFoundBoundary = { notFoundComponent: NotFoundScreen } as const;

/**
 * The id in a panel path (`/merchant/order/1146`); anything else is not found. Thrown from a
 * loader, not beforeLoad, so the route's own not-found boundary shows it inside the layout.
 */
function panelId(param: string) {
  if (!/^[1-9]\d{0,9}$/.test(param)) throw notFound();
  return Number(param);
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  ),
  notFoundComponent: NotFoundScreen,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/merchant/home' });
  },
});

const authLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  component: AuthLayout,
});

const loginRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/auth/login',
  validateSearch: loginSearchSchema,
  staticData: { title: 'auth.login' },
  beforeLoad: ({ search }) => {
    if (getAccessToken()) throw redirect(afterSignIn(search.redirect));
  },
  component: LoginScreen,
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/auth/reset-password',
  // Signed in, the page changes the password (the spec's menu entry); signed out, it resets it.
  staticData: { title: () => (getAccessToken() ? 'account.changePassword' : 'auth.resetTitle') },
  component: lazyRouteComponent(
    () => import('./screens/reset-password-screen'),
    'ResetPasswordScreen',
  ),
});

/** An invitation's link (SMS or e-mail): open signed in or out. */
const invitationRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/auth/invitation/$token',
  staticData: { title: 'page.invitation' },
  component: lazyRouteComponent(() => import('./screens/invitation-screen'), 'InvitationScreen'),
});

/** Guard of every /merchant path: an access token, or a refresh token that still works. */
const merchantGuardRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'merchant-guard',
  beforeLoad: async ({ location }) => {
    if (getAccessToken()) return;
    // Unreachable (offline), the session stands: the refresh is tried again once back online.
    if (getRefreshToken() && (await refreshSession()) !== 'refused') return;
    // After signing in, the merchant lands where the link pointed.
    throw redirect({ to: '/auth/login', search: { redirect: location.href } });
  },
  component: Outlet,
});

const panelLayoutRoute = createRoute({
  getParentRoute: () => merchantGuardRoute,
  id: 'panel',
  loader: ({ context }) => prefetchPanel(context.queryClient),
  // Lazy: the login page does not load the sidebar, header, menus and their dialogs.
  component: lazyRouteComponent(() => import('./layouts/panel-layout'), 'PanelLayout'),
});

const merchantIndexRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant',
  beforeLoad: () => {
    throw redirect({ to: '/merchant/home' });
  },
});

const ordersRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/orders/$stage',
  ...ownNotFoundBoundary,
  validateSearch: orderSearchSchema,
  beforeLoad: ({ params, search }) => {
    // Ready for Pickup opens with the spec's filter unless the URL chooses another.
    if (isOrderStageParam(params.stage) && needsStageDefaults(params.stage, search)) {
      throw redirect({
        to: '/merchant/orders/$stage',
        params,
        search: withStageDefaults(params.stage, { page: 1, ...search }),
        replace: true,
      });
    }
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    // In the loader, not beforeLoad: the route's own boundary shows it inside the layout.
    if (!isOrderStageParam(params.stage)) throw notFound();
    prefetchOrdersList(context.queryClient, params.stage, deps);
  },
  staticData: {
    title: (params) => {
      const stage = params.stage ?? '';
      return isOrderStageParam(stage) ? STAGE_LIST_TITLE[stage] : 'page.orders';
    },
  },
  component: lazyRouteComponent(() => import('./screens/orders-screen'), 'OrdersScreen'),
});

/** Singular `order` so it never clashes with the stage lists under `/merchant/orders/$stage`. */
const orderDetailRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/order/$orderId',
  ...ownNotFoundBoundary,
  loader: ({ context, params }) => prefetchOrder(context.queryClient, panelId(params.orderId)),
  staticData: { title: 'page.orderDetail' },
  component: lazyRouteComponent(() => import('./screens/order-detail-screen'), 'OrderDetailScreen'),
});

const bulkPrintRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/bulk',
  validateSearch: bulkPrintSearchSchema,
  staticData: { title: 'page.bulkPrint' },
  component: lazyRouteComponent(() => import('./screens/bulk-print-screen'), 'BulkPrintScreen'),
});

/** The menu's target is `/merchant/product/`: the trailing slash resolves to this route. */
const productsRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/product',
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchProductsList(context.queryClient, deps),
  staticData: { title: 'page.products' },
  component: lazyRouteComponent(() => import('./screens/products-screen'), 'ProductsScreen'),
});

const productDetailRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/product/$productId',
  ...ownNotFoundBoundary,
  loader: ({ context, params }) => {
    const productId = panelId(params.productId);
    prefetchProduct(context.queryClient, productId);
    prefetchRatings(context.queryClient, 'product', productId);
  },
  staticData: { title: 'page.product' },
  component: lazyRouteComponent(
    () => import('./screens/product-detail-screen'),
    'ProductDetailScreen',
  ),
});

const shopsRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/shops',
  validateSearch: z.object({ page: pageParam }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => prefetchShops(context.queryClient, deps.page),
  staticData: { title: 'page.shops' },
  component: lazyRouteComponent(() => import('./screens/shops-screen'), 'ShopsScreen'),
});

/** A shop's page: its products tab takes the product list's params, `tab=ratings` the other. */
const shopRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/shops/$shopId',
  ...ownNotFoundBoundary,
  validateSearch: productSearchSchema.extend({ tab: shopTabSchema }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps: { tab, ...search } }) => {
    const shopId = panelId(params.shopId);
    prefetchShop(context.queryClient, shopId);
    if (tab === 'ratings') prefetchRatings(context.queryClient, 'shop', shopId);
    else prefetchProductsList(context.queryClient, search, shopId);
  },
  staticData: { title: 'page.shop' },
  component: lazyRouteComponent(() => import('./screens/shop-screen'), 'ShopScreen'),
});

const issuesRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/issues',
  validateSearch: issueSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchIssuesList(context.queryClient, deps),
  staticData: { title: 'page.issues' },
  component: lazyRouteComponent(() => import('./screens/issues-screen'), 'IssuesScreen'),
});

const issueDetailRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/issues/$issueId',
  ...ownNotFoundBoundary,
  loader: ({ context, params }) => prefetchIssue(context.queryClient, panelId(params.issueId)),
  staticData: { title: 'page.issue' },
  component: lazyRouteComponent(() => import('./screens/issue-screen'), 'IssueScreen'),
});

const homeRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/home',
  // Home's queries are its own chunk's, fetched beside its screen: the login page's code stays
  // without them. Not awaited: the route renders while they load.
  loader: ({ context }) => {
    void import('./screens/home-todo').then(({ prefetchHome }) =>
      prefetchHome(context.queryClient),
    );
  },
  staticData: { title: 'page.home' },
  component: lazyRouteComponent(() => import('./screens/home-screen'), 'HomeScreen'),
});

const paymentsRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/payments',
  validateSearch: paymentSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchPayments(context.queryClient, deps),
  staticData: { title: 'page.payments' },
  component: lazyRouteComponent(() => import('./screens/payments-screen'), 'PaymentsScreen'),
});

const statementRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/statement',
  validateSearch: statementSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchStatement(context.queryClient, deps),
  staticData: { title: 'page.statement' },
  component: lazyRouteComponent(() => import('./screens/statement-screen'), 'StatementScreen'),
});

const codRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/cod',
  validateSearch: codSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchCod(context.queryClient, deps),
  staticData: { title: 'page.cod' },
  component: lazyRouteComponent(() => import('./screens/cod-screen'), 'CodScreen'),
});

const billsRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/bills',
  validateSearch: billSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchBills(context.queryClient, deps),
  staticData: { title: 'page.bills' },
  component: lazyRouteComponent(() => import('./screens/bills-screen'), 'BillsScreen'),
});

const billRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/bills/$billId',
  ...ownNotFoundBoundary,
  validateSearch: billLineSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    prefetchBill(context.queryClient, panelId(params.billId), deps),
  staticData: { title: 'page.bill' },
  component: lazyRouteComponent(() => import('./screens/bill-screen'), 'BillScreen'),
});

const courierPaymentsRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/courier-payments',
  validateSearch: courierPaymentSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchCourierPayments(context.queryClient, deps),
  staticData: { title: 'page.courierPayments' },
  component: lazyRouteComponent(
    () => import('./screens/courier-payments-screen'),
    'CourierPaymentsScreen',
  ),
});

const supportRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/support',
  staticData: { title: 'page.support' },
  component: lazyRouteComponent(() => import('./screens/support-screen'), 'SupportScreen'),
});

/** The merchant's team (the account menu's Staff): members, roles, invitations. */
const staffRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/staff',
  staticData: { title: 'page.staff' },
  component: lazyRouteComponent(() => import('./screens/staff-screen'), 'StaffScreen'),
});

/** Who did what (the account menu's Activity log), for the owner and managers. */
const activityRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/activity',
  validateSearch: activitySearchSchema,
  staticData: { title: 'page.activity' },
  component: lazyRouteComponent(() => import('./screens/activity-screen'), 'ActivityScreen'),
});

/** The person's own sign-in and devices (the account menu), for every member. */
const securityRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/security',
  staticData: { title: 'page.security' },
  component: lazyRouteComponent(() => import('./screens/security-screen'), 'SecurityScreen'),
});

const billingInfoRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/billing/info',
  staticData: { title: 'page.billingInfo' },
  component: lazyRouteComponent(() => import('./screens/billing-info-screen'), 'BillingInfoScreen'),
});

/** B2B orders as purchase orders (linked from the B2B order lists). */
const purchaseOrdersRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/purchase-orders',
  validateSearch: purchaseOrderSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchPurchaseOrders(context.queryClient, deps),
  staticData: { title: 'page.purchaseOrders' },
  component: lazyRouteComponent(
    () => import('./screens/purchase-orders-screen'),
    'PurchaseOrdersScreen',
  ),
});

/** A print page's `$id`: a positive id, else the not-found page. */
const idOrNotFound = ({ params }: { params: { id: string } }) => {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
};

/** Print pages render without sidebar and header (spec: paths starting /merchant/print-order). */
const printOrderRoute = createRoute({
  getParentRoute: () => merchantGuardRoute,
  path: '/merchant/print-order/$id',
  validateSearch: z.object({ noprint: noPrint }),
  beforeLoad: idOrNotFound,
  staticData: { title: 'page.printOrder' },
  component: lazyRouteComponent(() => import('./screens/print-order-screen'), 'PrintOrderScreen'),
});

/** Several invoices as one sheet: `/merchant/print-order/bulk?ids=1,2,3` (a static segment wins over $id). */
const printOrdersBulkRoute = createRoute({
  getParentRoute: () => merchantGuardRoute,
  path: '/merchant/print-order/bulk',
  // `ids` stays as typed (`1,2,3`): a transformed value would be written back into the URL as
  // a JSON array; the screen reads the ids from it.
  validateSearch: z.object({ ids: z.unknown(), noprint: noPrint }),
  staticData: { title: 'page.printOrder' },
  component: lazyRouteComponent(
    () => import('./screens/print-orders-bulk-screen'),
    'PrintOrdersBulkScreen',
  ),
});

/** A payment's receipt, without the panel layout, as the invoices print. */
const printReceiptRoute = createRoute({
  getParentRoute: () => merchantGuardRoute,
  path: '/merchant/print-receipt/$id',
  validateSearch: z.object({ noprint: noPrint }),
  beforeLoad: idOrNotFound,
  staticData: { title: 'page.paymentReceipt' },
  component: lazyRouteComponent(
    () => import('./screens/print-receipt-screen'),
    'PrintReceiptScreen',
  ),
});

/** Any other panel path: a not-found page with the sidebar and header (spec 2). */
const unknownPanelPathRoute = createRoute({
  getParentRoute: () => panelLayoutRoute,
  path: '/merchant/$',
  component: NotFoundScreen,
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  authLayoutRoute.addChildren([loginRoute, resetPasswordRoute, invitationRoute]),
  merchantGuardRoute.addChildren([
    panelLayoutRoute.addChildren([
      merchantIndexRoute,
      ordersRoute,
      orderDetailRoute,
      bulkPrintRoute,
      productsRoute,
      productDetailRoute,
      shopsRoute,
      shopRoute,
      issuesRoute,
      issueDetailRoute,
      homeRoute,
      paymentsRoute,
      statementRoute,
      billsRoute,
      billRoute,
      codRoute,
      courierPaymentsRoute,
      supportRoute,
      billingInfoRoute,
      staffRoute,
      activityRoute,
      securityRoute,
      purchaseOrdersRoute,
      unknownPanelPathRoute,
    ]),
    printOrderRoute,
    printOrdersBulkRoute,
    printReceiptRoute,
  ]),
]);

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPreload: 'intent',
    scrollRestoration: true,
    stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
