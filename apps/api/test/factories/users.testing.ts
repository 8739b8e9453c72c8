import type { Db } from '../../src/db/client';
import { hashPassword } from '../../src/lib/passwords';
import { users } from '../../src/modules/ums/users/users.table';
import { factoryCounter } from './counters';

const nextCreated = factoryCounter();
// argon2 is slow on purpose; a test file signs many users in with the same few passwords.
const hashes = new Map<string, Promise<string>>();

/**
 * A merchant user who can sign in. Phones are 015 numbers so they never meet the 017 numbers
 * the tests use for unknown users.
 */
export async function createUser(
  db: Db,
  fields: { name?: string; phone?: string; email?: string | null; password?: string } = {},
) {
  const created = nextCreated();
  const password = fields.password ?? 'Test@1234';
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const [user] = await db
    .insert(users)
    .values({
      name: fields.name ?? `Test User ${created}`,
      phone: fields.phone ?? `015${String(created).padStart(8, '0')}`,
      email: fields.email === undefined ? `user${created}@merchant.test` : fields.email,
      passwordHash: await hashes.get(password)!,
    })
    .returning({ id: users.id, name: users.name, phone: users.phone, email: users.email });
  return { ...user!, password };
}
export type TestUser = Awaited<ReturnType<typeof createUser>>;
