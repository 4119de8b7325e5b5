/** Reads the environment, builds the server and listens (PORT, default 3000; HOST, default 0.0.0.0). */
import { buildApp } from './app.js';
import { configFromEnv, listenFromEnv } from './config.js';

const startedAt = performance.now();
// npm runs workspace scripts inside the workspace; relative paths (DATA_DIR) mean where npm was typed.
const app = await buildApp(configFromEnv(process.env, process.env.INIT_CWD ?? process.cwd()));
const { port, host } = listenFromEnv(process.env);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port, host });
  app.log.info(
    `Convene is listening on port ${port} after ${Math.round(performance.now() - startedAt)} ms`,
  );
} catch (error) {
  app.log.fatal(error);
  process.exit(1);
}
