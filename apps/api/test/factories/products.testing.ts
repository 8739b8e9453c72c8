import type { Db } from '../../src/db/client';
import {
  catalogueProducts,
  shopProducts,
  stockChanges,
} from '../../src/modules/cms/products/products.table';
import { factoryCounter } from './counters';

const nextCreated = factoryCounter();
const IMAGE = 'https://media.marketplace.example/products/fashion.svg';

export async function createCatalogueProduct(
  db: Db,
  fields: Partial<typeof catalogueProducts.$inferInsert> = {},
) {
  const created = nextCreated();
  const [product] = await db
    .insert(catalogueProducts)
    .values({ name: `Catalogue Product ${created}`, category: 'Fashion', image: IMAGE, ...fields })
    .returning({ id: catalogueProducts.id, name: catalogueProducts.name });
  return product!;
}

/** A shop's offer; without a catalogue product it offers a new one of the same name. */
export async function createShopProduct(
  db: Db,
  shop: { id: number; merchantId: number },
  fields: Partial<typeof shopProducts.$inferInsert> = {},
) {
  const created = nextCreated();
  const name = fields.name ?? `Test Product ${created}`;
  const catalogueProductId =
    fields.catalogueProductId ?? (await createCatalogueProduct(db, { name })).id;
  const [product] = await db
    .insert(shopProducts)
    .values({
      price: 500,
      stock: 20,
      image: IMAGE,
      sku: `TST-${String(created).padStart(6, '0')}`,
      ...fields,
      name,
      catalogueProductId,
      merchantId: shop.merchantId,
      shopId: shop.id,
    })
    .returning({
      id: shopProducts.id,
      merchantId: shopProducts.merchantId,
      shopId: shopProducts.shopId,
      catalogueProductId: shopProducts.catalogueProductId,
      name: shopProducts.name,
      sku: shopProducts.sku,
      price: shopProducts.price,
      stock: shopProducts.stock,
    });
  return product!;
}

/** A stock change in the product's history, as a merchant user made it. */
export async function createStockChange(
  db: Db,
  product: { id: number; merchantId: number },
  fields: { previousStock: number; newStock: number } & Partial<typeof stockChanges.$inferInsert>,
) {
  const [change] = await db
    .insert(stockChanges)
    .values({
      delta: fields.newStock - fields.previousStock,
      ...fields,
      merchantId: product.merchantId,
      shopProductId: product.id,
    })
    .returning({ id: stockChanges.id });
  return change!;
}
