import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// apps/api in development; its auth accepts requests from its own origin only.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': { target: apiOrigin, changeOrigin: true, headers: { origin: apiOrigin } } },
  },
  build: { outDir: 'dist' },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
