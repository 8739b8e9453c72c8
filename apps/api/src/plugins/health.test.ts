import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers healthz without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports ready while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ready');
  });

  it('answers an unknown API route with the contract error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errorCode: 'NOT_FOUND',
      message: 'No route GET /api/v1/nope',
    });
  });

  it('refuses a protected route without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/cms/merchant/merchants' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('UNAUTHENTICATED');
  });

  it('serves the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/v1/cms/merchant/merchants');
    // The internal operations route is not part of the public description.
    expect(
      Object.keys(response.json().paths).filter((path) => path.includes('/internal/')),
    ).toEqual([]);
  });

  it('serves the API docs page with a policy, no sniffing and no framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
