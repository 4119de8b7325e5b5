import { describe, expect, it, vi } from 'vitest';
import { claimReload, importWithReload, isChunkLoadError } from './lazy-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    size: () => values.size,
  };
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/dashboard-abc.js');

describe('isChunkLoadError', () => {
  it('recognises the messages browsers give for a missing chunk', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('claimReload', () => {
  it('allows one reload per session', () => {
    const storage = memoryStorage();
    expect(claimReload(storage)).toBe(true);
    expect(claimReload(storage)).toBe(false);
  });
});

describe('importWithReload', () => {
  it('returns the module and clears the flag when the import succeeds', async () => {
    const storage = memoryStorage();
    storage.setItem('convene:chunk-reload', '1');
    const reload = vi.fn();
    await expect(
      importWithReload(async () => ({ page: 'dashboard' }), { storage, reload }),
    ).resolves.toEqual({
      page: 'dashboard',
    });
    expect(storage.size()).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once on a chunk error', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const pending = importWithReload(() => Promise.reject(chunkError()), { storage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const settled = await Promise.race([pending.then(() => 'settled'), Promise.resolve('pending')]);
    expect(settled).toBe('pending');
  });

  it('rethrows instead of reloading again when the reload did not help', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    void importWithReload(() => Promise.reject(chunkError()), { storage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(
      importWithReload(() => Promise.reject(chunkError()), { storage, reload }),
    ).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('rethrows errors that are not chunk errors without reloading', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    await expect(
      importWithReload(() => Promise.reject(new Error('boom')), { storage, reload }),
    ).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
    expect(storage.size()).toBe(0);
  });
});
