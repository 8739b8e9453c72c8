// Every table, for Drizzle's relational queries and for drizzle-kit's migrations.
export { rateLimitEvents } from '../lib/rate-limit.table';
export { merchants } from '../modules/cms/merchants/merchants.table';
export {
  authSessions,
  passwordResetOtps,
  passwordResetTokens,
  refreshTokens,
} from '../modules/ums/auth/auth.table';
export { users } from '../modules/ums/users/users.table';
