import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/databases';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// The embedded database's own folder: the PostgreSQL run would repeat the PGlite one.
describe.skipIf(testDbKind() === 'postgres')('the embedded database folder', () => {
  it('refuses a second server while the first one runs, with a clear message', () => {
    const dir = freshDir();
    // The parent process (vitest's) is alive: it stands for the server already holding the folder.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another server/);
  });

  it('takes over a lock left by a server that no longer runs', () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('keeps its data across a restart', async () => {
    const dir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.db.execute('create table kept (value text)');
    await first.db.execute("insert into kept values ('still here')");
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    const result = await second.db.execute('select value from kept');
    await second.close();
    expect((result as { rows: unknown[] }).rows).toEqual([{ value: 'still here' }]);
  });
});
