/** Picks the storage adapter from the configuration: S3-compatible when S3_BUCKET is set, else a local folder. */
import path from 'node:path';
import { LocalFolderStorage } from './local.js';
import type { StoragePort } from './port.js';
import { S3Storage } from './s3.js';

export { LocalFolderStorage } from './local.js';
export { S3Storage, type S3StorageConfig } from './s3.js';
export {
  assertStorageKey,
  StorageError,
  StorageKeyError,
  type StoragePort,
  type StoredObject,
} from './port.js';

export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export class StorageConfigError extends Error {
  override name = 'StorageConfigError';
}

/**
 * S3_BUCKET selects S3 and then needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; S3_REGION defaults
 * to us-east-1 and S3_ENDPOINT to AWS's regional endpoint. Otherwise files go to DATA_DIR/files
 * (DATA_DIR defaults to .data under the working directory, as for the embedded database).
 */
export function storageConfigFromEnv(
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
): StorageConfig {
  if (!env.S3_BUCKET)
    return { kind: 'local', root: path.resolve(cwd, env.DATA_DIR ?? '.data', 'files') };
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0)
    throw new StorageConfigError(
      `S3_BUCKET is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not`,
    );
  const region = env.S3_REGION || 'us-east-1';
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`,
    bucket: env.S3_BUCKET,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

export function createStorage(config: StorageConfig): StoragePort {
  if (config.kind === 'local') return new LocalFolderStorage(config.root);
  const { kind: _kind, ...s3 } = config;
  return new S3Storage(s3);
}
