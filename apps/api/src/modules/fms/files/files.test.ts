import fs from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@mp/contract/fms/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAs,
  type IssueFixture,
  issueFixture,
  postAs,
  tinyPng,
} from '../../oms/issues/issues.testing';
import { signedFileQuery } from './files.signing';

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
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="photo\.png"/);
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
    expect(expired.json().errorCode).toBe('FORBIDDEN');

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
      expect(answer.json().errorCode).toBe('FORBIDDEN');
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
