import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_WEB_DIST_DIR, listenFromEnv } from '../src/config.js';

describe('configuration from the environment', () => {
  let cwd: string;
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));
  const fresh = () => (cwd = mkdtempSync(path.join(tmpdir(), 'convene-config-')));

  it('runs on the embedded defaults with nothing set, keeping a generated secret across restarts', () => {
    fresh();
    const config = configFromEnv({}, cwd);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(cwd, '.data', 'pglite') });
    expect(config.mail).toEqual({ kind: 'outbox' });
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.linksFollowRequestOrigin).toBe(true);
    expect(config.authAttempts).toEqual({ perEmail: 10, perAddress: 30, windowMinutes: 15 });
    expect(config.webDistDir).toBe(DEFAULT_WEB_DIST_DIR);
    expect(config.logLevel).toBe('info');
    expect(config.auth.kind).toBe('local');
    expect(configFromEnv({}, cwd).auth).toEqual(config.auth);
    expect(listenFromEnv({})).toEqual({ port: 3000, host: '0.0.0.0' });
  });

  it('switches each port to its real adapter by configuration', () => {
    fresh();
    const config = configFromEnv(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://db/convene',
        SMTP_URL: 'smtp://mail:25',
        CLERK_SECRET_KEY: 'sk_live_x',
        CLERK_JWT_KEY: 'pem',
        CLERK_AUTHORIZED_PARTIES: 'https://a.example, https://b.example',
        APP_URL: 'https://convene.example/',
        WEB_DIST_DIR: 'web',
        AUTH_ATTEMPTS_PER_EMAIL: '5',
        AUTH_ATTEMPTS_PER_ADDRESS: '50',
        AUTH_ATTEMPTS_WINDOW_MINUTES: '30',
      },
      cwd,
    );
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://db/convene' });
    expect(config.mail).toMatchObject({ kind: 'smtp', url: 'smtp://mail:25' });
    expect(config.auth).toEqual({
      kind: 'clerk',
      secretKey: 'sk_live_x',
      jwtKey: 'pem',
      authorizedParties: ['https://a.example', 'https://b.example'],
      apiUrl: undefined,
    });
    expect(config.appUrl).toBe('https://convene.example');
    expect(config.linksFollowRequestOrigin).toBe(false);
    expect(config.authAttempts).toEqual({ perEmail: 5, perAddress: 50, windowMinutes: 30 });
    expect(config.webDistDir).toBe(path.join(cwd, 'web'));
  });

  it('refuses an attempt limit that is not a positive number', () => {
    fresh();
    expect(() => configFromEnv({ AUTH_ATTEMPTS_PER_EMAIL: 'ten' }, cwd)).toThrow(
      /AUTH_ATTEMPTS_PER_EMAIL/,
    );
    expect(() => configFromEnv({ AUTH_ATTEMPTS_WINDOW_MINUTES: '0' }, cwd)).toThrow(
      /AUTH_ATTEMPTS_WINDOW_MINUTES/,
    );
  });

  it('limits Ask AI questions to 20 per user per minute unless ASK_AI_QUESTIONS_PER_MINUTE says otherwise', () => {
    fresh();
    expect(configFromEnv({}, cwd).askAi).toEqual({ questionsPerMinute: 20 });
    expect(configFromEnv({ ASK_AI_QUESTIONS_PER_MINUTE: '5' }, cwd).askAi).toEqual({
      questionsPerMinute: 5,
    });
    expect(() => configFromEnv({ ASK_AI_QUESTIONS_PER_MINUTE: '-1' }, cwd)).toThrow(
      /ASK_AI_QUESTIONS_PER_MINUTE/,
    );
  });

  it('syncs calendars every 5 minutes from public addresses only, unless told otherwise', () => {
    fresh();
    const { calendars } = configFromEnv({}, cwd);
    expect(calendars.syncMinutes).toBe(5);
    expect(calendars.outbound).toMatchObject({
      allowPrivateHosts: false,
      maxResponseBytes: 5 * 1024 * 1024,
    });
    const local = configFromEnv(
      { CALENDAR_SYNC_MINUTES: '1', CALENDAR_ALLOW_PRIVATE_HOSTS: 'true' },
      cwd,
    ).calendars;
    expect(local.syncMinutes).toBe(1);
    expect(local.outbound.allowPrivateHosts).toBe(true);
    expect(
      configFromEnv({ WORKFLOW_ALLOW_PRIVATE_HOSTS: 'yes' }, cwd).calendars.outbound,
    ).toMatchObject({ allowPrivateHosts: false });
    expect(() => configFromEnv({ CALENDAR_SYNC_MINUTES: '0' }, cwd)).toThrow(
      /CALENDAR_SYNC_MINUTES/,
    );
  });

  it('refuses an unknown log level', () => {
    fresh();
    expect(() => configFromEnv({ LOG_LEVEL: 'loud' }, cwd)).toThrow(/LOG_LEVEL/);
  });
});
