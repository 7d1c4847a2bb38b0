import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not go (SSRF): addresses that are not the public internet. A registration
 * and every attempt resolve the endpoint's host and refuse it when any of its addresses is here,
 * then connect to the very address that was checked (delivery/send.ts), so a DNS answer that
 * changes between the check and the connection (rebinding) cannot swap it.
 */
const REFUSED_V4 = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // CGNAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const;
const REFUSED_V6 = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address in disguise
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (ULA), metadata fd00:ec2::254
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const;

const refused = new BlockList();
for (const [address, prefix] of REFUSED_V4) refused.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of REFUSED_V6) refused.addSubnet(address, prefix, 'ipv6');

/** The operator's allowed ranges (WEBHOOK_ALLOWED_RANGES), as a list to check against. */
export function allowedRangesOf(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix = ''] = range.split('/');
    list.addSubnet(address, Number(prefix), isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 it is. */
function unmapped(address: string): { address: string; family: 4 | 6 } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 4 };
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}

/** Whether a webhook may connect to `address`: public, or inside an allowed range. */
export function isDeliverableAddress(address: string, allowed: BlockList): boolean {
  const plain = unmapped(address);
  const type = plain.family === 6 ? 'ipv6' : 'ipv4';
  if (allowed.check(plain.address, type)) return true;
  return !refused.check(plain.address, type);
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

export type AddressCheck =
  | { ok: true; address: string; family: 4 | 6 }
  | { ok: false; reason: 'refused' | 'unresolvable'; address?: string };

/**
 * The address to connect to for `url`: its host's first address when every address it resolves
 * to may be reached (one refused address refuses the host: which one the connection would take
 * is not ours to choose), or why not.
 */
export async function checkEndpointAddress(
  url: URL,
  allowed: BlockList,
  resolve: Resolver = systemResolver,
): Promise<AddressCheck> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let answers: { address: string; family: number }[];
  if (isIP(host) !== 0) answers = [{ address: host, family: isIP(host) }];
  else {
    try {
      answers = await resolve(host);
    } catch {
      return { ok: false, reason: 'unresolvable' };
    }
  }
  const first = answers[0];
  if (!first) return { ok: false, reason: 'unresolvable' };
  const bad = answers.find((answer) => !isDeliverableAddress(answer.address, allowed));
  if (bad) return { ok: false, reason: 'refused', address: bad.address };
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}
