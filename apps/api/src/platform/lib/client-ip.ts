// The key of a client address for everything that counts or matches per address (rate limits, lead limits, view
// counters, the spam-IP list): an IPv4 address as itself (/32), an IPv6 address by its /64 (one subscriber's
// network: a host picks any of its 2^64 addresses at will), an IPv4-mapped IPv6 address as the IPv4 it carries.
// The address itself is the one Fastify derived through TRUST_PROXY (`req.ip`), never a header read here.
import ipaddr from 'ipaddr.js';

/** Prefix length that identifies one IPv6 client. */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * The address key of `ip`: `203.0.113.9` for IPv4, `2001:db8:1:2::/64` for IPv6; a string that is not an address
 * is returned as given (lower-cased), so it still keys something and never throws.
 */
export function clientAddressKey(ip: string): string {
  const raw = ip.trim().toLowerCase();
  const bare = raw.startsWith('[') && raw.endsWith(']') ? raw.slice(1, -1) : raw;
  // A zone (fe80::1%eth0) names the interface, not the host.
  const unzoned = bare.replace(/%.*$/, '');
  if (!ipaddr.isValid(unzoned)) return raw;
  let address = ipaddr.parse(unzoned);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, IPV6_CLIENT_PREFIX / 16);
  const network = ipaddr.IPv6.parse(`${parts.map((p) => p.toString(16)).join(':')}::`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}

/**
 * The address itself, plainly written (an IPv4-mapped IPv6 address as its IPv4, no zone), for comparing with
 * listed addresses and ranges; a string that is not an address is returned as given.
 */
export function plainAddress(ip: string): string {
  const raw = ip.trim().toLowerCase();
  const bare = (raw.startsWith('[') && raw.endsWith(']') ? raw.slice(1, -1) : raw).replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return raw;
  return ipaddr.process(bare).toString();
}

/** Whether two addresses are the same client by `clientAddressKey`. */
export function isSameClient(a: string, b: string): boolean {
  return clientAddressKey(a) === clientAddressKey(b);
}
