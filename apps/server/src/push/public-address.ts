import { BlockList, isIP } from 'node:net';

/**
 * IPv4 blocks that are not the public internet (IANA special-purpose registry): this host,
 * private networks, carrier-grade NAT, loopback, link-local (cloud metadata at 169.254.169.254),
 * protocol assignments, documentation, benchmarking, multicast and reserved.
 */
const NOT_PUBLIC_IPV4: readonly [string, number][] = [
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
];

/**
 * IPv6 blocks inside global unicast (2000::/3) that are still not a public host: protocol
 * assignments (Teredo among them), documentation, 6to4 (which carries an IPv4 address, maybe a
 * private one) and SRv6 segment ids. Everything outside 2000::/3 — loopback, unique-local,
 * link-local, multicast, IPv4-mapped and NAT64 addresses — is refused before these are looked at.
 */
const NOT_PUBLIC_IPV6: readonly [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['5f00::', 16],
];

const notPublic = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_IPV4) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of NOT_PUBLIC_IPV6) notPublic.addSubnet(network, prefix, 'ipv6');

const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** Whether `address` (an IP literal) is a host of the public internet, so a push service may live there. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family === 6) return globalUnicast.check(address, 'ipv6') && !notPublic.check(address, 'ipv6');
  return false;
}
