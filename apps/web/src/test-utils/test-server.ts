import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  /** The query string's parameters (the last value of a repeated name). */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
};

export type Reply = { status: number; body?: unknown; delayMs?: number };
export type Handler = (request: RecordedRequest) => Reply;

/** A tiny real HTTP server, so the api client is tested through an actual transport. */
export async function startTestServer(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      const [path = '/', search = ''] = (req.url ?? '/').split('?');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        query: Object.fromEntries(new URLSearchParams(search)),
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      requests.push(recorded);
      const handler = routes[`${recorded.method} ${path}`];
      const reply = handler
        ? handler(recorded)
        : { status: 404, body: { errorCode: 'NOT_FOUND', message: 'Not found' } };
      const send = () => {
        if (res.destroyed) return;
        res.statusCode = reply.status;
        if (reply.body === undefined) {
          res.end();
          return;
        }
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port with nothing listening (for the transport's 'Network Error'). */
export async function closedPortOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
