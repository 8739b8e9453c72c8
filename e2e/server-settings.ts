/** Where the end-to-end server runs; one data folder per port so parallel runs never collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = `.test-data/e2e-${E2E_PORT}`;

/** The tag of a test that needs the whole Chromium, not its headless shell (playwright.config.ts). */
export const FULL_CHROMIUM = /@full-chromium/;
