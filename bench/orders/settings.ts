/** Shared by the loader and the runner. */
export const MERCHANTS = 100;
export const ORDERS = 1_000_000;

export const BENCH_USER = {
  name: 'Bench User',
  phone: '01799999999',
  email: 'bench@merchant.test',
  password: 'Bench@1234',
};

export function benchDatabaseUrl() {
  return process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mp_bench';
}

/** Requests in flight from the load generator, and each API process's DB_POOL_SIZE. */
export const benchConnections = () => Number(process.env.BENCH_CONNECTIONS ?? 10);
