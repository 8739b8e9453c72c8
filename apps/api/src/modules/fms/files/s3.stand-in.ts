import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signV4 } from './s3-signature';

/**
 * A tiny S3 stand-in for tests: path-style PUT/GET/HEAD/DELETE kept in memory, and every request's
 * SigV4 Authorization header recomputed from what arrived; a wrong signature answers 403.
 */
export async function startS3StandIn(credentials: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: { method: string; path: string; signed: boolean }[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const auth = req.headers.authorization ?? '';
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const now = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const expected = signV4({
      method: req.method ?? '',
      path: req.url ?? '',
      headers: Object.fromEntries(signedHeaders.map((h) => [h, String(req.headers[h] ?? '')])),
      payloadHash: String(req.headers['x-amz-content-sha256'] ?? ''),
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      region: credentials.region,
      now,
    });
    const payloadOk =
      req.method !== 'PUT' ||
      (await import('node:crypto')).createHash('sha256').update(body).digest('hex') ===
        req.headers['x-amz-content-sha256'];
    const signed = auth === expected.authorization && payloadOk && signedHeaders.includes('host');
    seen.push({ method: req.method ?? '', path: req.url ?? '', signed });
    if (!signed) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const prefix = `/${credentials.bucket}/`;
    if (!req.url?.startsWith(prefix)) {
      res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const key = decodeURIComponent(req.url.slice(prefix.length));
    const object = objects.get(key);
    switch (req.method) {
      case 'PUT':
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? '') });
        res.writeHead(200).end();
        return;
      case 'GET':
      case 'HEAD':
        if (!object) {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
        });
        res.end(req.method === 'GET' ? object.body : undefined);
        return;
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204).end();
        return;
      default:
        res.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
