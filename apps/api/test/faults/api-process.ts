import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');
const FAULT_JWT_SECRET = 'fault-suite-secret-that-is-long-enough-for-hs256';

/** The fault suites need real connections and a real second process: PostgreSQL only. */
export const notOnPostgres = process.env.TEST_DB_KIND !== 'postgres';
export const SKIP_REASON =
  'fault suites run on PostgreSQL only (api-postgres project, TEST_DATABASE_URL set)';

/** A port nobody listens on right now (the OS picks it; closed again at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ApiProcess = {
  baseUrl: string;
  pid: number;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<string>;
  /** The last few kilobytes of stdout and stderr, for a failing test's message. */
  output(): string;
  stop(): Promise<string>;
  kill(): Promise<string>;
};

/**
 * Starts `node --import tsx apps/api/src/server.ts` as a real child process on the given
 * database and data folder, and resolves once its /readyz answers 200.
 */
export async function startApi(options: {
  databaseUrl: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      JWT_SECRET: FAULT_JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let gone = false;
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = true;
      resolve(signal ?? `exit ${code}`);
    }),
  );
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const api: ApiProcess = {
    baseUrl,
    pid: child.pid!,
    exited,
    output: () => log,
    async stop() {
      if (!gone) process.kill(child.pid!, 'SIGTERM');
      return exited;
    },
    async kill() {
      if (!gone) process.kill(child.pid!, 'SIGKILL');
      return exited;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 45_000);
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the API exited before it was ready:\n${log}`);
    const ready = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return api;
    await sleep(100);
  }
  await api.kill();
  throw new Error(`the API was not ready in time:\n${log}`);
}

/** A small client for a user against a running API process. */
export async function signedInClient(baseUrl: string, user: { phone: string; password: string }) {
  const login = await fetch(`${baseUrl}/api/v1/ums/auth/merchant/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.phone, password: user.password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { idToken } = (await login.json()) as { idToken: string };
  const merchants = await fetch(`${baseUrl}/api/v1/cms/merchant/merchants`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  const merchantIds = ((await merchants.json()) as { content: { id: number }[] }).content.map(
    (m) => m.id,
  );
  const headersFor = (merchantId: number, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${idToken}`,
    'x-merchant-id': String(merchantId),
    'content-type': 'application/json',
    ...extra,
  });
  return { idToken, merchantIds, headersFor };
}
