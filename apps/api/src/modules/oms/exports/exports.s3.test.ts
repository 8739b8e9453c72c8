import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAccounts } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { startS3StandIn } from '../../fms/files/s3.stand-in';
import { downloadExport, EXPORT_URL, parseCsv, waitForExport } from './exports.testing';

describe('exports with the S3-compatible storage (FILE_STORAGE=s3)', () => {
  const credentials = {
    bucket: 'exports-bucket',
    accessKeyId: 'EXPORTKEY',
    secretAccessKey: 'export-secret-for-the-stand-in',
    region: 'ap-south-1',
  };
  let s3: Awaited<ReturnType<typeof startS3StandIn>>;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3StandIn(credentials);
    t = await createTestApp({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: credentials.bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_REGION: credentials.region,
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('writes the CSV into the bucket and serves it through the signed URL', async () => {
    const { demo, merchantId } = await signInDemoAccounts(t);
    const headers = t.auth(demo, merchantId);
    const started = await t.app.inject({
      method: 'POST',
      url: EXPORT_URL,
      headers,
      payload: { stage: 'delivered' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitForExport(t, headers, started.json().id);
    expect(done.status).toBe('done');
    expect(s3.objects.has(done.resourcePath!)).toBe(true);
    const { file } = await downloadExport(t, headers, done.resourcePath!);
    expect(file.statusCode).toBe(200);
    const rows = parseCsv(file.body.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(done.rowCount + 1);
    expect(s3.seen.every((request) => request.signed)).toBe(true);
  });
});
