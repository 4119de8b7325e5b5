/**
 * The origin e-mailed links open on. With APP_URL unset, a link follows the address the request
 * came in on (localhost, 127.0.0.1, the machine's LAN address or name), but only when that address
 * is this machine's own: the Host header is the client's to choose, and a reset or verification
 * link pointing at someone else's host would hand them its token.
 */
import { hostname, networkInterfaces } from 'node:os';
import { isIP } from 'node:net';

function ownHostnames(): Set<string> {
  const name = hostname().toLowerCase();
  const names = new Set(['localhost', name, `${name}.local`, `${name}.lan`]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) names.add(address.address.toLowerCase());
  }
  return names;
}

function isOwnHost(host: string): boolean {
  // URL keeps IPv6 hosts in brackets.
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4 && bare.startsWith('127.')) return true;
  return ownHostnames().has(bare);
}

export function linkOriginFor(
  appUrl: string,
  followRequestOrigin: boolean,
  request: Request | undefined,
): string {
  if (!followRequestOrigin || !request) return appUrl;
  const origin = new URL(request.url);
  return isOwnHost(origin.hostname) ? origin.origin : appUrl;
}
