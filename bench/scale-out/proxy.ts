/**
 * A tiny round-robin HTTP proxy: each request goes to the next upstream in turn, bodies streamed
 * both ways over kept-alive upstream connections. Each answer names its upstream in
 * `x-upstream-port`, so the checks can see which process served it.
 *
 *   node --import tsx bench/scale-out/proxy.ts <listen port> <upstream port> [<upstream port>...]
 */
import http from 'node:http';

const [listenPort, ...upstreams] = process.argv.slice(2).map(Number);
if (!listenPort || upstreams.length === 0) throw new Error('usage: proxy.ts <port> <upstream>...');

/** Connection-level headers belong to one hop; the rest pass through unchanged. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade']);
const forwardable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = http.createServer((request, response) => {
  const port = upstreams[next]!;
  next = (next + 1) % upstreams.length;
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.url,
      headers: forwardable(request.headers),
      agent,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, {
        ...forwardable(answer.headers),
        'x-upstream-port': String(port),
      });
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'x-upstream-port': String(port) });
    response.end();
  });
  request.pipe(upstream);
});
server.keepAliveTimeout = 65_000;
server.listen(listenPort, '127.0.0.1', () => console.log(`proxy listening on ${listenPort}`));
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  agent.destroy();
});
