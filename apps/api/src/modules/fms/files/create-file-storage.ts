import path from 'node:path';
import type { Config } from '../../../config';
import { type FileStorage, LocalFileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

/** The configured storage: a folder under DATA_DIR (default), or S3 when FILE_STORAGE=s3. */
export function createFileStorage(config: Config): FileStorage {
  if (config.fileStorage.kind === 's3') return new S3FileStorage(config.fileStorage);
  return new LocalFileStorage(path.join(config.dataDir, 'files'));
}
