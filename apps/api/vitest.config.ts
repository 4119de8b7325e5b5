import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each file starts servers and databases of its own; migrations and password hashing are slow on
    // 2 cores, the more so beside the stories or the journeys in CI.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    // Each file builds its own servers and databases from its own config, so files share nothing
    // through modules; loading the app and compiling PGlite once per worker instead of once per file
    // takes the suite from 22.5 to 15.7 minutes of CPU.
    isolate: false,
  },
});
