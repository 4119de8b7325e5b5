/** The server as `npm run dev` runs it (from source), in a process of its own that a test may kill. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts the server on 127.0.0.1:`port` with `env` added, once it answers its health check. */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (tries > 1800) throw new Error('the server never answered');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
