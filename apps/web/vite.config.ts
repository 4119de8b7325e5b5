import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tailwindMergeGroups } from './build/tailwind-merge-groups.ts';

// apps/api in development; its auth accepts requests from its own APP_URL origin only.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/*
 * React Router's package exports only its development build (dev-time warnings and checks); the
 * production build it ships beside it is smaller and is what a visitor should download.
 */
const reactRouterProduction = (specifier: string) =>
  fileURLToPath(import.meta.resolve(specifier)).replace(
    `${path.sep}development${path.sep}`,
    `${path.sep}production${path.sep}`,
  );

/** A build step that rewrites the code of the dependency files `id` matches, before bundling. */
function rewriteDependency(name: string, id: RegExp, rewrite: (code: string) => string): Plugin {
  return {
    name: `convene:${name}`,
    apply: 'build',
    transform: { filter: { id }, handler: (code) => ({ code: rewrite(code), map: null }) },
  };
}

/*
 * React Router's build defines every component, context and memo at the top level without a pure
 * annotation and names them with top-level displayName writes, so the bundler keeps all of them,
 * used or not (data routers, forms, fetchers, prefetching: some 3 kB gzip on every page). Marking
 * those calls pure and dropping the names, which only React DevTools reads, lets unused ones go.
 */
const reactRouterTreeShaking = rewriteDependency(
  'react-router-tree-shaking',
  /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
  (code) =>
    code
      .replace(/\bReact\d*\.(?:createContext|forwardRef|memo)\(/g, '/* @__PURE__ */ $&')
      .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, ''),
);

/*
 * Radix's packages are built to keep their functions' names: every component and hook is followed
 * by an `__name(fn, "Name")` call that sets `fn.name`, which only stack traces and React DevTools
 * read. Those calls and their strings ship on every page that opens a menu, select or dialog.
 * Making `__name` hand back its function and dropping its standalone calls lets them go.
 */
const radixWithoutNames = rewriteDependency(
  'radix-without-names',
  /[\\/]node_modules[\\/]@radix-ui[\\/][^\\/]+[\\/]dist[\\/]index\.mjs$/,
  (code) =>
    code
      .replace(/^var __name = .*$/m, 'var __name = (target) => target;')
      .replace(/^\s*__name\([\w$]+, "[^"]*"\);$/gm, ''),
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterTreeShaking,
    radixWithoutNames,
    tailwindMergeGroups(fileURLToPath(import.meta.resolve('@convene/ui/globals.css'))),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('react-router') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('react-router/dom') },
          ]
        : [],
  },
  server: {
    proxy: { '/api': { target: apiOrigin, changeOrigin: true, headers: { origin: apiOrigin } } },
  },
  build: {
    outDir: 'dist',
    /*
     * Modules the entry imports statically are needed on every page, yet rolldown splits those that
     * lazy pages share too (React, the JSX runtime, its own runtime, the icon helper) into chunks of
     * their own, each a request with its own gzip overhead: keep them all in the entry.
     */
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  test: { include: ['{src,build}/**/*.test.{ts,tsx}'], environment: 'node' },
}));
