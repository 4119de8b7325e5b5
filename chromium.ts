/**
 * The system Chromium that both browser suites run on: the story screenshots (packages/ui) and the
 * journeys (e2e). One copy of its path and flags, so the two never drift apart.
 */
import { existsSync } from 'node:fs';

export const CHROME_LAUNCH_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The system Chromium; the tests never download a browser. */
export function chromePath(): string {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ` +
        'or set CHROME_PATH to a Chrome or Chromium binary, then run the tests again.',
    );
  }
  return executablePath;
}
