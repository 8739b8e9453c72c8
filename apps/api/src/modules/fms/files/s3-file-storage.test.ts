import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn } from './s3.stand-in';
import { S3FileStorage } from './s3-file-storage';
import { EMPTY_SHA256, signV4 } from './s3-signature';

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('S3-compatible file storage', () => {
  it('signs exactly as AWS documents it (the GET Object example of Signature V4)', () => {
    const { signature } = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY_SHA256,
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  describe('against a stand-in S3 server that checks every signature', () => {
    const credentials = {
      bucket: 'merchant-files',
      accessKeyId: 'TESTKEY',
      secretAccessKey: 'test-secret-key-for-the-stand-in',
      region: 'ap-south-1',
    };
    let s3: Awaited<ReturnType<typeof startS3StandIn>>;
    let storage: S3FileStorage;
    beforeAll(async () => {
      s3 = await startS3StandIn(credentials);
      storage = new S3FileStorage({ ...credentials, endpoint: s3.endpoint });
    });
    afterAll(() => s3?.close());

    it('puts a buffer and a stream, reads them back, answers HEAD, and deletes', async () => {
      const key = 'merchants/1/exports/7-orders.csv';
      await storage.put(key, Readable.from(['\uFEFFOrder number\r\n', 'ORD-1\r\n']), 'text/csv');
      await storage.put('merchants/1/attachments/a_b.png', Buffer.from('png'), 'image/png');
      expect(await storage.exists(key)).toBe(true);
      expect(await readAll((await storage.get(key))!)).toBe('\uFEFFOrder number\r\nORD-1\r\n');
      expect(s3.objects.get(key)?.contentType).toBe('text/csv');
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeUndefined();
      expect(s3.seen.length).toBeGreaterThanOrEqual(7);
      expect(s3.seen.every((request) => request.signed)).toBe(true);
    });

    it('fails loudly when the secret is wrong (the server refuses the signature)', async () => {
      const wrong = new S3FileStorage({
        ...credentials,
        secretAccessKey: 'not-the-secret',
        endpoint: s3.endpoint,
      });
      await expect(wrong.put('merchants/1/x.csv', Buffer.from('x'), 'text/csv')).rejects.toThrow(
        /403/,
      );
    });
  });
});
