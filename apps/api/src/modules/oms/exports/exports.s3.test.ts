import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import {
  downloadExport,
  EXPORT_URL,
  parseCsv,
  waitForExport,
} from '../../../../test/factories/exports.testing';
import { createOrders, ordersInStages } from '../../../../test/factories/orders.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { startS3rver } from '../../../../test/support/s3rver.testing';
import { S3FileStorage } from '../../fms/files/s3-file-storage';

describe('exports with the S3-compatible storage (FILE_STORAGE=s3)', () => {
  const bucket = 'exports-bucket';
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let bucketStorage: S3FileStorage;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3rver(bucket);
    const settings = { ...s3.credentials, bucket, region: 'ap-south-1', endpoint: s3.endpoint };
    bucketStorage = new S3FileStorage(settings);
    t = await createTestApp({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_REGION: settings.region,
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('writes the CSV into the bucket and serves it through the signed URL', async () => {
    const { owner, merchantId } = await createAccounts(t);
    await createOrders(t.db, merchantId, ordersInStages(['delivered'], 3));
    const headers = t.auth(owner, merchantId);
    const started = await t.app.inject({
      method: 'POST',
      url: EXPORT_URL,
      headers,
      payload: { stage: 'delivered' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitForExport(t, headers, started.json().id);
    expect(done.status).toBe('done');
    expect(await bucketStorage.exists(done.resourcePath!)).toBe(true);
    const { file } = await downloadExport(t, headers, done.resourcePath!);
    expect(file.statusCode).toBe(200);
    const rows = parseCsv(file.body.replace(/^\uFEFF/, ''));
    expect(done.rowCount).toBe(3);
    expect(rows).toHaveLength(done.rowCount + 1);
  });
});
