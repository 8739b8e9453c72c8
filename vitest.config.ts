import os from 'node:os';
import { defineConfig } from 'vitest/config';

const apiProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    root: './apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/per-file-setup.ts'],
    env: { TEST_DB_KIND: kind },
    // One module graph per worker, not per file: each file builds its own app on its own copy
    // of the database and leaves no module state behind (no mocks, no stubbed env; the
    // factories' running numbers restart per file), so loading the API afresh for every file
    // bought nothing and cost half the suite's time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const ISOLATED_WEB_TESTS = 'apps/web/src/**/*.isolated.test.{ts,tsx}';

const webProject = (
  name: string,
  files: { isolate: boolean; include: string[]; exclude?: string[] },
) => ({
  extends: './apps/web/vite.config.ts',
  test: {
    name,
    environment: 'jsdom',
    ...files,
    setupFiles: ['apps/web/vitest.setup.ts'],
    // A test that renders a whole route in jsdom (lazy chunks, first React render) is slow
    // while the API suites share the two cores; Vitest's default 5 s is too tight.
    testTimeout: 15_000,
  },
});

export default defineConfig({
  test: {
    // A worker per core, not Vitest's one fewer: a test file spends much of its time waiting on
    // its database or on a process it started, so on two cores two workers finish the API suite
    // in 0.7 of the time one does.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      apiProject('pglite'),
      // CI points TEST_DATABASE_URL at a real PostgreSQL: the same API tests run there too.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      webProject('web', {
        // One module graph per worker: every test leaves an empty DOM, no cookies and no storage
        // behind (vitest.setup.ts) and builds its own query client, so loading React, the
        // router and the panel afresh for every file bought nothing: 93 s -> 17 s alone.
        isolate: false,
        include: ['apps/web/src/**/*.test.{ts,tsx}'],
        exclude: [ISOLATED_WEB_TESTS],
      }),
      // A test that replaces a module (vi.mock) or a global (vi.stubGlobal) is named
      // *.isolated.test.*: its replacements must not reach the files that share a graph.
      webProject('web-isolated', { isolate: true, include: [ISOLATED_WEB_TESTS] }),
    ],
  },
});
