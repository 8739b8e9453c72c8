import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { merchants } from '../../modules/cms/merchants/merchants.table';
import { users } from '../../modules/ums/users/users.table';
import type { Db } from '../client';
import { DEMO_MERCHANTS, DEMO_USER, OTHER_MERCHANTS, OTHER_USER } from './demo-accounts';

/** True when the database holds no users yet: the first start seeds the demo data. */
export async function isEmpty(db: Db) {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

/** Deterministic demo data: the same rows, ids and values on every fresh database. */
export async function seedDemoData(db: Db) {
  await db.transaction(async (tx) => {
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
      await tx.insert(merchants).values(owned.map((m) => ({ ...m, ownerUserId: user.id })));
    }
  });
}
