/** Files in a folder on this machine (DATA_DIR/files by default), with each object's content type beside it. */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertStorageKey, type StoragePort, type StoredObject } from './port.js';

/** Keys cannot start a segment with a dot, so this folder can never collide with an object. */
const META_DIR = '.meta';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class LocalFolderStorage implements StoragePort {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private paths(key: string) {
    assertStorageKey(key);
    return { file: path.join(this.root, key), meta: path.join(this.root, META_DIR, `${key}.json`) };
  }

  /** Write then rename, so a reader never sees half a file. */
  private async writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { file, meta } = this.paths(key);
    await this.writeAtomically(meta, JSON.stringify({ contentType }));
    await this.writeAtomically(file, bytes);
  }

  async get(key: string): Promise<StoredObject | null> {
    const { file, meta } = this.paths(key);
    try {
      const [bytes, metadata] = await Promise.all([readFile(file), readFile(meta, 'utf8')]);
      const { contentType } = JSON.parse(metadata) as { contentType: string };
      return {
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { file, meta } = this.paths(key);
    await rm(file, { force: true });
    await rm(meta, { force: true });
  }
}
