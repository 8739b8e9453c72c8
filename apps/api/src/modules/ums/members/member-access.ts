import { and, eq } from 'drizzle-orm';
import { merchantMembers, merchantRoles } from './merchant-members.table';

/**
 * What a member's access is read from, the same wherever it is read (sign-in's lookup, the live
 * stream, the merchants list): their role, and their custom role's name and ticks through
 * `customRoleJoin` (left-joined: null for a built-in role). `memberAccess` turns it into access.
 */
export const memberAccessColumns = {
  role: merchantMembers.role,
  customRole: { name: merchantRoles.name, permissions: merchantRoles.permissions },
};
export const customRoleJoin = and(
  eq(merchantRoles.id, merchantMembers.customRoleId),
  // Only the member's own merchant's role ever counts, whatever a row says.
  eq(merchantRoles.merchantId, merchantMembers.merchantId),
);
