import { describe, expect, it } from 'vitest';
import { clerkFrontendApi, contentSecurityDirectives } from '../../src/http/security-headers.js';

const publishableKey = (host: string, kind = 'test') =>
  `pk_${kind}_${Buffer.from(`${host}$`).toString('base64')}`;

describe('clerkFrontendApi', () => {
  it("reads the Frontend API host out of a publishable key, as Clerk's SDKs do", () => {
    expect(clerkFrontendApi(publishableKey('clerk.convene.example'))).toBe(
      'https://clerk.convene.example',
    );
    expect(clerkFrontendApi(publishableKey('happy-cat-12.clerk.accounts.dev', 'live'))).toBe(
      'https://happy-cat-12.clerk.accounts.dev',
    );
  });

  it('refuses anything that is not a publishable key of a host name', () => {
    expect(clerkFrontendApi('')).toBeNull();
    expect(clerkFrontendApi('sk_test_abc')).toBeNull();
    expect(
      clerkFrontendApi(`pk_test_${Buffer.from('no-dollar.example').toString('base64')}`),
    ).toBeNull();
    expect(clerkFrontendApi(publishableKey("evil.example 'unsafe-inline'"))).toBeNull();
  });
});

describe('contentSecurityDirectives', () => {
  it('allows only the app itself when nothing is configured', () => {
    const directives = contentSecurityDirectives({ clerkFrontendApi: null, razorpay: false });
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.connectSrc).toEqual(["'self'"]);
    expect(directives.frameSrc).toEqual(["'none'"]);
    expect(directives.frameAncestors).toEqual(["'none'"]);
  });
});
