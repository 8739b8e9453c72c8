/** Drives the orders API with autocannon: shared by run.ts and ab.ts. */
import autocannon from 'autocannon';
import { type Figures, figures } from '../lib/latency';
import { benchConnections } from './settings';

/** One request of a scenario: a path under `/api/v1/oms/merchant-orders`, as a merchant. */
export type Call = { method: 'GET' | 'POST'; path: string; merchantId: number };

/** Sends the n-th call of `callOf` over `connections` for `seconds`; 2xx answers are counted. */
export async function measureApi(
  base: string,
  token: string,
  callOf: (n: number) => Call,
  seconds: number,
): Promise<Figures> {
  let n = 0;
  const latencies: number[] = [];
  let failures = 0;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: benchConnections(),
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              const call = callOf(n++);
              return {
                ...request,
                method: call.method,
                path: `/api/v1/oms/merchant-orders${call.path}`,
                headers: {
                  authorization: `Bearer ${token}`,
                  'x-merchant-id': String(call.merchantId),
                },
              };
            },
          },
        ],
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failures++;
    });
  });
  return figures(latencies, seconds, failures);
}
