import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './server-settings';

/** The e2e server's data folder (playwright.config.ts starts it on a fresh one). */
const OUTBOX = path.resolve(E2E_DATA_DIR, 'outbox', 'sms.jsonl');

export const DEMO = { phone: '01700000001', email: 'demo@merchant.test', password: 'Demo@1234' };
export const OTHER = { phone: '01700000002', email: 'other@merchant.test', password: 'Other@1234' };

export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Phone or e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/merchant\/orders\/all/);
}

/** The newest one-time code the embedded SMS sender wrote for this phone. */
export async function latestOtp(phone: string) {
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!fs.existsSync(OUTBOX)) return undefined;
      // Only newline-terminated lines are whole: the server may be mid-append.
      const messages = fs
        .readFileSync(OUTBOX, 'utf8')
        .split('\n')
        .slice(0, -1)
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((message) => message.to === phone);
      code = messages.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}
