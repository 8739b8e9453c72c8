import type { CodPaymentPreference, Merchant, MyMerchant } from '@mp/contract/cms/merchants';
import type { PageQuery } from '@mp/contract/common';
import {
  can,
  type MemberAccess,
  memberAccess,
  toMemberAccessAnswer,
} from '@mp/contract/ums/permissions';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope, pageOffset } from '../../../lib/pagination';
import { recordActivity } from '../../ums/activity/activity.queries';
import {
  findMerchant,
  listMerchantsOfUser,
  type MerchantRow,
  setCodPaymentPreference,
} from './merchants.queries';

/**
 * The merchant as the person may see it: the payout account only for a role that manages it
 * (decision 076); the owner's own calls and preference changes see it whole.
 */
export function toMerchant(row: MerchantRow, access?: MemberAccess): Merchant {
  const payoutShown = !access || can(access, 'billing.preference');
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    phone: row.phone,
    email: row.email,
    address: row.address,
    streetAddress: row.streetAddress,
    area: row.area,
    division: row.division,
    subDistrict: row.subDistrict,
    district: row.district,
    upazilla: row.upazilla,
    city: row.city,
    postalCode: row.postalCode,
    codPaymentPreference: payoutShown ? (row.codPaymentPreference ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMyMerchants(db: Db, userId: number, query: PageQuery) {
  const { rows, total } = await listMerchantsOfUser(db, userId, pageOffset(query), query.limit);
  const items: MyMerchant[] = rows.map((row) => {
    const access = memberAccess(row.role, row.customRole);
    return { ...toMerchant(row.merchant, access), access: toMemberAccessAnswer(access) };
  });
  return pageEnvelope(items, query, total);
}

export async function getMyMerchant(db: Db, userId: number, merchantId: number) {
  const row = await findMerchant(db, merchantId, userId);
  if (!row) throw notFound('Merchant');
  return row;
}

/** Sets the payout account; the log names who did it and the channel, never the account. */
export async function updatePaymentPreference(
  db: Db,
  scope: { merchantId: number; userId: number },
  preference: CodPaymentPreference,
) {
  return db.transaction(async (tx) => {
    const row = await setCodPaymentPreference(tx, scope.merchantId, preference);
    if (!row) throw notFound('Merchant');
    await recordActivity(tx, {
      ...scope,
      kind: 'billing.preference',
      details: { channel: preference.method },
    });
    return toMerchant(row);
  });
}
