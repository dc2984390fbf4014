import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF guard of the feed reader: an editor types the feed's address into a block, and the
 * server fetches it, so without a guard a layout could make the server read its own admin
 * endpoints, the cloud's metadata service (169.254.169.254) or anything else on the private
 * network. Every host is resolved first and refused when any of its addresses is not public.
 */
const PRIVATE = new BlockList();
// "This network", loopback, the RFC 1918 ranges, carrier-grade NAT, link-local (cloud metadata),
// multicast and the reserved range up to the broadcast address.
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
PRIVATE.addAddress('::', 'ipv6');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');
PRIVATE.addSubnet('ff00::', 8, 'ipv6');

// IPv4-mapped addresses (::ffff:127.0.0.1) reach IPv4 hosts: none is a feed server worth the risk.
// A list of its own: a BlockList matches IPv4 addresses against mapped IPv6 rules too.
const MAPPED = new BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Whether an IP address (v4 or v6) is loopback, private, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return PRIVATE.check(address, 'ipv4');
  if (version === 6) return PRIVATE.check(address, 'ipv6') || MAPPED.check(address, 'ipv6');
  // Not an address at all: refuse rather than guess.
  return true;
}

export type HostLookup = (hostname: string) => Promise<{ address: string }[]>;

export const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A URL's host without the brackets of an IPv6 literal ('[::1]' → '::1'). */
export const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * 'ok' when every address the host resolves to is public, 'refused' when one is not, 'unknown'
 * when the name does not resolve. A literal address is checked as it is.
 */
export async function checkHost(url: URL, lookup: HostLookup): Promise<'ok' | 'refused' | 'unknown'> {
  const host = bareHost(url);
  if (isIP(host)) return isPrivateAddress(host) ? 'refused' : 'ok';
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host);
  } catch {
    return 'unknown';
  }
  if (addresses.length === 0) return 'unknown';
  return addresses.some(({ address }) => isPrivateAddress(address)) ? 'refused' : 'ok';
}
