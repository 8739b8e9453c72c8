/**
 * `npm run start:cluster`: the production layout on this machine, as a demo. API processes on
 * PostgreSQL behind nginx with TLS (a self-signed certificate) and HTTP/2, all started here and
 * all stopped on Ctrl-C. Needs PostgreSQL and Debian's nginx and openssl (README); the panel is
 * built first by the npm script.
 *
 * NODE_ENV=production, so the server's checks apply: the secrets are generated once into
 * data/cluster/secrets.json; payments are the sandbox's and the demo accounts are seeded, both
 * allowed explicitly (ALLOW_SANDBOX_PAYMENTS=true, DEMO_DATA=true): no money moves in this demo.
 *
 * Settings: CLUSTER_DATABASE_URL (postgres://postgres@127.0.0.1:5432/merchant_portal_cluster,
 * created when missing), CLUSTER_PROCESSES (2), CLUSTER_PORT (8443; the APIs take 3201...).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { NGINX, onThisHost, type RunningNginx, selfSignedCertificate, startNginx } from './nginx';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_URL =
  process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/merchant_portal_cluster';
const PROCESSES = Number(process.env.CLUSTER_PROCESSES ?? 2);
const PORT = Number(process.env.CLUSTER_PORT ?? 8443);
const API_PORTS = Array.from({ length: PROCESSES }, (_, index) => 3201 + index);
const ORIGIN = `https://localhost:${PORT}`;
const home = path.join(repoRoot, 'data', 'cluster');

function requireTools() {
  const missing = [NGINX, '/usr/bin/openssl'].filter((tool) => !fs.existsSync(tool));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} missing: install them first (sudo apt-get install -y nginx openssl)`,
    );
  }
}

async function ensureDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${url.host} (${(error as Error).message}): start it, or set CLUSTER_DATABASE_URL`,
    );
  }
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

/** The production secrets of this demo: made once, kept beside its data; a new one is added. */
function secrets(): Record<string, string> {
  const file = path.join(home, 'secrets.json');
  const kept = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const names = [
    'JWT_SECRET',
    'FILE_URL_SECRET',
    'TWO_STEP_KEY',
    'OPS_TOKEN',
    'SANDBOX_PAY_SECRET',
  ];
  const missing = names.filter((name) => !kept[name]);
  if (missing.length === 0) return kept;
  const made = { ...kept };
  for (const name of missing) made[name] = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, JSON.stringify(made, null, 2), { mode: 0o600 });
  return made;
}

const children = new Set<ChildProcess>();
let nginx: RunningNginx | undefined;

async function startApi(port: number, environment: Record<string, string>) {
  const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/db/seed/demo-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...environment, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(api);
  api.once('exit', () => children.delete(api));
  for (let attempt = 0; attempt < 600; attempt++) {
    if (api.exitCode !== null) throw new Error(`the API process on ${port} exited at start`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API process on ${port} did not become ready`);
}

async function main() {
  requireTools();
  fs.mkdirSync(home, { recursive: true });
  await ensureDatabase();
  const environment = {
    NODE_ENV: 'production',
    DATABASE_URL,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(home, 'files'),
    PUBLIC_BASE_URL: ORIGIN,
    TRUST_PROXY_HOPS: '1',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    DEMO_DATA: 'true',
    OPS_COMMANDS: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...secrets(),
  };
  // The first process migrates (and seeds an empty database); the others start on the result.
  const [first, ...others] = API_PORTS;
  await startApi(first!, environment);
  await Promise.all(others.map((port) => startApi(port, environment)));
  nginx = await startNginx({
    runDir: path.join(home, 'nginx'),
    listen: `127.0.0.1:${PORT} ssl http2`,
    upstreams: onThisHost(API_PORTS),
    // The browser warns once about this certificate; then the origin is a secure one.
    tls: selfSignedCertificate(home),
  });
  console.log(
    [
      '',
      `  Merchant panel: ${ORIGIN}  (self-signed certificate: accept it once)`,
      `  nginx on ${PORT} in front of ${PROCESSES} API processes (${API_PORTS.join(', ')}) on ${DATABASE_URL}`,
      `  nginx's access log: ${nginx.accessLog}`,
      '  Demo logins: 01700000001 / Demo@1234 (three merchant accounts), 01700000002 / Other@1234',
      '  Ctrl-C stops them all.',
      '',
    ].join('\n'),
  );
  const stop = async () => {
    await nginx?.stop();
    const exits = [...children].map(
      (child) => new Promise((resolve) => child.once('exit', resolve)),
    );
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(exits);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch(async (error: Error) => {
  console.error(`\n${error.message}\n`);
  await nginx?.stop();
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
