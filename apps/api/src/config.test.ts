import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const secret = 's'.repeat(32);
const production = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://portal.example.com/',
  JWT_SECRET: secret,
  FILE_URL_SECRET: secret,
  TWO_STEP_KEY: secret,
  OPS_TOKEN: secret,
  PAYMENT_PROVIDER: 'sslcommerz',
  SSLCOMMERZ_STORE_ID: 'store',
  SSLCOMMERZ_STORE_PASSWORD: 'password',
};

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return 'started';
};

describe('configuration in production', () => {
  it('starts with every variable production needs, and keeps the public origin', () => {
    expect(loadConfig(production).publicBaseUrl).toBe('https://portal.example.com');
  });

  it('seeds no demo accounts into an empty production database unless a demo says so', () => {
    expect(loadConfig(production).demoData).toBe(false);
    expect(loadConfig({ ...production, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('refuses to start, naming each missing variable at once', () => {
    const { PUBLIC_BASE_URL, JWT_SECRET, FILE_URL_SECRET, TWO_STEP_KEY, OPS_TOKEN, ...rest } =
      production;
    const message = refusal(rest);
    const names = ['PUBLIC_BASE_URL', 'JWT_SECRET', 'FILE_URL_SECRET', 'TWO_STEP_KEY', 'OPS_TOKEN'];
    for (const name of names) {
      expect(message).toContain(`${name} is not set`);
    }
  });

  it('refuses the payment sandbox unless a demo is declared, and then wants its secret', () => {
    const sandbox = { ...production, PAYMENT_PROVIDER: 'sandbox' };
    const undeclared = refusal(sandbox);
    expect(undeclared).toContain('ALLOW_SANDBOX_PAYMENTS=true');
    expect(undeclared).toContain('SANDBOX_PAY_SECRET is not set');
    const declared = { ...sandbox, ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(refusal(declared)).toContain('SANDBOX_PAY_SECRET is not set');
    expect(refusal({ ...declared, SANDBOX_PAY_SECRET: secret })).toBe('started');
  });

  it('leaves development free to run on generated secrets and the request origin', () => {
    const config = loadConfig({});
    expect(config.jwtSecret).toBeUndefined();
    expect(config.publicBaseUrl).toBeUndefined();
  });
});
