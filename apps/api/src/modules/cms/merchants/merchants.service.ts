import type { CodPaymentPreference, Merchant, MyMerchant } from '@mp/contract/cms/merchants';
import type { PageQuery } from '@mp/contract/common';
import { memberAccess, toMemberAccessAnswer } from '@mp/contract/ums/permissions';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope, pageOffset } from '../../../lib/pagination';
import {
  findMerchant,
  listMerchantsOfUser,
  type MerchantRow,
  setCodPaymentPreference,
} from './merchants.queries';

export function toMerchant(row: MerchantRow): Merchant {
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
    codPaymentPreference: row.codPaymentPreference ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMyMerchants(db: Db, userId: number, query: PageQuery) {
  const { rows, total } = await listMerchantsOfUser(db, userId, pageOffset(query), query.limit);
  const items: MyMerchant[] = rows.map((row) => ({
    ...toMerchant(row.merchant),
    access: toMemberAccessAnswer(memberAccess(row.role)),
  }));
  return pageEnvelope(items, query, total);
}

export async function getMyMerchant(db: Db, userId: number, merchantId: number) {
  const row = await findMerchant(db, merchantId, userId);
  if (!row) throw notFound('Merchant');
  return row;
}

export async function updatePaymentPreference(
  db: Db,
  merchantId: number,
  preference: CodPaymentPreference,
) {
  const row = await setCodPaymentPreference(db, merchantId, preference);
  if (!row) throw notFound('Merchant');
  return toMerchant(row);
}
