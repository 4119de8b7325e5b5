import { rmSync } from 'node:fs';

/** The embedded database of this run is thrown away with it. */
export default function teardown() {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
