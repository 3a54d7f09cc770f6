import { isIPv4, isIPv6 } from 'node:net';

/**
 * What kind of address an IP is, for the link preview's SSRF check: only `public` may be
 * fetched. Anything that is not plainly a globally routed unicast address (documentation,
 * benchmarking, reserved, 6to4 relays, Teredo…) is `reserved`.
 */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'unique-local'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'reserved'
  | 'invalid';

type Range4 = readonly [base: string, prefix: number, kind: AddressKind];

/** IANA's IPv4 special-purpose ranges (RFC 6890 and successors) that are not the public internet. */
const IPV4_RANGES: readonly Range4[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'cgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
];

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const IPV4_TABLE = IPV4_RANGES.map(([base, prefix, kind]) => ({
  base: ipv4ToNumber(base),
  size: 2 ** (32 - prefix),
  kind,
}));

function classifyIPv4Number(n: number): AddressKind {
  for (const range of IPV4_TABLE) if (n >= range.base && n < range.base + range.size) return range.kind;
  return 'public';
}

/** The eight 16-bit groups of a valid IPv6 address (zone id removed), with any dotted IPv4 tail. */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const n = ipv4ToNumber(dotted[1]);
    text = `${text.slice(0, dotted.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

function classifyIPv6(ip: string): AddressKind {
  const g = ipv6Groups(ip.replace(/%.*$/, ''));
  const embeddedV4 = (hi: number, lo: number) => classifyIPv4Number(hi * 65536 + lo);
  const [g0 = 0, g1 = 0, g2 = 0, , , g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroUpTo = (count: number) => g.slice(0, count).every((x) => x === 0);
  if (g.every((x) => x === 0)) return 'unspecified';
  if (zeroUpTo(7) && g7 === 1) return 'loopback';
  // ::ffff:a.b.c.d (IPv4-mapped) reaches the IPv4 address itself: it is whatever that one is.
  if (zeroUpTo(5) && g5 === 0xffff) return embeddedV4(g6, g7);
  // ::a.b.c.d (deprecated IPv4-compatible) and the rest of ::/8.
  if (g0 === 0) return 'reserved';
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // Only 2000::/3 is global unicast; everything else (NAT64 64:ff9b::/96, discard 100::/64,
  // site-local fec0::/10…) is not the public internet.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  // 6to4 (2002::/16) carries an IPv4 address in its next 32 bits: that one decides.
  if (g0 === 0x2002) return embeddedV4(g1, g2);
  // 2001::/23 (IETF protocol assignments, Teredo among them), 2001:db8::/32 and 3fff::/20
  // (documentation).
  if (g0 === 0x2001 && g1 < 0x200) return 'reserved';
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved';
  if (g0 === 0x3fff && (g1 & 0xf000) === 0) return 'reserved';
  return 'public';
}

/** The kind of one IP address (IPv4, IPv6, IPv4-mapped IPv6; brackets and a zone id allowed). */
export function classifyAddress(address: string): AddressKind {
  const ip = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (isIPv4(ip)) return classifyIPv4Number(ipv4ToNumber(ip));
  if (isIPv6(ip)) return classifyIPv6(ip);
  return 'invalid';
}

/** Whether the link preview may connect to this address. */
export const isPublicAddress = (address: string): boolean => classifyAddress(address) === 'public';
