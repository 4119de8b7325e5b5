/**
 * Which addresses are on the public internet: what keeps a workflow action's outside request
 * (outbound.ts) off our own machine, the cloud metadata service and the private network behind us.
 * IPv6 addresses that carry an IPv4 address are judged by that address.
 */
import { BlockList, isIP } from 'node:net';

/** IPv4 ranges that are not the public internet (IANA special-purpose registry). */
const PRIVATE_IPV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including the broadcast 255.255.255.255
] as const) {
  PRIVATE_IPV4.addSubnet(network, prefix, 'ipv4');
}

/** IPv6 ranges that are not the public internet; those embedding an IPv4 address are judged by it instead. */
const PRIVATE_IPV6 = new BlockList();
for (const [network, prefix] of [
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated but still routed by some stacks
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: the client's IPv4 is hidden inside, so it cannot be judged
  ['64:ff9b:1::', 48], // local-use NAT64
] as const) {
  PRIVATE_IPV6.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail allowed), or null if it is none. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    for (const piece of part.split(':')) {
      if (piece.includes('.')) {
        if (isIP(piece) !== 4) return null;
        const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

function ipv4From(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The IPv4 address an IPv6 address carries (mapped, translated, NAT64, 6to4), or null. */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeroTo3 = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0;
  if (zeroTo3 && g4 === 0 && g5 === 0xffff) return ipv4From(g6, g7); // ::ffff:0:0/96
  if (zeroTo3 && g4 === 0xffff && g5 === 0) return ipv4From(g6, g7); // ::ffff:0:0:0/96
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return ipv4From(g6, g7); // 64:ff9b::/96
  if (g0 === 0x2002) return ipv4From(g1 ?? 0, g2 ?? 0); // 6to4
  return null;
}

/**
 * Whether an address (the text of an IPv4 or IPv6 address, no brackets) is on the public
 * internet. Anything else, including text that is not an address, is not.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !PRIVATE_IPV4.check(address, 'ipv4');
  // A zone (fe80::1%eth0) only means something for link-local and multicast addresses.
  if (family !== 6 || address.includes('%')) return false;
  const groups = ipv6Groups(address);
  if (!groups) return false;
  // ::/96 holds the unspecified address, loopback and the deprecated IPv4-compatible ::a.b.c.d,
  // which some stacks still hand to IPv4.
  if (groups.slice(0, 6).every((group) => group === 0)) return false;
  const embedded = embeddedIpv4(groups);
  if (embedded !== null) return isPublicAddress(embedded);
  return !PRIVATE_IPV6.check(address, 'ipv6');
}
