import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

describe('serving the built panel from the API process', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Merchant Panel</title>' +
        '<script type="module" src="/assets/app.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Merchant Panel"}');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for a deep panel link, so a reload keeps the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/merchant/orders/placed?page=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Merchant Panel');
  });

  it('serves the root and the built assets', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('Merchant Panel');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
  });

  it('answers a missing asset and an unknown API path with 404, not the panel', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().errorCode).toBe('NOT_FOUND');
  });

  it('serves the demo media the default MEDIA_CDN_URL points at', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/media/merchants/sylhet-tea.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('<svg');
  });

  it('sends the page with a policy that runs only its own scripts and forbids framing', async () => {
    // index.html itself is what the service worker caches and answers every navigation with.
    for (const url of ['/', '/merchant/orders/all', '/index.html']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      const policy = String(headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("img-src 'self' data: blob:;");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cache-control']).toBe('no-cache');
    }
  });

  it('has the service worker and the manifest asked for again on every visit, assets kept for good', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the panel page on a media CDN', () => {
  it('lets images come from the CDN origin', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Merchant Panel</title>');
    const t = await createTestApp({
      WEB_DIST_DIR: dist,
      MEDIA_CDN_URL: 'https://cdn.example.com/media',
    });
    try {
      const { headers } = await t.app.inject({ method: 'GET', url: '/' });
      const policy = String(headers['content-security-policy']);
      expect(policy).toContain("img-src 'self' data: blob: https://cdn.example.com;");
      expect(policy).toContain("script-src 'self';");
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
