import fs from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@mp/contract/fms/files';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAs,
  type IssueFixture,
  issueFixture,
  postAs,
  tinyPng,
} from '../../../../test/factories/issues.testing';
import { LocalFileStorage } from './file-storage';
import { attachFiles } from './files.queries';
import { sweepFiles } from './files.service';
import { signedFileQuery } from './files.signing';
import { files } from './files.table';

const SECRET = 'file-url-secret-for-tests-0123456789abcdef';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('file service', () => {
  let f: IssueFixture;
  const upload = (body: object, tokens = f?.owner, merchantId = f?.mine) =>
    postAs(f, tokens, merchantId, 'fms/files', body);
  const png = (fileName = 'photo.png') => ({
    fileName,
    contentType: 'image/png',
    dataBase64: tinyPng.toString('base64'),
  });
  const urlFor = (Key: string, urlType = 'view', merchantId = f.mine) =>
    postAs(f, f.owner, merchantId, 'fms/files/urlGenerator', {
      urlType,
      ContentType: 'image/png',
      Key,
    });
  /** Follows a signed URL with no Authorization header at all. */
  const open = (url: string) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    return f.t.app.inject({ method: 'GET', url: `${pathname}${search}` });
  };

  beforeAll(async () => {
    f = await issueFixture();
  });
  afterAll(() => f?.t.close());

  it('uploads a PNG, signs a 5-minute URL and serves the same bytes inline with their type', async () => {
    const uploaded = await upload(png());
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual({
      key: expect.stringMatching(
        new RegExp(`^merchants/${f.mine}/attachments/[0-9a-f-]{36}-photo\\.png$`),
      ),
      fileName: 'photo.png',
      contentType: 'image/png',
      size: tinyPng.length,
    });
    const signed = await urlFor(uploaded.body.key);
    expect(signed.status).toBe(200);
    const expiresIn = new Date(signed.body.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);

    const file = await open(signed.body.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="?photo\.png"?/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(tinyPng)).toBe(true);

    const download = await open((await urlFor(uploaded.body.key, 'download')).body.url);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('accepts a PDF checked by its magic bytes', async () => {
    const uploaded = await upload({
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      dataBase64: pdf.toString('base64'),
    });
    expect(uploaded.status).toBe(201);
    const file = await open((await urlFor(uploaded.body.key)).body.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses an expired URL and any tampered part with 403', async () => {
    const { key } = (await upload(png())).body;
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await open(
      `/api/v1/fms/files/signed?${signedFileQuery(SECRET, key, past, 'inline')}`,
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.json().errorCode).toBe('LINK_EXPIRED');

    const url = new URL((await urlFor(key)).body.url);
    const tamper = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return open(copy.toString());
    };
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const { key: otherKey } = (await upload(png('other.png'))).body;
    for (const answer of [
      await tamper('signature', flipped),
      await tamper('signature', 'short'),
      await tamper('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      await tamper('key', otherKey),
      await tamper('disposition', 'attachment'),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errorCode).toBe('LINK_EXPIRED');
    }
    expect((await open(url.toString())).statusCode).toBe(200);
  });

  it('answers 404 from the URL generator for another merchant’s key, even of the same user', async () => {
    const theirs = await upload(png(), f.other, f.theirs);
    const sibling = await upload(png(), f.owner, f.mySecond);
    for (const key of [theirs.body.key, sibling.body.key, 'merchants/1/attachments/missing.png']) {
      const answer = await urlFor(key);
      expect(answer.status).toBe(404);
      expect(answer.body.errorCode).toBe('NOT_FOUND');
    }
    expect((await urlFor(sibling.body.key, 'view', f.mySecond)).status).toBe(200);
  });

  it('refuses wrong magic bytes and disallowed types with 400', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    for (const body of [
      { fileName: 'x.png', contentType: 'image/png', dataBase64: gif },
      { fileName: 'x.png', contentType: 'image/png', dataBase64: html },
      { fileName: 'x.jpg', contentType: 'image/jpeg', dataBase64: tinyPng.toString('base64') },
      { fileName: 'x.gif', contentType: 'image/gif', dataBase64: gif },
      { fileName: 'x.html', contentType: 'text/html', dataBase64: html },
      { fileName: 'x.png', contentType: 'image/png', dataBase64: 'not base64!' },
      { fileName: 'x.png', contentType: 'image/png', dataBase64: '' },
      { ...png(), purpose: 'export' },
    ]) {
      const answer = await upload(body);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses a file over 2 MB with 413, whether the body limit or the decoded size catches it', async () => {
    const justOver = Buffer.concat([tinyPng, Buffer.alloc(MAX_UPLOAD_BYTES - tinyPng.length + 1)]);
    const over = await upload({ ...png(), dataBase64: justOver.toString('base64') });
    expect(over.status).toBe(413);
    expect(over.body.errorCode).toBe('PAYLOAD_TOO_LARGE');
    const huge = Buffer.alloc(4 * 1024 * 1024, 1).toString('base64');
    const tooBig = await upload({ ...png(), dataBase64: huge });
    expect(tooBig.status).toBe(413);
    const exactly = Buffer.concat([tinyPng, Buffer.alloc(MAX_UPLOAD_BYTES - tinyPng.length)]);
    expect((await upload({ ...png(), dataBase64: exactly.toString('base64') })).status).toBe(201);
  });

  it('never lets a client file name choose the storage path', async () => {
    const uploaded = await upload(png('../../../etc/passwd .png'));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.key).toMatch(
      new RegExp(`^merchants/${f.mine}/attachments/[0-9a-f-]{36}-passwd-\\.png$`),
    );
    expect(uploaded.body.fileName).toBe('../../../etc/passwd .png');
    const stored = path.join(f.t.config.dataDir, 'files', uploaded.body.key);
    expect(fs.readFileSync(stored).equals(tinyPng)).toBe(true);

    const forged = await f.t.app.inject({
      method: 'GET',
      url: `/api/v1/fms/files/signed?${signedFileQuery(SECRET, '../jwt-secret', Math.floor(Date.now() / 1000) + 60, 'inline')}`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it('saves a download under its name without control, bidirectional or path characters', async () => {
    // U+202E turns "photo\u202Egnp.exe" into what reads as "photoexe.png" on screen.
    const deceptive = 'photo\u202Egnp.exe\u0007\u200B\r\n/..\\ বিল.png';
    const uploaded = await upload(png(deceptive));
    expect(uploaded.status).toBe(201);
    const signed = await urlFor(uploaded.body.key, 'download');
    const file = await open(signed.body.url);
    expect(file.statusCode).toBe(200);
    const header = String(file.headers['content-disposition']);
    // A plain ASCII name for old clients, the cleaned name for the rest.
    expect(header).toMatch(/^attachment; filename="?photognp\.exe-\.-\.png"?; filename\*=UTF-8''/);
    const encoded = header.split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe('photognp.exe-..- বিল.png');
  });

  it('parallel uploads cannot pass the quota together, and the merchant sees what is left', async () => {
    const quota = await issueFixture({ UPLOAD_QUOTA_BYTES_PER_DAY: String(3 * tinyPng.length) });
    try {
      const left = () => getAs(quota, quota.owner, quota.mine, 'fms/files/quota');
      expect((await left()).body).toEqual({
        limitBytes: 3 * tinyPng.length,
        usedBytes: 0,
        leftBytes: 3 * tinyPng.length,
      });
      // Half with an Idempotency-Key (the upload then runs inside the key's transaction).
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          postAs(
            quota,
            quota.owner,
            quota.mine,
            'fms/files',
            png(`receipt-${i}.png`),
            i % 2 === 0 ? { 'idempotency-key': `quota-race-${i}` } : {},
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(9);
      const folder = path.join(
        quota.t.config.dataDir,
        'files',
        `merchants/${quota.mine}/attachments`,
      );
      expect(fs.readdirSync(folder)).toHaveLength(3);
      expect((await left()).body).toEqual({
        limitBytes: 3 * tinyPng.length,
        usedBytes: 3 * tinyPng.length,
        leftBytes: 0,
      });
    } finally {
      await quota.t.close();
    }
  });

  it('answers 429 past the daily upload quota, storing nothing, and counts each merchant apart', async () => {
    const quota = await issueFixture({ UPLOAD_QUOTA_BYTES_PER_DAY: String(2 * tinyPng.length) });
    try {
      const send = (merchantId: number) =>
        postAs(quota, quota.owner, merchantId, 'fms/files', png('receipt.png'));
      expect((await send(quota.mine)).status).toBe(201);
      expect((await send(quota.mine)).status).toBe(201);
      const folder = path.join(
        quota.t.config.dataDir,
        'files',
        `merchants/${quota.mine}/attachments`,
      );
      const stored = fs.readdirSync(folder);
      const over = await send(quota.mine);
      expect(over.status).toBe(429);
      expect(over.body.errorCode).toBe('RATE_LIMITED');
      expect(fs.readdirSync(folder)).toEqual(stored);
      expect((await send(quota.mySecond)).status).toBe(201);
    } finally {
      await quota.t.close();
    }
  });

  it('sweeps uploads never attached after a day and writes cut off over an hour ago, nothing else', async () => {
    const root = path.join(f.t.config.dataDir, 'files');
    const storage = new LocalFileStorage(root);
    const keyOf = async (name: string) => (await upload(png(name))).body.key as string;
    const [oldLoose, oldAttached, recentLoose] = [
      await keyOf('old-loose.png'),
      await keyOf('old-attached.png'),
      await keyOf('recent-loose.png'),
    ];
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    await f.t.db
      .update(files)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(files.key, [oldLoose, oldAttached]));
    await attachFiles(f.t.db, f.mine, [oldAttached]);
    const unfinished = path.join(root, '.unfinished');
    fs.mkdirSync(unfinished, { recursive: true });
    fs.writeFileSync(path.join(unfinished, 'killed.partial'), 'half');
    fs.utimesSync(path.join(unfinished, 'killed.partial'), twoDaysAgo, twoDaysAgo);
    fs.writeFileSync(path.join(unfinished, 'writing.partial'), 'now');

    const removed = await sweepFiles({ db: f.t.db, storage });
    expect(removed).toEqual({ unfinished: 1, unattached: 1 });
    expect(fs.readdirSync(unfinished)).toEqual(['writing.partial']);
    const left = await f.t.db
      .select({ key: files.key })
      .from(files)
      .where(inArray(files.key, [oldLoose, oldAttached, recentLoose]));
    expect(left.map((row) => row.key).sort()).toEqual([oldAttached, recentLoose].sort());
    expect(await storage.exists(oldLoose)).toBe(false);
    expect(await storage.exists(oldAttached)).toBe(true);
    expect(await storage.exists(recentLoose)).toBe(true);
  });

  it('signs URLs on PUBLIC_BASE_URL when it is set, never on the Host the request names', async () => {
    const withOrigin = await issueFixture({ PUBLIC_BASE_URL: 'https://portal.example.com' });
    try {
      const evilHost = { host: 'evil.example' };
      const uploaded = await postAs(
        withOrigin,
        withOrigin.owner,
        withOrigin.mine,
        'fms/files',
        png(),
      );
      const signed = await postAs(
        withOrigin,
        withOrigin.owner,
        withOrigin.mine,
        'fms/files/urlGenerator',
        { urlType: 'view', ContentType: 'image/png', Key: uploaded.body.key },
        evilHost,
      );
      expect(signed.status).toBe(200);
      expect(signed.body.url).toMatch(
        /^https:\/\/portal\.example\.com\/api\/v1\/fms\/files\/signed\?/,
      );
    } finally {
      await withOrigin.t.close();
    }
  });

  it('needs a signed-in owner to upload or sign', async () => {
    const anonymous = await f.t.app.inject({
      method: 'POST',
      url: '/api/v1/fms/files',
      payload: png(),
    });
    expect(anonymous.statusCode).toBe(401);
    const foreignScope = await upload(png(), f.owner, f.theirs);
    expect(foreignScope.status).toBe(404);
    expect(
      (await getAs(f, f.owner, f.mine, 'fms/files/signed?key=x&expires=1&signature=y')).status,
    ).toBe(403);
  });
});
