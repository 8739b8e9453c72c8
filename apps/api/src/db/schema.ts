// Every table, for Drizzle's relational queries and for drizzle-kit's migrations.
export { idempotencyKeys } from '../lib/idempotency.table';
export { rateLimitEvents } from '../lib/rate-limit.table';
export { billHistories, billLines, bills, feeRules } from '../modules/bms/bills/bills.table';
export { merchantCourierPayments } from '../modules/bms/courier-payments/courier-payments.table';
export { paymentHistories, payments } from '../modules/bms/payments/payments.table';
export { sandboxCheckoutSessions } from '../modules/bms/transactions/providers/sandbox-gateway.table';
export { paymentTransactions } from '../modules/bms/transactions/transactions.table';
export { couriers } from '../modules/cms/couriers/couriers.table';
export { merchants } from '../modules/cms/merchants/merchants.table';
export {
  catalogueProducts,
  productCounts,
  shopProducts,
  stockChanges,
} from '../modules/cms/products/products.table';
export { shops } from '../modules/cms/shops/shops.table';
export { files } from '../modules/fms/files/files.table';
export { exportJobs, exportTurns } from '../modules/oms/exports/exports.table';
export {
  issueCounts,
  issueNumberSequence,
  merchantIssueComments,
  merchantIssueEvents,
  merchantIssues,
} from '../modules/oms/issues/issues.table';
export { courierPaymentOrders, orderPickups } from '../modules/oms/logistics/logistics.table';
export {
  codCounts,
  orderCounts,
  orderItems,
  orderNumberSequence,
  orderStageCounts,
  orders,
  orderTimeline,
} from '../modules/oms/orders/orders.table';
export { ratings } from '../modules/rms/ratings/ratings.table';
export { merchantActivity } from '../modules/ums/activity/activity.table';
export {
  authSessions,
  passwordResetOtps,
  passwordResetTokens,
  refreshTokens,
} from '../modules/ums/auth/auth.table';
export {
  merchantSignInRules,
  recoveryCodes,
  secondStepTickets,
  userTwoStep,
} from '../modules/ums/auth/two-step.table';
export { liveStreams, merchantEvents } from '../modules/ums/events/events.table';
export {
  merchantInvitations,
  merchantMembers,
  merchantRoles,
} from '../modules/ums/members/merchant-members.table';
export {
  notificationReadMarks,
  notificationReads,
  notifications,
} from '../modules/ums/notifications/notifications.table';
export { savedViews } from '../modules/ums/saved-views/saved-views.table';
export { users } from '../modules/ums/users/users.table';
