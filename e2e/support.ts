import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { TokenPair } from '@mp/contract/ums/auth';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
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
  await expect(page).toHaveURL(/\/merchant\/home$/);
}

/**
 * Signs the page's browser in through the API, leaving what the login form leaves (the token
 * pair and the refresh marker, in the panel's cookies), for a test whose subject is not the
 * sign-in: the next page it opens is signed in, on `merchantId` or else the first merchant (as
 * the panel picks).
 */
export async function signIn(
  page: Page,
  user: { phone: string; password: string } = DEMO,
  merchantId?: number,
) {
  const response = await page.request.post('/api/v1/ums/auth/merchant/login', {
    data: { username: user.phone, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const pair = (await response.json()) as TokenPair;
  const url = new URL(response.url()).origin;
  // The panel's first page would save its first merchant: the page opened next needs it at once.
  const current =
    merchantId ??
    (
      (await (
        await page.request.get('/api/v1/cms/merchant/merchants?page=1&limit=100', {
          headers: { Authorization: `Bearer ${pair.idToken}` },
        })
      ).json()) as { content: { id: number }[] }
    ).content[0]!.id;
  // The names and the marker's 10 minutes are apps/web/src/lib/session.ts's.
  await page.context().addCookies([
    { name: 'mp_access_token', value: pair.idToken, url },
    { name: 'mp_refresh_token', value: pair.refreshToken, url },
    { name: 'mp_refresh_expired', value: '1', url, expires: Date.now() / 1000 + 10 * 60 },
    { name: 'mp_merchant_id', value: String(current), url },
  ]);
}

/** What `pattern` finds in the newest text the embedded SMS sender wrote to this phone. */
async function latestSms(phone: string, pattern: RegExp) {
  let found: string | undefined;
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
      found = messages.at(-1)?.text.match(pattern)?.[1];
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** The newest one-time code the embedded SMS sender wrote for this phone. */
export const latestOtp = (phone: string) => latestSms(phone, /\b(\d{6})\b/);

/** The path of the newest invitation link texted to this phone. */
export const latestInvitationPath = (phone: string) =>
  latestSms(phone, /https?:\/\/[^/\s]+(\/auth\/invitation\/[\w-]+)/);

/** A call as the logged-in merchant, with the panel's own token and merchant cookies. */
export async function asMerchant(
  context: BrowserContext,
  request: APIRequestContext,
  path: string,
) {
  const cookies = await context.cookies();
  const token = cookies.find((cookie) => cookie.name === 'mp_access_token')?.value;
  const merchantId = cookies.find((cookie) => cookie.name === 'mp_merchant_id')?.value;
  return request.post(`/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Merchant-Id': String(merchantId) },
    data: {},
  });
}

const run = promisify(execFile);

/** The operations command against the e2e server (it holds the data folder, so the CLI asks it). */
export async function ops(baseURL: string | undefined, ...args: string[]) {
  const port = new URL(baseURL ?? 'http://127.0.0.1:3100').port;
  const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, PORT: port },
  });
  return stdout;
}

/**
 * For a test that waits for the network to go quiet: the live stream never does, so it is
 * answered "no content" here (the panel tries it again every few seconds, a short call).
 */
export async function withoutLiveStream(page: Page) {
  await page.route('**/api/v1/ums/events', (route) => route.fulfill({ status: 204 }));
}

/**
 * axe-core's violations on the page as it is now (the passes would only slow the run). Legacy
 * mode runs axe in the page itself: the default opens a blank page for each run to merge the
 * results of cross-origin frames, which the panel does not have, and took twice as long.
 */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations;
}
