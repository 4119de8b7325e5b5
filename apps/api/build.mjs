// Bundles the server into dist/main.js. Workspace packages (@convene/*) ship TypeScript source, so
// they are bundled; everything from node_modules stays external and is loaded at run time.
// Also leaves an initialised, empty PGlite data folder in dist/pglite-template, which the server
// copies for a new DATA_DIR instead of running initdb in its own process (see src/db/index.ts).
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const workspacePackage = /^@convene\//;

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          workspacePackage.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// initdb takes seconds and most of a gigabyte, so it runs again only for another PGlite version.
const template = 'dist/pglite-template';
const versionFile = `${template}.version`;
const pgliteVersion = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../package.json', import.meta.resolve('@electric-sql/pglite'))),
    'utf8',
  ),
).version;
const current =
  existsSync(`${template}/PG_VERSION`) &&
  existsSync(versionFile) &&
  readFileSync(versionFile, 'utf8') === pgliteVersion;
if (!current) {
  const fresh = `${template}.new`;
  rmSync(fresh, { recursive: true, force: true });
  const database = new PGlite(fresh);
  await database.waitReady;
  await database.close();
  rmSync(template, { recursive: true, force: true });
  renameSync(fresh, template);
  writeFileSync(versionFile, pgliteVersion);
}
