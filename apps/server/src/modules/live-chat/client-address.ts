/**
 * The address a /webchat customer connects from, for the per-address limits. Behind a proxy
 * (TRUST_PROXY) it is the first X-Forwarded-For entry, as Fastify's request.ip answers with
 * trustProxy: true; else the socket's peer. IPv4-mapped IPv6 counts as IPv4, and an IPv6 address
 * counts as its /64 (one home or device gets a whole /64 and can rotate within it at will).
 */
import { isIPv6 } from 'node:net';

export interface HandshakeLike {
  address: string;
  headers: Record<string, string | string[] | undefined>;
}

export function clientAddress(handshake: HandshakeLike, trustProxy: boolean): string {
  const forwarded = trustProxy ? firstForwarded(handshake.headers['x-forwarded-for']) : undefined;
  return addressKey(forwarded ?? handshake.address);
}

function firstForwarded(header: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  const first = raw?.split(',')[0]?.trim();
  return first ? first : undefined;
}

/** The key an address is limited under: IPv4 as is, IPv6 by its /64 prefix. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
