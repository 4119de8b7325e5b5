import { defineConfig, devices } from '@playwright/test';
import { CHROME_LAUNCH_FLAGS, chromePath } from '../chromium';
import { assertBuilt, e2eServer } from './server';

const server = e2eServer();
if (!server.external) assertBuilt();

export default defineConfig({
  testDir: './tests',
  globalTeardown: './teardown.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Generous: sign-up hashes a password, and CI runs other suites on the same two cores.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: server.baseURL,
    launchOptions: { executablePath: chromePath(), args: CHROME_LAUNCH_FLAGS },
    // Recording a trace for every journey (a snapshot at each action) doubled the suite's CPU, and
    // CI keeps none of them: a failure leaves its screenshot and page snapshot (error-context.md).
    // E2E_TRACE=1 records them again, kept for the journeys that fail.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: server.external
    ? undefined
    : {
        // The server exactly as `npm start` runs it, memory flags included.
        command: 'npm run serve --workspace=@convene/api',
        url: `${server.baseURL}/api/health`,
        env: {
          PORT: String(server.port),
          DATA_DIR: server.dataDir,
          APP_URL: server.baseURL,
          // Every journey signs up from 127.0.0.1: the address limit would refuse the later ones.
          AUTH_ATTEMPTS_PER_ADDRESS: '1000',
          // The meeting simulator at seconds, not minutes: the bot journeys watch whole meetings,
          // and the call outlasts two of the bots list's 5 s refreshes. At 20 s the people's pause
          // for the agent's answer is still over 2 s, time enough on two cores running other
          // suites; the agent does not talk over a line said before it starts.
          BOT_SIMULATOR_JOIN_SECONDS: '2',
          AGENT_GREETING_SECONDS: '1',
          BOT_SIMULATOR_MEETING_SECONDS: '20',
          // The workflow journeys' receivers listen on 127.0.0.1, which is refused by default.
          WORKFLOW_ALLOW_PRIVATE_HOSTS: 'true',
          // The calendar journeys' feeds are served on 127.0.0.1 too.
          CALENDAR_ALLOW_PRIVATE_HOSTS: 'true',
        },
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
