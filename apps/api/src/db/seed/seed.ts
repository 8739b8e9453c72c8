import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { seededRandom } from '../../lib/random';
import { merchants } from '../../modules/cms/merchants/merchants.table';
import type { FileStorage } from '../../modules/fms/files/file-storage';
import { merchantMembers } from '../../modules/ums/members/merchant-members.table';
import {
  notificationReadMarks,
  notifications,
} from '../../modules/ums/notifications/notifications.table';
import { users } from '../../modules/ums/users/users.table';
import type { Db } from '../client';
import { seedActivity } from './activity';
import { seedBilling } from './billing';
import type { SeedContext } from './context';
import { DEMO_MERCHANTS, DEMO_USER, OTHER_MERCHANTS, OTHER_USER } from './demo-accounts';
import { seedIssues } from './issues';
import { seedOrders } from './orders';
import { seedPaymentProofFiles } from './payment-proofs';
import { seedRatings } from './ratings';
import { seedShopsAndProducts } from './shops-and-products';

/** What one domain's seed leaves for the next (orders need shops and products, and so on). */

/** True when the database holds no users yet: the first start seeds the demo data. */
export async function isEmpty(db: Db) {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

/**
 * Deterministic demo data: the same rows, ids and values on every fresh database. With a file
 * storage, the files the rows refer to (payment proofs) are written too.
 */
export async function seedDemoData(db: Db, options: { now?: Date; storage?: FileStorage } = {}) {
  const now = options.now ?? new Date();
  const seededFiles = await db.transaction(async (tx) => {
    const userIds: number[] = [];
    const merchantRows: SeedContext['merchants'] = [];
    for (const [account, owned] of [
      [DEMO_USER, DEMO_MERCHANTS],
      [OTHER_USER, OTHER_MERCHANTS],
    ] as const) {
      const [user] = await tx
        .insert(users)
        .values({
          name: account.name,
          phone: account.phone,
          email: account.email,
          passwordHash: await hashPassword(account.password),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('seed: user insert returned nothing');
      userIds.push(user.id);
      merchantRows.push(
        ...(await tx
          .insert(merchants)
          .values(owned.map((m) => ({ ...m, ownerUserId: user.id })))
          .returning({
            id: merchants.id,
            name: merchants.name,
            logo: merchants.logo,
            address: merchants.address,
            city: merchants.city,
            ownerUserId: merchants.ownerUserId,
          })),
      );
    }
    const ctx: SeedContext = {
      tx,
      now,
      random: seededRandom(20_261_122),
      users: { demoUserId: userIds[0]!, otherUserId: userIds[1]! },
      merchants: merchantRows,
      shops: [],
      files: [],
    };
    // Each domain seeds in dependency order; later issues add theirs here.
    await seedShopsAndProducts(ctx);
    await seedRatings(ctx);
    await seedOrders(ctx);
    await seedPaymentProofFiles(ctx);
    await seedIssues(ctx);
    await seedBilling(ctx);
    await seedActivity(ctx);
    // The demo's history is old news: the bell counts only what happens after the seed.
    await tx.execute(sql`insert into ${notificationReadMarks} (user_id, merchant_id, read_through_id)
      select m.user_id, m.merchant_id, (select coalesce(max(id), 0) from ${notifications})
      from ${merchantMembers} m`);
    return ctx.files;
  });
  if (options.storage) {
    for (const file of seededFiles)
      await options.storage.put(file.key, file.body, file.contentType);
  }
}
