import net from 'node:net';

type Pair = { client: net.Socket; upstream?: net.Socket; held: [Buffer[], Buffer[]] };

/**
 * A local TCP proxy to PostgreSQL that a test can break like a network does:
 * - `blackhole()`: connections stay open but nothing passes (a partition, a hung server); bytes
 *   are held, and `restore()` delivers them, as a healed network would;
 * - `refuse()`: every connection is cut and new ones are refused (the server is down).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let blackholed = false;
  const pairs = new Set<Pair>();

  const forward = (pair: Pair, chunk: Buffer, toUpstream: boolean) => {
    if (blackholed || (toUpstream && !pair.upstream)) {
      pair.held[toUpstream ? 0 : 1].push(chunk);
      return;
    }
    (toUpstream ? pair.upstream! : pair.client).write(chunk);
  };
  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('data', (chunk) => forward(pair, chunk, false));
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    flush(pair);
  };
  const flush = (pair: Pair) => {
    const [toUpstream, toClient] = pair.held;
    pair.held = [[], []];
    for (const chunk of toUpstream) pair.upstream?.write(chunk);
    for (const chunk of toClient) pair.client.write(chunk);
  };

  const listen = (server: net.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const makeServer = () =>
    net.createServer((client) => {
      const pair: Pair = { client, held: [[], []] };
      pairs.add(pair);
      client.on('data', (chunk) => forward(pair, chunk, true));
      client.on('error', () => {});
      client.on('close', () => {
        pair.upstream?.destroy();
        pairs.delete(pair);
      });
      if (!blackholed) connectUpstream(pair);
    });

  let server = makeServer();
  const port = await listen(server, 0);
  const cutAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
  };

  return {
    port,
    blackhole() {
      blackholed = true;
    },
    async refuse() {
      await new Promise((resolve) => {
        server.close(resolve);
        cutAll();
      });
    },
    async restore() {
      blackholed = false;
      if (!server.listening) {
        server = makeServer();
        await listen(server, port);
      }
      for (const pair of pairs) {
        if (pair.upstream) flush(pair);
        else connectUpstream(pair);
      }
    },
    async close() {
      cutAll();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
