import crypto from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver } from '../../../../test/support/s3rver.testing';
import { S3FileStorage } from './s3-file-storage';

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3-compatible file storage, against s3rver', () => {
  const bucket = 'merchant-files';
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let storage: S3FileStorage;
  const settings = () => ({
    ...s3.credentials,
    bucket,
    region: 'ap-south-1',
    endpoint: s3.endpoint,
  });
  beforeAll(async () => {
    s3 = await startS3rver(bucket);
    storage = new S3FileStorage(settings());
  });
  afterAll(() => s3?.close());

  it('puts a buffer and a stream, reads them back, answers HEAD, and deletes', async () => {
    const key = 'merchants/1/exports/7-orders.csv';
    await storage.put(key, Readable.from(['\uFEFFOrder number\r\n', 'ORD-1\r\n']), 'text/csv');
    await storage.put('merchants/1/attachments/a_b.png', Buffer.from('png'), 'image/png');
    expect(await storage.exists(key)).toBe(true);
    expect((await readAll((await storage.get(key))!)).toString()).toBe(
      '\uFEFFOrder number\r\nORD-1\r\n',
    );
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('streams a body of unknown length in parts, with back-pressure, byte for byte', async () => {
    const key = 'merchants/1/exports/big.csv';
    const data = crypto.randomBytes(12 * 1024 * 1024 + 7);
    const body = new PassThrough({ highWaterMark: 256 * 1024 });
    const stored = storage.put(key, body, 'text/csv');
    for (let i = 0; i < data.length; i += 65_536) {
      if (!body.write(data.subarray(i, i + 65_536))) {
        await new Promise((resolve) => body.once('drain', resolve));
      }
    }
    body.end();
    await stored;
    expect((await readAll((await storage.get(key))!)).equals(data)).toBe(true);
  });

  it('rejects and stores nothing when the body stream fails', async () => {
    const key = 'merchants/1/exports/failed.csv';
    const body = new PassThrough();
    const stored = storage.put(key, body, 'text/csv');
    body.write('Order number\r\n');
    body.destroy(new Error('the export failed'));
    await expect(stored).rejects.toThrow();
    expect(await storage.exists(key)).toBe(false);
  });

  it('fails loudly when the store refuses the credentials', async () => {
    const refused = new S3FileStorage({ ...settings(), accessKeyId: 'NOT-A-KEY' });
    await expect(
      refused.put('merchants/1/x.csv', Buffer.from('x'), 'text/csv'),
    ).rejects.toMatchObject({ name: 'InvalidAccessKeyId', $metadata: { httpStatusCode: 403 } });
  });
});
