import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.lock';

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no locking of its own: two processes on one data folder both start and one's writes
 * are silently lost. So the folder is claimed with an exclusive lock file naming the owner's pid;
 * a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dir, owner);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}`);
}

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is already in use by another server (pid ${pid}). ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}
