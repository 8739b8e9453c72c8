import { z } from 'zod';

/**
 * What a member of a merchant account may see and do: one catalogue that the API's routes
 * declare, the built-in roles grant and the panel reads to hide what a role cannot use.
 */
export const permissions = [
  /** Orders at every stage, their counts, purchase orders and courier counts. */
  'orders.view',
  /** Orders to pack and hand over only: confirmed to pickup requested (a packer's view). */
  'orders.view_packing',
  /** Confirm (single and bulk), check a B2B payment proof, confirm delivery, courier details. */
  'orders.act',
  /** Ask for pickup, withdraw the request, hand over to the courier. */
  'orders.fulfil',
  'orders.cancel',
  /** Add a note to an order's timeline. */
  'orders.note',
  /** Customers' phone numbers unmasked on screens and in exports. */
  'customers.phones',
  /** Print invoices, slips and labels (a label always carries the recipient's phone). */
  'print',
  'exports.orders',
  /** The orders export with the customers' phone column: its own, as it is what gets sold. */
  'exports.orders_with_phones',
  'exports.products',
  /** Bills, the statement and COD files. */
  'exports.billing',
  'products.view',
  /** Stock, prices' delivery charge, listing, thresholds and the bulk file. */
  'products.edit',
  'shops.view',
  'ratings.view',
  'issues.view',
  /** Open issues, comment, resolve and attach files. */
  'issues.act',
  /** Bills, payments, courier payments, statement, COD reconciliation, the amount due. */
  'billing.view',
  /** Pay a bill online; generate missing COD payments. */
  'billing.pay',
  /** The payout account for COD money. */
  'billing.preference',
  /** Home's sales trend and the scorecard. */
  'insights.view',
  /** Who did what, and its export. */
  'activity.view',
  /** Members, invitations and roles. */
  'staff',
  /** Keys of the seller API. */
  'api_keys',
] as const;
export type Permission = (typeof permissions)[number];

/**
 * A route's declaration: a permission of the merchant in scope, or `member` (any member of it:
 * their own saved views and notifications), `self` (the signed-in person, no merchant) or
 * `public` (no sign-in; the body, a signature or a key is the credential).
 */
export type RouteAccess = Permission | 'member' | 'self' | 'public';

/** Acting on a thing needs seeing it: ticking the first ticks the second. */
export const permissionImplies: Partial<Record<Permission, readonly Permission[]>> = {
  'orders.view': ['orders.view_packing'],
  'orders.fulfil': ['orders.view_packing'],
  'orders.act': ['orders.view'],
  'orders.cancel': ['orders.view'],
  'orders.note': ['orders.view'],
  'exports.orders_with_phones': ['exports.orders'],
  // Exporting a list needs seeing it: a file holds no more than the screens.
  'exports.orders': ['orders.view'],
  'exports.products': ['products.view'],
  'exports.billing': ['billing.view'],
  'products.edit': ['products.view'],
  'issues.act': ['issues.view'],
  'billing.pay': ['billing.view'],
  'billing.preference': ['billing.view'],
};

/** The permissions and everything they imply. */
export function withImplied(granted: Iterable<Permission>): Set<Permission> {
  const all = new Set<Permission>();
  const add = (permission: Permission) => {
    if (all.has(permission)) return;
    all.add(permission);
    for (const implied of permissionImplies[permission] ?? []) add(implied);
  };
  for (const permission of granted) add(permission);
  return all;
}

export const builtInRoles = [
  'owner',
  'manager',
  'order_handler',
  'packer',
  'customer_service',
  'accountant',
  'viewer',
] as const;
export type BuiltInRole = (typeof builtInRoles)[number];

const ordersDesk = [
  'orders.view',
  'orders.act',
  'orders.fulfil',
  'orders.cancel',
  'orders.note',
  'customers.phones',
  'print',
] as const satisfies readonly Permission[];

/**
 * What each built-in role may do. The owner has everything; only an owner may make or remove
 * another owner. Seeing money and the payout account is billing's; phones in an export are the
 * owner's alone.
 */
export const builtInRolePermissions: Record<BuiltInRole, readonly Permission[]> = {
  owner: permissions,
  manager: [
    ...ordersDesk,
    'exports.orders',
    'exports.products',
    'exports.billing',
    'products.view',
    'products.edit',
    'shops.view',
    'ratings.view',
    'issues.view',
    'issues.act',
    'billing.view',
    'insights.view',
    'activity.view',
  ],
  order_handler: [...ordersDesk, 'products.view', 'shops.view', 'issues.view'],
  packer: ['orders.view_packing', 'orders.fulfil', 'print'],
  customer_service: [
    'orders.view',
    'orders.note',
    'customers.phones',
    'products.view',
    'shops.view',
    'ratings.view',
    'issues.view',
    'issues.act',
  ],
  accountant: ['orders.view', 'billing.view', 'billing.pay', 'exports.billing', 'insights.view'],
  viewer: [
    'orders.view',
    'products.view',
    'shops.view',
    'ratings.view',
    'issues.view',
    'insights.view',
  ],
};

/** A member's role: a built-in one, or one the merchant made by ticking permissions. */
export const memberRoles = [...builtInRoles, 'custom'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** A custom role as a member's row names it: its name and its ticks. */
export type CustomRole = { name: string; permissions: readonly string[] };

/** What a member holds in the merchant in scope. */
export type MemberAccess = {
  role: MemberRole;
  /** A custom role's name. */
  roleName?: string;
  permissions: ReadonlySet<Permission>;
};

const isPermission = (code: string): code is Permission =>
  (permissions as readonly string[]).includes(code);

/** A member's access from their row: a built-in role's permissions, or a custom role's ticks. */
export const memberAccess = (role: MemberRole, custom?: CustomRole | null): MemberAccess =>
  role === 'custom'
    ? {
        role,
        roleName: custom?.name ?? '',
        permissions: withImplied((custom?.permissions ?? []).filter(isPermission)),
      }
    : { role, permissions: withImplied(builtInRolePermissions[role]) };

/** Whether the member may do what a route declares (`member` needs only the membership). */
export const can = (access: MemberAccess, needed: Permission | 'member') =>
  needed === 'member' || access.permissions.has(needed);

/** A member's role and what it allows, as the merchants list tells the panel. */
export const memberAccessSchema = z.object({
  role: z.enum(memberRoles),
  roleName: z.string().optional(),
  permissions: z.array(z.enum(permissions)),
});
export type MemberAccessAnswer = z.infer<typeof memberAccessSchema>;

export const toMemberAccessAnswer = (access: MemberAccess): MemberAccessAnswer => ({
  role: access.role,
  ...(access.roleName === undefined ? {} : { roleName: access.roleName }),
  permissions: permissions.filter((permission) => access.permissions.has(permission)),
});
