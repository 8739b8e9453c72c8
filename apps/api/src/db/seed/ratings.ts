import { ratings } from '../../modules/rms/ratings/ratings.table';
import type { SeedContext } from './context';
import { minutesAgo } from './random';

const CUSTOMERS = [
  'Ayesha Siddiqua',
  'Tanvir Ahmed',
  'Nusrat Jahan',
  'Mahmudul Hasan',
  'Farhana Akter',
  'Shakib Khan',
  'Sumaiya Islam',
  'Rafiqul Islam',
  'Mim Chowdhury',
  'Arif Hossain',
  'Jannatul Ferdous',
  'Imran Kabir',
];

const REVIEWS: Record<number, (string | null)[]> = {
  5: [
    'Excellent, exactly as described.',
    'Fast delivery and well packed.',
    'Will buy again!',
    null,
  ],
  4: ['Good quality for the price.', 'Arrived a day late but the product is fine.', null],
  3: ['Average. Does the job.', 'Packaging could be better.', null],
  2: ['Not as shown in the picture.', 'Delivery took almost two weeks.'],
  1: ['Received a damaged item.', 'Wrong size sent and no reply from the seller.'],
};

// Mostly good, like a real marketplace; every star still appears.
const STARS = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1];
const BATCH = 500;
const DAY_MINUTES = 24 * 60;

/** Ratings with reviews for every shop (as a seller) and for about half of the products. */
export async function seedRatings(ctx: SeedContext) {
  const { random, now } = ctx;
  const rows: (typeof ratings.$inferInsert)[] = [];
  const rating = (shop: SeedContext['shops'][number], shopProductId: number | null) => {
    const stars = random.pick(STARS);
    rows.push({
      merchantId: shop.merchantId,
      shopId: shop.id,
      shopProductId,
      rating: stars,
      review: random.pick(REVIEWS[stars] ?? [null]),
      customerName: random.pick(CUSTOMERS),
      ratedAt: minutesAgo(now, random.int(30, 180 * DAY_MINUTES)),
    });
  };
  for (const [index, shop] of ctx.shops.entries()) {
    // Each merchant's first shop has more than the panel's one page of 100.
    const first = ctx.shops.findIndex((s) => s.merchantId === shop.merchantId) === index;
    for (let i = first ? random.int(105, 130) : random.int(12, 30); i > 0; i--) rating(shop, null);
    for (const product of shop.products) {
      if (!random.chance(0.5)) continue;
      for (let i = random.int(1, 6); i > 0; i--) rating(shop, product.id);
    }
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    await ctx.tx.insert(ratings).values(rows.slice(start, start + BATCH));
  }
}
