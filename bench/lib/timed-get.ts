import { figures } from './latency';

/** GET `route` of the API at `base`, as `token` in merchant `merchantId`: its time and body. */
export async function timedGet(base: string, token: string, merchantId: number, route: string) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/${route}`, {
    headers: { authorization: `Bearer ${token}`, 'x-merchant-id': String(merchantId) },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${text.slice(0, 200)}`);
  return { ms: performance.now() - started, body: JSON.parse(text) as Record<string, unknown> };
}

/** The p95 of `measure` (ms) over `repeats` runs, after as many to warm up. */
export async function p95Of(repeats: number, measure: () => Promise<number>) {
  const latencies: number[] = [];
  for (let i = 0; i < repeats * 2; i++) latencies.push(await measure());
  return figures(latencies.slice(repeats), 1, 0).p95;
}
