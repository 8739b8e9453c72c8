import {
  catalogueProducts,
  shopProducts,
  stockChanges,
} from '../../modules/cms/products/products.table';
import { shops } from '../../modules/cms/shops/shops.table';
import type { SeedContext } from './context';
import { minutesAgo } from './random';

const CATALOGUE: Record<string, { brands: string[]; items: string[]; variants: string[] }> = {
  Fashion: {
    brands: ['Aarong', 'Yellow', 'Ecstasy', 'Sailor', 'Richman'],
    items: [
      'Cotton Panjabi',
      'Silk Saree',
      'Denim Jeans',
      'Polo Shirt',
      'Kurti',
      'Lungi',
      'Hijab',
      'Sneakers',
    ],
    variants: ['S', 'M', 'L', 'XL', 'Red', 'Blue', 'Black', 'White'],
  },
  Electronics: {
    brands: ['Walton', 'Xiaomi', 'Samsung', 'Symphony', 'Realme'],
    items: [
      'Smartphone',
      'Power Bank',
      'Earbuds',
      'LED Bulb',
      'Rice Cooker',
      'Ceiling Fan',
      'Smart Watch',
      'USB Charger',
    ],
    variants: ['64GB', '128GB', '10000mAh', '20000mAh', 'Black', 'White', '12W', '18W'],
  },
  Grocery: {
    brands: ['Ispahani', 'Fresh', 'Pran', 'Radhuni', 'Teer'],
    items: [
      'Black Tea',
      'Green Tea',
      'Mango Pickle',
      'Mustard Oil',
      'Aromatic Rice',
      'Honey',
      'Lentils',
      'Chanachur',
    ],
    variants: ['250g', '500g', '1kg', '2kg', '5kg', '400ml', '1L', 'Family pack'],
  },
};

const SHOP_NAMES: Record<string, string[]> = {
  Fashion: ['Dhanmondi Outlet', 'Bashundhara Store', 'Online Exclusive'],
  Electronics: ['Agrabad Branch', 'Nasirabad Store', 'Gadget Corner'],
  Grocery: ['Tea Garden Shop', 'Spice Market', 'Organic Corner'],
};

/** Which catalogue section each demo merchant sells, by its position in the seed. */
const CATEGORY_OF_MERCHANT = ['Fashion', 'Electronics', 'Grocery', 'Grocery'] as const;
/**
 * Each shop also sells a few items of this section, so every merchant shares catalogue
 * products with another merchant's shops (the product page lists those other offers).
 */
const SIDELINE_OF: Record<string, string> = {
  Fashion: 'Electronics',
  Electronics: 'Grocery',
  Grocery: 'Fashion',
};
const PRODUCTS_PER_SHOP = 80;
const STOCK_REASONS = [
  'Restock from supplier',
  'Stock count correction',
  'Damaged items removed',
  null,
];

export async function seedShopsAndProducts(ctx: SeedContext) {
  const { tx, random, now } = ctx;
  const catalogue = Object.entries(CATALOGUE).flatMap(([category, spec]) =>
    spec.items.flatMap((item) =>
      spec.variants.map((variant, index) => ({
        name: `${item} ${variant}`,
        brand: spec.brands[index % spec.brands.length] ?? null,
        category,
        image: `https://media.marketplace.example/products/${category.toLowerCase()}.svg`,
      })),
    ),
  );
  const catalogueRows = await tx.insert(catalogueProducts).values(catalogue).returning({
    id: catalogueProducts.id,
    name: catalogueProducts.name,
    category: catalogueProducts.category,
  });

  const created: SeedContext['shops'] = [];
  const history: (typeof stockChanges.$inferInsert)[] = [];
  for (const [position, merchant] of ctx.merchants.entries()) {
    const category = CATEGORY_OF_MERCHANT[position] ?? 'Grocery';
    const offers = catalogueRows.filter((row) => row.category === category);
    const sideline = catalogueRows.filter((row) => row.category === SIDELINE_OF[category]);
    const shopRows = await tx
      .insert(shops)
      .values(
        (SHOP_NAMES[category] ?? []).map((name, index) => ({
          merchantId: merchant.id,
          name: `${merchant.name.split(' ')[0]} ${name}`,
          slug: `${merchant.id}-${name.toLowerCase().replaceAll(' ', '-')}`,
          logo: merchant.logo,
          address: merchant.address,
          city: merchant.city,
          status: index === 2 && position === 0 ? ('inactive' as const) : ('active' as const),
          createdAt: new Date(now.getTime() - (400 - index * 30) * 86_400_000),
        })),
      )
      .returning({ id: shops.id, name: shops.name });

    for (const [shopIndex, shop] of shopRows.entries()) {
      const values = Array.from({ length: PRODUCTS_PER_SHOP }, (_, i) => {
        // Own section first (each item once per shop), then the sideline for the rest.
        const offer =
          i < offers.length
            ? offers[(i + shopIndex * 7) % offers.length]!
            : sideline[(i - offers.length + shopIndex * 16 + position * 5) % sideline.length]!;
        const price = random.int(2, 400) * 25;
        return {
          merchantId: merchant.id,
          shopId: shop.id,
          catalogueProductId: offer.id,
          name: offer.name,
          sku: `M${merchant.id}-S${shop.id}-${String(i + 1).padStart(3, '0')}`,
          price,
          stock: random.chance(0.1) ? 0 : random.int(1, 250),
          lowStockThreshold: 5,
          deliveryCharge: random.pick([60, 60, 80, 100, 120, 0]),
          delisted: random.chance(0.08),
          image: `https://media.marketplace.example/products/${offer.category.toLowerCase()}.svg`,
        };
      });
      const productRows = await tx
        .insert(shopProducts)
        .values(values)
        .returning({ id: shopProducts.id, price: shopProducts.price, name: shopProducts.name });
      created.push({
        id: shop.id,
        merchantId: merchant.id,
        name: shop.name,
        products: productRows,
      });
      history.push(...stockHistories(ctx, merchant, productRows.slice(0, 6), values.slice(0, 6)));
    }
  }
  await tx.insert(stockChanges).values(history);
  ctx.shops = created;
}

/** A few past changes per product that end at its seeded stock, oldest first. */
function stockHistories(
  ctx: SeedContext,
  merchant: SeedContext['merchants'][number],
  products: { id: number }[],
  values: { stock: number }[],
) {
  const { random, now } = ctx;
  return products.flatMap((product, index) => {
    let stock = values[index]?.stock ?? 0;
    const changes: (typeof stockChanges.$inferInsert)[] = [];
    const steps = random.int(2, 5);
    let minutesBack = 0;
    for (let step = 0; step < steps; step++) {
      minutesBack += random.int(600, 4_000);
      const delta = random.pick([-3, -2, -1, 10, 25, 50]);
      const previous = Math.max(0, stock - delta);
      changes.unshift({
        merchantId: merchant.id,
        shopProductId: product.id,
        previousStock: previous,
        newStock: stock,
        delta: stock - previous,
        reason: random.pick(STOCK_REASONS),
        changedByUserId: merchant.ownerUserId,
        changedAt: minutesAgo(now, minutesBack),
      });
      stock = previous;
    }
    return changes.filter((change) => change.delta !== 0);
  });
}
