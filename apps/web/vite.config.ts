import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
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
  build: { outDir: 'dist' },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
}));
