/**
 * What a person did in a merchant account, as the activity log records it: one entry per act
 * (a bulk act is one entry with its count), `area.act`. The area is what the log filters by.
 */
export const activityKinds = [
  'orders.confirm',
  'orders.cancel',
  'orders.request_pickup',
  'orders.withdraw_pickup',
  'orders.dispatch',
  'orders.confirm_delivery',
  'orders.payment_proof',
  'orders.note',
  'orders.logistics',
  'products.stock',
  'products.delivery_charge',
  'products.listing',
  'products.threshold',
  'products.bulk_file',
  'products.stock_settings',
  'issues.open',
  'issues.comment',
  'issues.resolve',
  'billing.payment_started',
  'billing.preference',
  'staff.invite',
  'staff.withdraw_invitation',
  'staff.join',
  'staff.change_role',
  'staff.remove',
  'staff.save_role',
  'staff.delete_role',
  'staff.sign_in_rules',
  'exports.start',
  'prints.log',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activityAreas = [
  'orders',
  'products',
  'issues',
  'billing',
  'staff',
  'exports',
  'prints',
] as const;
export type ActivityArea = (typeof activityAreas)[number];

const activityAreaOf = (kind: ActivityKind) => kind.split('.')[0] as ActivityArea;
export const activityKindsOf = (area: ActivityArea) =>
  activityKinds.filter((kind) => activityAreaOf(kind) === area);
