/**
 * Runs Debian's nginx with the repository's configuration (deploy/nginx.conf.template)
 * in a folder of its own, for the scale-out benchmark, the cross-process event test and
 * `npm run start:cluster`: the same file production uses, not a proxy written for the tests.
 */
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = path.join(repoRoot, 'deploy/nginx.conf.template');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** `nginx/1.22.1`: what `nginx -v` says of itself. */
export function nginxVersion() {
  return spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.replace('nginx version:', '').trim();
}

/**
 * A self-signed certificate for localhost in `dir` (made once, with Debian's openssl): TLS and
 * HTTP/2 as production has them, for a demo or a benchmark.
 */
export function selfSignedCertificate(dir: string) {
  const certificate = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  if (!fs.existsSync(certificate)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync(
      '/usr/bin/openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '365',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { stdio: 'ignore' },
    );
  }
  return { certificate, key };
}

export type NginxOptions = {
  /** nginx's own folder: configuration, pid, temporary files, logs. */
  runDir: string;
  /** The `listen` parameters: `127.0.0.1:3920`, or `127.0.0.1:8443 ssl http2` with `tls`. */
  listen: string;
  /** The API processes, `127.0.0.1:3921`... */
  upstreams: string[];
  webRoot?: string;
  tls?: { certificate: string; key: string };
  /** Worker processes; default one per core. One makes the round robin strict (tests). */
  workers?: number;
  /**
   * For tests and benchmarks: each answer names the process that served it
   * (`X-Upstream-Addr`), which a production site keeps to itself.
   */
  revealUpstream?: boolean;
};

/** The template with each `${NAME}` replaced; a name without a value is a mistake, not blank. */
function renderConfig(template: string, values: Record<string, string>) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the nginx template needs a value for ${name}`);
    return value;
  });
}

const upstreamLines = (upstreams: string[]) =>
  upstreams.map((address) => `server ${address};\n`).join('');

export type RunningNginx = {
  /** The access log (JSON lines: the upstream of each request). */
  accessLog: string;
  /** nginx's processes (the master and its workers), for CPU accounting. */
  pids(): number[];
  /** Serves from these processes from now on: a graceful reload (old workers finish first). */
  setUpstreams(upstreams: string[]): Promise<void>;
  stop(): Promise<void>;
};

/** Writes the configuration, checks it (`nginx -t`) and starts nginx in the foreground. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const { runDir } = options;
  fs.mkdirSync(runDir, { recursive: true });
  const upstreamsFile = path.join(runDir, 'upstreams.conf');
  const tlsFile = path.join(runDir, 'tls.conf');
  const extrasFile = path.join(runDir, 'extras.conf');
  const configFile = path.join(runDir, 'nginx.conf');
  const pidFile = path.join(runDir, 'nginx.pid');
  fs.writeFileSync(
    extrasFile,
    options.revealUpstream ? 'add_header X-Upstream-Addr $upstream_addr always;\n' : '',
  );
  fs.writeFileSync(upstreamsFile, upstreamLines(options.upstreams));
  fs.writeFileSync(
    tlsFile,
    options.tls
      ? `ssl_certificate ${options.tls.certificate};\nssl_certificate_key ${options.tls.key};\n`
      : '',
  );
  const template = fs.readFileSync(TEMPLATE, 'utf8');
  fs.writeFileSync(
    configFile,
    renderConfig(template, {
      RUN_DIR: runDir,
      PID_FILE: pidFile,
      // As root, the workers would be nobody's, locked out of a private run folder.
      WORKER_USER: os.userInfo().username,
      LISTEN: options.listen,
      TLS_FILE: tlsFile,
      UPSTREAMS_FILE: upstreamsFile,
      WEB_ROOT: options.webRoot ?? path.join(repoRoot, 'apps/web/dist'),
      WORKERS: String(options.workers ?? 'auto'),
      EXTRAS_FILE: extrasFile,
    }),
  );
  const args = ['-p', runDir, '-c', configFile, '-e', path.join(runDir, 'error.log')];
  await run(NGINX, [...args, '-t', '-q']);
  // The check writes the pid file too: the master writes it again once it listens.
  fs.rmSync(pidFile, { force: true });
  const nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  /** Fast shutdown (SIGTERM): the master ends its workers, open streams included, and exits. */
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    nginx.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const pid of workersOf(nginx.pid!)) process.kill(pid, 'SIGKILL');
      nginx.kill('SIGKILL');
    }, 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForPid(pidFile, nginx);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    accessLog: path.join(runDir, 'access.log'),
    pids: () => (nginx.exitCode === null ? [nginx.pid!, ...workersOf(nginx.pid!)] : []),
    async setUpstreams(upstreams) {
      fs.writeFileSync(upstreamsFile, upstreamLines(upstreams));
      const before = workersOf(nginx.pid!);
      await run(NGINX, [...args, '-s', 'reload']);
      await oldWorkersLetGo(nginx.pid!, before);
    },
    stop,
  };
}

/** API processes listening on this host, by port, as the upstream list names them. */
export const onThisHost = (ports: readonly (number | string)[]) =>
  ports.map((port) => `127.0.0.1:${port}`);

/** The port of an `X-Upstream-Addr` (`revealUpstream`): which process served an answer. */
export const upstreamPort = (address: string | null | undefined) =>
  address ? address.split(':').at(-1) : undefined;

/** The master's worker processes (Linux lists a process's children under /proc). */
function workersOf(masterPid: number): number[] {
  const file = `/proc/${masterPid}/task/${masterPid}/children`;
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

const isShuttingDown = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('shutting down');
  } catch {
    return true; // gone
  }
};

/**
 * `nginx -s reload` returns once the master has the signal. The new configuration serves once
 * new workers run and each old one has stopped taking requests (its title says "shutting down";
 * it only finishes what it holds).
 */
async function oldWorkersLetGo(masterPid: number, before: number[]) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const fresh = workersOf(masterPid).filter((pid) => !before.includes(pid));
    if (fresh.length > 0 && before.every(isShuttingDown)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nginx did not take the new configuration');
}

async function waitForPid(pidFile: string, nginx: ReturnType<typeof spawn>) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null) throw new Error('nginx exited at start');
    if (fs.existsSync(pidFile)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not start');
}
