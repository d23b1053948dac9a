/**
 * The one place the configured store is made: an S3-compatible bucket when STORAGE_URL names one,
 * else the local disk under STORAGE_DIR. The server, its command-line tools and backups all use it,
 * so they always agree on where the uploads are.
 */
import type { Config } from '../config.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type StorageConfig = Pick<Config, 'storageDir'> & Partial<Pick<Config, 'storageUrl'>>;

/** @example const storage = createStorage(loadConfig(process.env)) */
export function createStorage(config: StorageConfig): Storage {
  return config.storageUrl ? new S3Storage(config.storageUrl) : new LocalDiskStorage(config.storageDir);
}

/** Where the uploads are, for messages: `s3://bucket/prefix/` or the folder. */
export function describeStorage(config: StorageConfig): string {
  const s3 = config.storageUrl;
  if (!s3) return config.storageDir;
  return `s3://${s3.bucket}/${s3.prefix}${s3.endpoint ? ` at ${new URL(s3.endpoint).host}` : ''}`;
}
