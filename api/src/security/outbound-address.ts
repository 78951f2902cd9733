import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a connection a user asked for may go (docs/security/outbound-connections.md): a host name is
 * resolved once, every address it has is checked, and the caller connects to the checked address
 * itself, so a second lookup (DNS rebinding) cannot send the connection somewhere else.
 */

/** Loopback, private, link-local, shared (CGNAT), documentation, benchmark, multicast and reserved ranges. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::, 6to4 2002::), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower) ?? /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})(?::|$)/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is anything but a public unicast address. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return NOT_PUBLIC.check(v4, 'ipv4');
  return NOT_PUBLIC.check(address, 'ipv6');
}

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: Lookup = (host) => dns.lookup(host, { all: true, verbatim: true });

export type ResolvedTarget =
  | { ok: true; address: string; family: number }
  | { ok: false; reason: 'not_found' | 'private' };

/**
 * Resolves `host` (a name or an address literal) and checks every address: with `allowPrivate`
 * false, one private or local address refuses the host, whatever the others are. Answers the
 * first address to connect to.
 */
export async function resolveOutboundTarget(host: string, options: { allowPrivate: boolean; lookup?: Lookup }): Promise<ResolvedTarget> {
  const literal = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(literal)) {
    addresses = [{ address: literal, family: isIP(literal) }];
  } else {
    try {
      addresses = await (options.lookup ?? systemLookup)(host);
    } catch {
      return { ok: false, reason: 'not_found' };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'not_found' };
  if (!options.allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) return { ok: false, reason: 'private' };
  return { ok: true, address: addresses[0]!.address, family: addresses[0]!.family };
}
