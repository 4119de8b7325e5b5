/**
 * Security headers on every response (API, web app, errors, 404s): a Content-Security-Policy that
 * runs only the app's own scripts (plus Clerk's and Razorpay's when they are configured), no
 * framing, no MIME sniffing, a strict referrer, HSTS behind https, and the microphone for the app
 * alone. The values are worked out once, at start-up.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface ThirdPartyScripts {
  /** Clerk's Frontend API origin (from the publishable key) when Clerk is configured. */
  clerkFrontendApi: string | null;
  /** Razorpay Checkout is configured (RAZORPAY_KEY_ID). */
  razorpay: boolean;
  /** The self-hosted workflow builder's origin and its embed SDK's, when configured. */
  workflowEmbed?: { instanceOrigin: string; sdkOrigin: string } | null;
}

/**
 * A publishable key is `pk_test_` or `pk_live_` and the base64 of the Frontend API host followed
 * by `$` (as Clerk's SDKs read it); null when the key is not one.
 */
export function clerkFrontendApi(publishableKey: string): string | null {
  const encoded = /^pk_(?:test|live)_([A-Za-z0-9+/=_-]+)$/.exec(publishableKey)?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const host = decoded.endsWith('$') ? decoded.slice(0, -1) : '';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host) ? `https://${host}` : null;
}

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

export function contentSecurityDirectives({
  clerkFrontendApi: clerk,
  razorpay,
  workflowEmbed,
}: ThirdPartyScripts): Record<string, string[] | null> {
  const clerkOrigin = clerk ? [clerk] : [];
  const builder = workflowEmbed ? [workflowEmbed.instanceOrigin] : [];
  const frames = [
    ...(clerk ? ['https://challenges.cloudflare.com'] : []),
    ...(razorpay ? [RAZORPAY_API, RAZORPAY_CHECKOUT] : []),
    ...builder,
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      ...clerkOrigin,
      ...(razorpay ? [RAZORPAY_CHECKOUT] : []),
      ...(workflowEmbed ? [workflowEmbed.sdkOrigin] : []),
    ],
    scriptSrcAttr: ["'none'"],
    // Radix and sonner set style attributes and sonner adds its stylesheet at run time; styles
    // cannot run code, scripts stay locked to the list above.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(clerk ? ['https://img.clerk.com'] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...clerkOrigin, ...(razorpay ? [RAZORPAY_API] : []), ...builder],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: frames.length > 0 ? frames : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Helmet adds it by default; on plain http (localhost, a LAN address) it would break the app.
    upgradeInsecureRequests: null,
  };
}

/** The microphone (agent tests) for the app itself; nothing else a page could ask for. */
export const PERMISSIONS_POLICY =
  'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Helmet's headers for these settings, worked out once: its middleware runs at start-up on a
 * response that only records them. Running helmet per request rebuilt its whole configuration
 * (the CSP parsed again) on every answer.
 */
export function securityHeaders({
  appUrl,
  scripts,
}: {
  appUrl: string;
  scripts: ThirdPartyScripts;
}): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // Helmet removes X-Powered-By, which this server never sends.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(scripts) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sign-in providers (Clerk) may open pop-ups that report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: appUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
