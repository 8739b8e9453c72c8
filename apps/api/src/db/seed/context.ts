import type { Random } from '../../lib/random';
import type { Db } from '../client';

/** What every part of the demo seed works with. */
export type SeedContext = {
  tx: Db;
  now: Date;
  random: Random;
  users: { demoUserId: number; otherUserId: number };
  /** Every merchant, the demo user's three first, then the other user's. */
  merchants: {
    id: number;
    name: string;
    logo: string | null;
    address: string | null;
    city: string | null;
    ownerUserId: number;
  }[];
  shops: {
    id: number;
    merchantId: number;
    name: string;
    products: { id: number; name: string; price: number }[];
  }[];
  /** File bytes the seed refers to, written to the file storage once the rows are committed. */
  files: { key: string; contentType: string; body: Buffer }[];
};
