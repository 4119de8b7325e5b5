/**
 * The one way the server reaches a URL a user chose (a workflow action's webhook or chat incoming
 * webhook, a calendar's feed), made safe against server-side request forgery: without care such a
 * URL could reach our own machine, the cloud metadata service or the private network behind us.
 *
 * What it guarantees: only http and https, no credentials in the URL; every address the host
 * resolves to must be public, and the connection goes to the exact address that was checked (no
 * second lookup, so no DNS-rebinding window); each redirect is checked the same way; the whole
 * exchange is bounded in time and in the size of the answer read.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import {
  request as httpRequest,
  validateHeaderName,
  validateHeaderValue,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestOptions,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.js';

export interface OutboundPolicy {
  /** Lets private, loopback and link-local addresses through: for local development only. */
  allowPrivateHosts: boolean;
  /** For the whole exchange: lookups, every redirect and reading the answer. */
  timeoutMs: number;
  maxResponseBytes: number;
  maxRedirects: number;
}

export const DEFAULT_OUTBOUND_POLICY: Readonly<OutboundPolicy> = {
  allowPrivateHosts: false,
  timeoutMs: 10_000,
  maxResponseBytes: 64 * 1024,
  maxRedirects: 3,
};

/** The request is not allowed: a bad scheme or header, credentials in the URL, a private address, too many redirects. */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
}

/** The host resolves to (or is) an address that is not public: the refusal a person can act on. */
export class PrivateAddressRefusedError extends OutboundRefusedError {
  override name = 'PrivateAddressRefusedError';
}

/** The request was allowed but did not complete: a network error, a timeout, an answer too large. */
export class OutboundFailedError extends Error {
  override name = 'OutboundFailedError';
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/**
 * What a test may swap. Not for production callers: the defaults are the protection.
 */
export interface OutboundSeams {
  /** Every address a host name resolves to; dns.lookup with `all` by default. */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
  /**
   * Whether an address may be reached; isPublicAddress by default (anything under
   * allowPrivateHosts). Tests let one local hop through with it, since the only receivers a test
   * can start are on loopback.
   */
  isAllowed?: (address: string) => boolean;
}

export interface OutboundAnswer {
  status: number;
  /** Lower-case names, as Node gives them (ETag and Last-Modified for a conditional GET). */
  headers: IncomingHttpHeaders;
  bodyText: string;
  durationMs: number;
  /** The URL that answered, after redirects. */
  finalUrl: string;
}

const USER_AGENT = 'Convene-Workflows/1';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Framing and hop-by-hop headers are ours to set: a caller's would confuse the exchange. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'proxy-authorization',
  'proxy-connection',
]);
/** Dropped when a redirect leaves the origin, as fetch does, so a secret goes only where it was meant to. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie'];

/** The URL if it is one we may request: http or https, without credentials. */
function targetOf(url: string): URL {
  let target: URL;
  try {
    // WHATWG parsing canonicalises a host given as 2130706433, 0x7f.1 or 017700000001 to
    // 127.0.0.1, and IPv6 to its compressed form, so the host checked is the host connected to.
    target = new URL(url);
  } catch {
    throw new OutboundRefusedError('The target is not a valid URL');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new OutboundRefusedError(
      `Only http and https URLs may be called, not ${target.protocol}`,
    );
  if (target.username || target.password)
    throw new OutboundRefusedError('The URL may not carry a user name or password');
  return target;
}

/** The host as an address or a name: without the brackets an IPv6 literal has in a URL. */
function bareHost(target: URL): string {
  return target.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** A time limit over the whole exchange; `expired` is the error it ends with. */
interface Deadline {
  signal: AbortSignal;
  expired: OutboundFailedError;
}

async function beforeDeadline<T>(work: Promise<T>, deadline: Deadline): Promise<T> {
  if (deadline.signal.aborted) throw deadline.expired;
  let onAbort = () => {};
  const expired = new Promise<never>((_, reject) => {
    onAbort = () => reject(deadline.expired);
    deadline.signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    deadline.signal.removeEventListener('abort', onAbort);
  }
}

async function defaultResolve(host: string): Promise<ResolvedAddress[]> {
  return dnsLookup(host, { all: true, verbatim: true });
}

/** The one address to connect to, after checking every address the host has. */
async function vettedAddress(
  target: URL,
  isAllowed: (address: string) => boolean,
  resolve: (host: string) => Promise<ResolvedAddress[]>,
  deadline: Deadline,
): Promise<ResolvedAddress> {
  const host = bareHost(target);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await beforeDeadline(resolve(host), deadline);
    } catch (error) {
      if (error === deadline.expired) throw error;
      throw new OutboundFailedError(`${host} could not be resolved: ${messageOf(error)}`);
    }
  }
  if (addresses.length === 0) throw new OutboundFailedError(`${host} has no addresses`);
  // Any private answer refuses the host, not only the first: the connection must not be able to
  // land on one. The address is left out of the message so refusals do not map internal names.
  for (const { address } of addresses) {
    if (isIP(address) === 0 || !isAllowed(address))
      throw new PrivateAddressRefusedError(`${host} resolves to an address that may not be called`);
  }
  const [first] = addresses;
  if (!first) throw new OutboundFailedError(`${host} has no addresses`);
  return { address: first.address, family: isIP(first.address) };
}

/** A lookup that answers only the vetted address, so the socket connects to what was checked. */
function pinnedLookup(vetted: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    // With autoSelectFamily (Node 20's default) the socket asks for every address at once.
    if (options.all) callback(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The caller's headers with lower-case names, refused if malformed or ours to set. */
function callerHeaders(headers: Record<string, string>): Record<string, string> {
  const checked: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (RESERVED_HEADERS.has(lower))
      throw new OutboundRefusedError(`The ${lower} header is set by the sender`);
    try {
      validateHeaderName(lower);
      validateHeaderValue(lower, value);
    } catch {
      throw new OutboundRefusedError(`The ${lower} header is not a valid header`);
    }
    checked[lower] = value;
  }
  return checked;
}

interface Attempt {
  method: 'POST' | 'GET';
  /** The JSON text; none for a GET, and once a redirect has turned a POST into one. */
  payload: string | undefined;
  headers: Record<string, string>;
}

type Exchange =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'answer'; status: number; headers: IncomingHttpHeaders; bodyText: string };

/** One request to the vetted address, read up to maxResponseBytes; a redirect is not followed here. */
function exchange(
  target: URL,
  vetted: ResolvedAddress,
  attempt: Attempt,
  policy: OutboundPolicy,
  deadline: Deadline,
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: Exchange | Error) => {
      if (settled) return;
      settled = true;
      deadline.signal.removeEventListener('abort', onAbort);
      if (outcome instanceof Error) {
        req.destroy();
        reject(outcome);
      } else {
        resolve(outcome);
      }
    };
    const onAbort = () => finish(deadline.expired);

    const host = bareHost(target);
    const options: RequestOptions = {
      method: attempt.method,
      host,
      port: target.port || undefined,
      path: `${target.pathname}${target.search}`,
      headers: {
        ...attempt.headers,
        host: target.host,
        'user-agent': USER_AGENT,
        ...(attempt.payload === undefined
          ? {}
          : {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(attempt.payload)),
            }),
      },
      lookup: pinnedLookup(vetted),
      // A fresh socket each time: a pooled one may have been opened under another policy.
      agent: false,
    };
    const req =
      target.protocol === 'https:'
        ? httpsRequest({
            ...options,
            rejectUnauthorized: true,
            // SNI and the certificate check use the name even though the socket goes to the
            // vetted address; an IP literal is not a valid server name.
            ...(isIP(host) === 0 ? { servername: host } : {}),
          })
        : httpRequest(options);

    req.on('error', (error) =>
      finish(
        deadline.signal.aborted
          ? deadline.expired
          : new OutboundFailedError(`${target.host} could not be reached: ${error.message}`),
      ),
    );
    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        res.destroy();
        finish({ kind: 'redirect', status, location });
        return;
      }
      const tooLarge = () =>
        new OutboundFailedError(
          `${target.host} answered with more than ${policy.maxResponseBytes} bytes`,
        );
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > policy.maxResponseBytes) {
        finish(tooLarge());
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > policy.maxResponseBytes) finish(tooLarge());
        else chunks.push(chunk);
      });
      res.on('end', () =>
        finish({
          kind: 'answer',
          status,
          headers: res.headers,
          bodyText: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', (error) =>
        finish(new OutboundFailedError(`${target.host} broke off its answer: ${error.message}`)),
      );
      res.on('close', () => {
        if (!res.complete) finish(new OutboundFailedError(`${target.host} broke off its answer`));
      });
    });

    if (deadline.signal.aborted) {
      finish(deadline.expired);
      return;
    }
    deadline.signal.addEventListener('abort', onAbort, { once: true });
    req.end(attempt.payload);
  });
}

/**
 * Sends the attempt to a URL a user chose, following redirects, under `policy`. The caller's headers
 * are checked first. Resolves with any HTTP answer (the caller judges the status); throws
 * OutboundRefusedError when the target may not be called and OutboundFailedError when it could not be.
 */
async function send(
  url: string,
  first: Attempt,
  policy: OutboundPolicy,
  seams: OutboundSeams,
): Promise<OutboundAnswer> {
  const started = performance.now();
  const isAllowed = seams.isAllowed ?? (policy.allowPrivateHosts ? () => true : isPublicAddress);
  const resolve = seams.resolve ?? defaultResolve;

  let target = targetOf(url);
  let attempt = { ...first, headers: callerHeaders(first.headers) };

  const controller = new AbortController();
  const deadline: Deadline = {
    signal: controller.signal,
    expired: new OutboundFailedError(`No answer within ${policy.timeoutMs} ms`),
  };
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const vetted = await vettedAddress(target, isAllowed, resolve, deadline);
      const outcome = await exchange(target, vetted, attempt, policy, deadline);
      if (outcome.kind === 'answer') {
        return {
          status: outcome.status,
          headers: outcome.headers,
          bodyText: outcome.bodyText,
          durationMs: Math.round(performance.now() - started),
          finalUrl: target.href,
        };
      }
      if (redirects >= policy.maxRedirects)
        throw new OutboundRefusedError(`More than ${policy.maxRedirects} redirects`);
      let next: URL;
      try {
        next = new URL(outcome.location, target);
      } catch {
        throw new OutboundRefusedError('A redirect named no valid URL');
      }
      next = targetOf(next.href);
      // 307 and 308 repeat the request as it was; 301, 302 and 303 turn a POST into a GET
      // without a body, as fetch does.
      if (outcome.status !== 307 && outcome.status !== 308)
        attempt = { ...attempt, method: 'GET', payload: undefined };
      if (next.origin !== target.origin) {
        const kept = { ...attempt.headers };
        for (const name of CREDENTIAL_HEADERS) delete kept[name];
        attempt = { ...attempt, headers: kept };
      }
      target = next;
    }
  } finally {
    clearTimeout(timer);
  }
}

/** POSTs `body` as JSON to a URL a user chose (see `send`). */
export async function postJson(
  url: string,
  body: unknown,
  policy: OutboundPolicy,
  headers: Record<string, string> = {},
  seams: OutboundSeams = {},
): Promise<OutboundAnswer> {
  const payload = JSON.stringify(body) ?? 'null';
  return send(url, { method: 'POST', payload, headers }, policy, seams);
}

/**
 * GETs a URL a user chose (see `send`); conditional headers (If-None-Match, If-Modified-Since)
 * pass through, so an unchanged resource answers 304 without a body.
 */
export async function getText(
  url: string,
  policy: OutboundPolicy,
  headers: Record<string, string> = {},
  seams: OutboundSeams = {},
): Promise<OutboundAnswer> {
  return send(url, { method: 'GET', payload: undefined, headers }, policy, seams);
}
