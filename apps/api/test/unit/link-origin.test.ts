import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { linkOriginFor } from '../../src/providers/auth/link-origin.js';

const APP_URL = 'http://localhost:3000';
const from = (origin: string) => new Request(`${origin}/api/auth/request-password-reset`);

describe('the origin of e-mailed links', () => {
  it('is APP_URL when APP_URL is set', () => {
    expect(linkOriginFor('https://convene.example', false, from('http://127.0.0.1:3000'))).toBe(
      'https://convene.example',
    );
  });

  it("follows the request to this machine's own addresses and names", () => {
    for (const origin of [
      'http://127.0.0.1:3000',
      'http://localhost:4000',
      'http://[::1]:3000',
      `http://${hostname().toLowerCase()}:3000`,
    ]) {
      expect(linkOriginFor(APP_URL, true, from(origin))).toBe(origin);
    }
  });

  it('does not follow a Host header naming someone else, which would send them the token', () => {
    expect(linkOriginFor(APP_URL, true, from('http://attacker.example'))).toBe(APP_URL);
    expect(linkOriginFor(APP_URL, true, from('http://8.8.8.8:3000'))).toBe(APP_URL);
  });
});
