import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The product's tables, then the embedded adapters' own (kept by their providers).
  schema: [
    './src/db/schema.ts',
    './src/providers/jobs/schema.ts',
    './src/providers/meeting-bots/simulator-schema.ts',
    './src/providers/payments/sandbox-schema.ts',
  ],
  out: './drizzle',
});
