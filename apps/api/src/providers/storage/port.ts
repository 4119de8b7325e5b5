/** Where uploaded files (agents' knowledge files) live: a local folder by default, S3-compatible by configuration. */

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface StoragePort {
  /** Stores the bytes under the key, replacing any object already there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

export class StorageError extends Error {
  override name = 'StorageError';
}

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const STORAGE_KEY_MAX_LENGTH = 512;

/**
 * Keys are slash-separated segments of letters, digits, dot, dash and underscore, and no segment
 * starts with a dot: no absolute paths, no `..`, no hidden files, nothing a shell or URL would
 * reinterpret. Build keys from ids (`agents/{userId}/{agentId}/knowledge.pdf`), never from file names.
 */
export function assertStorageKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > STORAGE_KEY_MAX_LENGTH ||
    !key.split('/').every((segment) => KEY_SEGMENT.test(segment))
  ) {
    throw new StorageKeyError(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}
