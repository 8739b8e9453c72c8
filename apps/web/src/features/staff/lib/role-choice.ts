import type { BuiltInRole, MemberRole } from '@mp/contract/ums/permissions';
import type { RoleChoice } from '@mp/contract/ums/staff';

/** A role as a select's value: a built-in role's code, or `custom:<id>`. */
export const roleChoiceValue = (role: MemberRole, customRoleId?: number | null) =>
  role === 'custom' ? `custom:${customRoleId}` : role;

export const parseRoleChoice = (value: string): RoleChoice =>
  value.startsWith('custom:')
    ? { role: 'custom', customRoleId: Number(value.slice('custom:'.length)) }
    : { role: value as BuiltInRole };
