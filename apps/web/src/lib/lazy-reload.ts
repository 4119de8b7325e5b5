/**
 * A deploy replaces the hashed chunks, so a tab opened before it asks for files that no longer
 * exist. Reloading once fetches the new index.html and its chunks; a flag in sessionStorage
 * stops a chunk that is truly broken from reloading the page forever.
 */
const RELOAD_FLAG = 'convene:chunk-reload';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ReloadDeps {
  storage: FlagStorage;
  reload: () => void;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(`${error.name} ${error.message}`);
}

/** True at most once per tab session until a lazy load succeeds again. */
export function claimReload(storage: FlagStorage): boolean {
  if (storage.getItem(RELOAD_FLAG) !== null) return false;
  storage.setItem(RELOAD_FLAG, String(Date.now()));
  return true;
}

/** Imports a route module; on a chunk error reloads once (deps.reload), otherwise rethrows to the router. */
export async function importWithReload<T>(
  importer: () => Promise<T>,
  deps: ReloadDeps,
): Promise<T> {
  try {
    const loaded = await importer();
    deps.storage.removeItem(RELOAD_FLAG);
    return loaded;
  } catch (error) {
    if (isChunkLoadError(error) && claimReload(deps.storage)) {
      deps.reload();
      // The page is going away; never settle so the router shows nothing in between.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}
