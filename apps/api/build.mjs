// Bundles the server into dist/main.js. Workspace packages (@convene/*) ship TypeScript source, so
// they are bundled; everything from node_modules stays external and is loaded at run time.
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
