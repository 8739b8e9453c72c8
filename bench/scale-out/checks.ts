/**
 * What two API processes on one PostgreSQL must do behind a round-robin: a session works on
 * both, every export job runs exactly once, and the login limit counts across both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@mp/contract/fms/files';
import type pg from 'pg';
import { upstreamPort } from '../../deploy/nginx';
import { loginBenchUser, type TokenPair } from '../lib/api-server';
import { BENCH_USER } from '../orders/settings';

export type Check = { name: string; pass: boolean; detail: string };
export type CheckContext = {
  proxy: string;
  /** The API processes' own addresses, for calls meant for one of them. */
  upstreams: [string, string];
  pool: pg.Pool;
  dataDir: string;
  merchantIds: number[];
};

const ORDERS = '/api/v1/oms/merchant-orders';
const REFRESH = '/api/v1/ums/auth/merchant/refresh';

async function call(
  base: string,
  route: string,
  init: RequestInit & { token?: string; merchantId?: number } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.merchantId) headers['x-merchant-id'] = String(init.merchantId);
  if (init.body) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${route}`, { ...init, headers });
  const text = await response.text();
  return {
    status: response.status,
    port: upstreamPort(response.headers.get('x-upstream-addr')) ?? new URL(base).port,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

const tally = (values: (string | number)[]) =>
  Object.entries(
    values.reduce<Record<string, number>>((all, v) => {
      all[v] = (all[v] ?? 0) + 1;
      return all;
    }, {}),
  )
    .map(([value, count]) => `${count} x ${value}`)
    .join(', ');

/** Ten calls through the round-robin, then a refresh on one process used on the other. */
export async function checkSession(ctx: CheckContext): Promise<Check[]> {
  const [a, b] = ctx.upstreams;
  const tokens = await loginBenchUser(ctx.proxy);
  const calls = [];
  for (let i = 0; i < 10; i++) {
    const merchantId = ctx.merchantIds[i % ctx.merchantIds.length]!;
    calls.push(
      await call(ctx.proxy, `${ORDERS}?page=1&limit=5`, { token: tokens.idToken, merchantId }),
    );
  }
  const ports = new Set(calls.map((c) => c.port));
  const session: Check = {
    name: 'a session works on both processes (10 calls through the round-robin)',
    pass: calls.every((c) => c.status === 200) && ports.size === 2,
    detail: `statuses ${tally(calls.map((c) => c.status))}; served by ${tally(calls.map((c) => c.port))}`,
  };

  // A second session, because replaying a used refresh token ends its session on purpose.
  const second: TokenPair = await loginBenchUser(ctx.proxy);
  const merchantId = ctx.merchantIds[0]!;
  const refreshedOnA = await call(a, REFRESH, {
    method: 'POST',
    body: JSON.stringify({ refreshToken: second.refreshToken }),
  });
  const fresh = refreshedOnA.body as Partial<TokenPair>;
  const usedOnB = await call(b, `${ORDERS}?page=1&limit=5`, { token: fresh.idToken, merchantId });
  const rotatedOnB = await call(b, REFRESH, {
    method: 'POST',
    body: JSON.stringify({ refreshToken: fresh.refreshToken }),
  });
  const latest = rotatedOnB.body as Partial<TokenPair>;
  const replayOnA = await call(a, REFRESH, {
    method: 'POST',
    body: JSON.stringify({ refreshToken: second.refreshToken }),
  });
  const afterReplayOnB = await call(b, `${ORDERS}?page=1&limit=5`, {
    token: latest.idToken,
    merchantId,
  });
  const statuses = [refreshedOnA, usedOnB, rotatedOnB, replayOnA, afterReplayOnB].map(
    (r) => r.status,
  );
  const refresh: Check = {
    name: 'a refresh on one process is honoured by the other, and a replay ends the session on both',
    pass: statuses.join() === [200, 200, 200, 401, 401].join(),
    detail: `refresh on A ${statuses[0]}, new token on B ${statuses[1]}, rotate on B ${statuses[2]}, replay of the used token on A ${statuses[3]}, latest token on B afterwards ${statuses[4]} (expected 200, 200, 200, 401, 401)`,
  };
  return [session, refresh];
}

/** Five CSV exports started at once through the round-robin; each job runs exactly once. */
export async function checkExports(ctx: CheckContext, token: string): Promise<Check[]> {
  const merchants = ctx.merchantIds.slice(0, 5);
  const started = await Promise.all(
    merchants.map((merchantId) =>
      call(ctx.proxy, `${ORDERS}/export/csv`, {
        method: 'POST',
        token,
        merchantId,
        body: JSON.stringify({ stage: 'placed' }),
      }),
    ),
  );
  const ids = started.map((s) => Number(s.body.id));
  type Job = {
    id: string;
    merchant_id: number;
    status: string;
    attempts: number;
    claimed_by: string | null;
    file_key: string | null;
    row_count: number;
  };
  let jobs: Job[] = [];
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    ({ rows: jobs } = await ctx.pool.query<Job>(
      `select id, merchant_id, status, attempts, claimed_by, file_key, row_count
       from export_jobs where id = any($1) order by id`,
      [ids],
    ));
    if (
      jobs.length === ids.length &&
      jobs.every((j) => j.status === 'done' || j.status === 'failed')
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const problems: string[] = [];
  for (const job of jobs) {
    if (job.status !== 'done' || job.attempts !== 1 || !job.claimed_by || !job.file_key) {
      problems.push(`job ${job.id}: ${job.status}, attempts ${job.attempts}`);
      continue;
    }
    const folder = path.join(ctx.dataDir, 'files', path.dirname(job.file_key));
    const written = fs.readdirSync(folder).filter((name) => name.startsWith(`${job.id}-`));
    const { rows } = await ctx.pool.query('select 1 from files where key = $1', [job.file_key]);
    const lines = fs
      .readFileSync(path.join(ctx.dataDir, 'files', job.file_key), 'utf8')
      .split('\r\n')
      .filter(Boolean).length;
    if (written.length !== 1 || rows.length !== 1 || lines !== job.row_count + 1) {
      problems.push(
        `job ${job.id}: ${written.length} files on disk (${written.join(', ')}), ${rows.length} file rows, ${lines} lines for ${job.row_count} rows`,
      );
    }
  }
  const workers = tally(jobs.map((j) => (j.claimed_by ?? 'nobody').split(':')[1] ?? '?'));
  const once: Check = {
    name: 'export jobs run exactly once (5 started at once through the round-robin)',
    pass: started.every((s) => s.status === 202) && jobs.length === 5 && problems.length === 0,
    detail: `started ${tally(started.map((s) => s.status))} via ports ${tally(started.map((s) => s.port))}; jobs ${tally(jobs.map((j) => `${j.status}/attempts ${j.attempts}`))}; claimed by worker pid ${workers}; rows ${jobs.map((j) => j.row_count).join(', ')}${problems.length ? `; problems: ${problems.join('; ')}` : '; one file and one file row per job'}`,
  };

  // The file one process wrote opens through either: one signed URL, fetched from each process.
  const first = jobs[0];
  const downloads = [];
  if (first?.file_key) {
    const signed = await call(ctx.proxy, '/api/v1/fms/files/urlGenerator', {
      method: 'POST',
      token,
      merchantId: first.merchant_id,
      body: JSON.stringify({ urlType: 'download', Key: first.file_key }),
    });
    const url = new URL(String(signed.body.url), ctx.proxy);
    for (const upstream of [ctx.proxy, ...ctx.upstreams]) {
      const file = await fetch(`${upstream}${url.pathname}${url.search}`);
      const size = (await file.arrayBuffer()).byteLength;
      downloads.push({ status: file.status, port: new URL(upstream).port, size });
    }
  }
  const onDisk = first?.file_key
    ? fs.statSync(path.join(ctx.dataDir, 'files', first.file_key)).size
    : -1;
  const download: Check = {
    name: 'an export file opens through nginx and through either process',
    pass:
      downloads.length === 3 &&
      downloads.every((d) => d.status === 200 && d.size === onDisk) &&
      new Set(downloads.map((d) => d.port)).size === 3,
    detail:
      downloads.map((d) => `${d.status} from ${d.port}, ${d.size} bytes`).join('; ') +
      ` (file ${onDisk} bytes)`,
  };
  return [once, download];
}

/** 15 wrong passwords at once for one account, spread over both: 10 answered 401, then 429. */
export async function checkLoginLimit(ctx: CheckContext, maxFailures: number): Promise<Check> {
  const attempts = 15;
  const answers = await Promise.all(
    Array.from({ length: attempts }, () =>
      call(ctx.proxy, '/api/v1/ums/auth/merchant/login', {
        method: 'POST',
        body: JSON.stringify({ username: BENCH_USER.phone, password: 'Wrong@1234' }),
      }),
    ),
  );
  const unauthorized = answers.filter((a) => a.status === 401).length;
  const limited = answers.filter((a) => a.status === 429).length;
  return {
    name: `the login limit holds across both processes (${attempts} wrong passwords at once, limit ${maxFailures})`,
    pass:
      unauthorized === maxFailures &&
      limited === attempts - maxFailures &&
      new Set(answers.map((a) => a.port)).size === 2,
    detail: `answers ${tally(answers.map((a) => a.status))}; served by ${tally(answers.map((a) => a.port))}`,
  };
}

/**
 * The largest body the API takes (an attachment of 2 MB, base64 in JSON) passes nginx: its
 * body limit and the temporary file nginx writes such a body to.
 */
export async function checkLargestUpload(ctx: CheckContext, token: string): Promise<Check> {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_UPLOAD_BYTES - 9, 32)]);
  const body = JSON.stringify({
    fileName: 'largest.pdf',
    contentType: 'application/pdf',
    dataBase64: pdf.toString('base64'),
  });
  const answer = await call(ctx.proxy, '/api/v1/fms/files', {
    method: 'POST',
    token,
    merchantId: ctx.merchantIds[0],
    body,
  });
  return {
    name: 'the largest upload the API takes passes nginx (2 MB file, a 2.8 MB body)',
    pass: answer.status === 201 || answer.status === 200,
    detail: `${answer.status} from ${answer.port}, body ${body.length} bytes, stored ${String(answer.body.size)} bytes`,
  };
}
