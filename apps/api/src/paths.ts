/**
 * Where the package's own files are. This file sits directly in src/, and the bundle directly in
 * dist/: both one level below the package, so these paths hold in source and in the bundle.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_MIGRATIONS_FOLDER = path.join(packageDir, 'drizzle');
export const DEFAULT_CONTRACT_PATH = path.join(packageDir, '..', '..', 'openapi', 'openapi.yaml');
export const DEFAULT_WEB_DIST_DIR = path.join(packageDir, '..', 'web', 'dist');
/** An initialised, empty PGlite data folder that `npm run build` leaves here (see build.mjs). */
export const PGLITE_TEMPLATE_DIR = path.join(packageDir, 'dist', 'pglite-template');
