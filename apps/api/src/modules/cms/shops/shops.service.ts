import type { Shop, ShopListQuery } from '@mp/contract/cms/shops';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope, pageOffset } from '../../../lib/pagination';
import { findShop, listShops } from './shops.queries';

type ShopRow = NonNullable<Awaited<ReturnType<typeof findShop>>>;

function toShop(row: ShopRow): Shop {
  return {
    ...row,
    averageRating: row.ratingCount > 0 ? row.averageRating : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMyShops(db: Db, merchantId: number, query: ShopListQuery) {
  const { rows, total } = await listShops(db, merchantId, query, pageOffset(query));
  return pageEnvelope(rows.map(toShop), query, total);
}

export async function getMyShop(db: Db, merchantId: number, id: number) {
  const row = await findShop(db, merchantId, id);
  if (!row) throw notFound('Shop');
  return toShop(row);
}
