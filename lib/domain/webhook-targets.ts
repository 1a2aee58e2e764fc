import { BlockList, isIP } from 'node:net';

import { WEBHOOK_MESSAGES } from './webhooks';

// Where a webhook may be sent (docs/webhooks.md#ssrf): only https, only public addresses. The
// server resolves the name itself at creation and at every delivery, and connects to the address
// it checked (lib/services/webhooks/targets.ts); this module holds the pure rules.

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback (::1), IPv4-compatible
  ['64:ff9b::', 96], // NAT64: would reach an IPv4 address through a gateway
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two). */
function groupsOf(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === null ? [] : part(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:10.0.0.1, ::ffff:a00:1); null otherwise. */
function mappedIpv4(address: string): string | null {
  const g = groupsOf(address);
  if (g.slice(0, 5).some((x) => x !== 0) || g[5] !== 0xffff) return null;
  return [g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255].join('.');
}

/** Whether a webhook may not go to this address: loopback, private, link-local, reserved; or not an IP at all. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, 'ipv4');
  if (version !== 6) return true;
  const inner = mappedIpv4(bare);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(bare, 'ipv6');
}

export type TargetCheck = { ok: true; url: URL } | { ok: false; message: string };

/**
 * The rules a target URL must meet before any name is resolved: absolute http(s), https unless
 * private targets are allowed (development and tests), no credentials, and an IP literal or a
 * `localhost` name only where private targets are allowed.
 */
export function checkTargetUrl(raw: string, allowPrivate: boolean): TargetCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: WEBHOOK_MESSAGES.urlInvalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: WEBHOOK_MESSAGES.urlInvalid };
  if (url.username || url.password) return { ok: false, message: WEBHOOK_MESSAGES.credentials };
  if (!url.hostname) return { ok: false, message: WEBHOOK_MESSAGES.urlInvalid };
  if (allowPrivate) return { ok: true, url };
  if (url.protocol !== 'https:') return { ok: false, message: WEBHOOK_MESSAGES.httpsOnly };
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) && isBlockedAddress(host)) return { ok: false, message: WEBHOOK_MESSAGES.privateAddress };
  if (host === 'localhost' || host.endsWith('.localhost'))
    return { ok: false, message: WEBHOOK_MESSAGES.privateAddress };
  return { ok: true, url };
}
