import { describe, expect, it } from 'vitest';
import {
  builtInRolePermissions,
  builtInRoles,
  memberAccess,
  permissionImplies,
  permissions,
  withImplied,
} from './permissions';

describe('permissions and built-in roles', () => {
  it('gives the owner every permission, and every other role less', () => {
    expect([...memberAccess('owner').permissions].sort()).toEqual([...permissions].sort());
    for (const role of builtInRoles.filter((role) => role !== 'owner')) {
      expect(memberAccess(role).permissions.size, role).toBeLessThan(permissions.length);
    }
  });

  it('keeps staff, seller API keys and exports with phones to the owner', () => {
    const holders = (permission: (typeof permissions)[number]) =>
      builtInRoles.filter((role) => memberAccess(role).permissions.has(permission));
    expect(holders('staff')).toEqual(['owner']);
    expect(holders('api_keys')).toEqual(['owner']);
    expect(holders('exports.orders_with_phones')).toEqual(['owner']);
    expect(holders('billing.preference')).toEqual(['owner']);
  });

  it("lets a packer pack, hand over and print, and nothing of money, exports or customers' phones", () => {
    expect([...memberAccess('packer').permissions].sort()).toEqual([
      'orders.fulfil',
      'orders.view_packing',
      'print',
    ]);
  });

  it('grants what a permission implies, through chains, and names only catalogue codes', () => {
    expect([...withImplied(['billing.pay'])].sort()).toEqual(['billing.pay', 'billing.view']);
    expect([...withImplied(['orders.act'])].sort()).toEqual([
      'orders.act',
      'orders.view',
      'orders.view_packing',
    ]);
    const named = [
      ...Object.keys(permissionImplies),
      ...Object.values(permissionImplies).flat(),
      ...Object.values(builtInRolePermissions).flat(),
    ];
    expect(named.filter((code) => !(permissions as readonly string[]).includes(code))).toEqual([]);
  });
});
