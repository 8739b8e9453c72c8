import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file bytes live. The embedded default is a folder under DATA_DIR; an S3-compatible
 * store (and the export files) come with a later issue as another implementation of this.
 */
export interface FileStorage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Undefined when no file is stored under the key. */
  get(key: string): Promise<Readable | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Removes what writes cut off before `before` left behind (a process killed mid-write). By
   * age, not at start: other processes sharing the storage may be writing now.
   */
  removeUnfinishedWrites(before: Date): Promise<number>;
}

/** Keys are relative paths of plain segments: no `..`, no absolute path, no backslash. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeKey(key: string) {
  if (key.length === 0 || key.length > 500) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export class LocalFileStorage implements FileStorage {
  private readonly root: string;
  /** Not a key: a key's segments start with a letter or digit. */
  private readonly unfinishedDir: string;
  constructor(root: string) {
    this.root = path.resolve(root);
    this.unfinishedDir = path.join(this.root, '.unfinished');
  }

  private pathOf(key: string) {
    if (!isSafeKey(key)) throw new Error(`unsafe file key: ${JSON.stringify(key)}`);
    const full = path.resolve(this.root, key);
    // Belt and braces: whatever the key, the path stays inside the storage folder.
    if (!full.startsWith(this.root + path.sep)) throw new Error('file key escapes the storage');
    return full;
  }

  async put(key: string, body: Buffer | Readable, _contentType: string) {
    const full = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    await fs.promises.mkdir(this.unfinishedDir, { recursive: true });
    // Written in the storage's own folder for unfinished writes, then renamed into place: a
    // reader never sees half a file, and what a killed process leaves is found in one place.
    const partial = path.join(this.unfinishedDir, `${crypto.randomUUID()}.partial`);
    try {
      await pipeline(
        Buffer.isBuffer(body) ? Readable.from([body]) : body,
        fs.createWriteStream(partial, { flags: 'wx' }),
      );
      await fs.promises.rename(partial, full);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    const full = this.pathOf(key);
    try {
      const handle = await fs.promises.open(full, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async exists(key: string) {
    try {
      await fs.promises.access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string) {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async removeUnfinishedWrites(before: Date) {
    let removed = 0;
    const names = await fs.promises.readdir(this.unfinishedDir).catch(() => []);
    for (const name of names) {
      const file = path.join(this.unfinishedDir, name);
      // Gone already when another process's sweep took it first.
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (stat && stat.mtime < before) {
        await fs.promises.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
