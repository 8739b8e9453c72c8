import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/databases';
import { createMerchant } from '../../test/factories/merchants.testing';
import { createUser } from '../../test/factories/users.testing';
import { databaseMigratedUpTo } from '../../test/support/migrations.testing';

/** The last migration before notifications became the team's. */
const BEFORE_TEAM_NOTIFICATIONS = '0034_export_phones_by_role';

/**
 * An owner's notifications, some read, written as they were per person, then migrated: the
 * merchant's become the team's, the owner's reads stay theirs, a finished export stays personal.
 * (Once, on PGlite: the migration's SQL is the same on PostgreSQL, which runs it at every start.)
 */
describe.skipIf(testDbKind() === 'postgres')('the team notifications migration', () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it("keeps the owner's reads and makes every notice but their own export the merchant's", async () => {
    const database = await databaseMigratedUpTo(BEFORE_TEAM_NOTIFICATIONS);
    ({ close } = database);
    const { pglite, db } = database;
    const user = await createUser(db);
    const merchant = await createMerchant(db, { ownerUserId: user.id });
    await pglite.query(
      `insert into notifications (user_id, merchant_id, kind, details, read_at) values
        ($1, $2, 'orders_placed', '{"count": 1}', now() - interval '1 day'),
        ($1, $2, 'payment_approved', '{"amount": 500}', null),
        ($1, $2, 'export_done', '{"fileName": "orders.csv"}', null)`,
      [user.id, merchant.id],
    );
    await database.migrateRest();
    const { rows } = await pglite.query<{ kind: string; user_id: number | null; read: boolean }>(
      `select n.kind, n.user_id, r.read_at is not null as read from notifications n
        left join notification_reads r on r.notification_id = n.id and r.user_id = $1
        order by n.id`,
      [user.id],
    );
    expect(rows).toEqual([
      { kind: 'orders_placed', user_id: null, read: true },
      { kind: 'payment_approved', user_id: null, read: false },
      { kind: 'export_done', user_id: user.id, read: false },
    ]);
  });
});
