/** Starts and stops API server processes for the benchmarks (the demo's start: they sign in as its accounts). */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_USER } from '../orders/settings';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The short commit a checkout stands at (an A/B's two sides). */
export const shortCommitOf = (checkout: string) =>
  execFileSync('git', ['-C', checkout, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).trim();

/** Shared by every API process of a run, so a token or file URL of one works on the others. */
/**
 * The node flags `npm start` runs the API with (package.json; decision 032), so a benchmark
 * measures the process as it runs.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=8'];

/** What production refuses to start without (config.ts), with the sandbox declared a demo. */
const BENCH_PRODUCTION_ENV = {
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256!!',
  FILE_URL_SECRET: 'bench-file-url-secret-that-is-long-enough!!',
  OPS_TOKEN: 'bench-ops-token-0123456789',
  SANDBOX_PAY_SECRET: 'bench-sandbox-secret-that-is-long-enough!!',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  // The benchmarks' empty databases get the demo accounts.
  DEMO_DATA: 'true',
};

export type ApiServerOptions = {
  /** Absent: the embedded database in `dataDir`. */
  databaseUrl?: string;
  port: number;
  poolSize: number;
  dataDir: string;
  /** Extra environment (rate limits and the like). */
  env?: Record<string, string>;
  /** Extra node flags, e.g. ['--cpu-prof'] (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
  /** The checkout whose server runs (an A/B's other commit); default: this one. */
  checkout?: string;
};

const DEMO_SERVER = 'apps/api/src/db/seed/demo-server.ts';

/** Spawns one API process and resolves once its /readyz answers 200. */
export async function startApiServer(options: ApiServerOptions): Promise<ChildProcess> {
  // A process left on the port would answer /readyz for the new one, which exits: every figure
  // would then be that other process's.
  await assertPortFree(options.port);
  const checkout = options.checkout ?? repoRoot;
  // An A/B's older commit seeded from server.ts itself, before the demo had its own start.
  const entry = fs.existsSync(path.join(checkout, DEMO_SERVER))
    ? DEMO_SERVER
    : 'apps/api/src/server.ts';
  const args = [...API_NODE_FLAGS, ...(options.nodeArgs ?? []), '--import', 'tsx', entry];
  const server = spawn(process.execPath, args, {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      DB_POOL_SIZE: String(options.poolSize),
      HOST: '127.0.0.1',
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: `http://127.0.0.1:${options.port}`,
      ...BENCH_PRODUCTION_ENV,
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilReady(`http://127.0.0.1:${options.port}`, server);
  } catch (error) {
    await stopProcess(server);
    throw error;
  }
  return server;
}

function assertPortFree(port: number) {
  return new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is taken: stop the process listening on it first`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitUntilReady(base: string, child: ChildProcess) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`${base}: the API exited at start`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base}: the API did not become ready`);
}

/** SIGTERM (the API drains and closes its pool), SIGKILL if it is still there after 12 s. */
export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

export type TokenPair = { idToken: string; refreshToken: string };

/** Logs a merchant user in through `base`; throws unless it answers 200. */
export async function logIn(base: string, phone: string, password: string): Promise<TokenPair> {
  const response = await fetch(`${base}/api/v1/ums/auth/merchant/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone, password }),
  });
  const body = (await response.json()) as Partial<TokenPair>;
  if (!response.ok || !body.idToken || !body.refreshToken) {
    throw new Error(`login ${phone} failed: ${response.status}`);
  }
  return { idToken: body.idToken, refreshToken: body.refreshToken };
}

/** Logs the bench user in (see load.ts) through `base`. */
export const loginBenchUser = (base: string) => logIn(base, BENCH_USER.phone, BENCH_USER.password);
