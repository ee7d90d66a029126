/**
 * Which addresses a brand function may reach (issue 20, finding 11). A brand's API is on the public
 * internet; loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * unique-local and unspecified addresses belong to the server's own network, so a brand function
 * could otherwise be turned against internal services. They are refused unless the operator allows
 * them explicitly (BRAND_FUNCTION_ALLOWED_HOSTS: host names, addresses or CIDR ranges, each with an
 * optional port). Every address a host name resolves to is checked, and the caller connects to the
 * checked addresses only (see guarded-request.ts), so DNS cannot answer differently the second time.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export interface ResolvedAddress { address: string; family: 4 | 6 }

interface AllowedHost { host: string; port: number | undefined }
interface AllowedRange { list: BlockList; port: number | undefined }
/** One API on a known origin (scheme, host, port), below one path: the server's own demo store API. */
export interface AllowedApi { origin: string; pathPrefix: string }
export interface AddressAllowance {
  hosts: AllowedHost[];
  ranges: AllowedRange[];
  /** Not the operator's list: the server's own demo store API (withOwnApi), trusted at exactly that origin and path. */
  apis?: AllowedApi[];
}

export const NO_ALLOWANCE: AddressAllowance = { hosts: [], ranges: [] };

const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.168.0.0', 16], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) BLOCKED.addSubnet(net, prefix, 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `::ffff:127.0.0.1` (and its hex form `::ffff:7f00:1`) is 127.0.0.1: check the IPv4 address inside. */
export function unmapped(address: string): string {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return address;
}

export function isBlockedAddress(address: string): boolean {
  const plain = unmapped(address);
  return BLOCKED.check(plain, familyOf(plain));
}

const withoutBrackets = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

function parseEntry(entry: string): { host: AllowedHost } | { range: AllowedRange } {
  const fail = () => new Error(`BRAND_FUNCTION_ALLOWED_HOSTS: "${entry}" is not a host[:port], an address or a CIDR range`);
  const cidr = /^(?:\[([^\]]+)\]|([^/\s]+))\/(\d{1,3})(?::(\d{1,5}))?$/.exec(entry);
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  const plain = /^([^:/\s]+)(?::(\d{1,5}))?$/.exec(entry);
  let host: string;
  let prefix: number | undefined;
  let port: string | undefined;
  if (cidr) [host, prefix, port] = [cidr[1] ?? cidr[2] ?? '', Number(cidr[3]), cidr[4]];
  else if (bracketed?.[1]) [host, port] = [bracketed[1], bracketed[2]];
  else if (isIP(entry) === 6) host = entry;
  else if (plain?.[1]) [host, port] = [plain[1], plain[2]];
  else throw fail();
  const portNumber = port === undefined ? undefined : Number(port);
  if (portNumber !== undefined && (portNumber < 1 || portNumber > 65_535)) throw fail();
  const ip = unmapped(host);
  if (isIP(ip) === 0) {
    if (prefix !== undefined || !/^[a-z0-9.-]+$/i.test(host)) throw fail();
    return { host: { host: host.toLowerCase(), port: portNumber } };
  }
  const family = familyOf(ip);
  const max = family === 'ipv4' ? 32 : 128;
  if (prefix !== undefined && prefix > max) throw fail();
  const list = new BlockList();
  list.addSubnet(ip, prefix ?? max, family);
  return { range: { list, port: portNumber } };
}

/** Reads the comma-separated allowance; a malformed entry stops the server at start with its reason. */
export function parseAllowance(entries: readonly string[]): AddressAllowance {
  const allowance: AddressAllowance = { hosts: [], ranges: [] };
  for (const entry of entries.map((value) => value.trim()).filter(Boolean)) {
    const parsed = parseEntry(entry);
    if ('host' in parsed) allowance.hosts.push(parsed.host);
    else allowance.ranges.push(parsed.range);
  }
  return allowance;
}

/**
 * The allowance plus one API of this server: `base` (e.g. http://localhost:8080/demo-site/api) allows
 * that origin below that path, nothing else on the host (issue 21, point 9: the demo brand's order API).
 */
export function withOwnApi(allowance: AddressAllowance, base: string): AddressAllowance {
  const url = new URL(base);
  const pathPrefix = `${url.pathname.replace(/\/+$/, '')}/`;
  return { ...allowance, apis: [...(allowance.apis ?? []), { origin: url.origin, pathPrefix }] };
}

/** The URL is one of the allowed APIs: same origin, below its path (URL has already resolved dot segments). */
export function allowsApi(allowance: AddressAllowance, url: URL): boolean {
  return (allowance.apis ?? []).some((api) => url.origin === api.origin && url.pathname.startsWith(api.pathPrefix));
}

const portMatches = (allowed: number | undefined, port: number) => allowed === undefined || allowed === port;

function addressAllowed(allowance: AddressAllowance, address: string, port: number): boolean {
  const plain = unmapped(address);
  return allowance.ranges.some((range) => portMatches(range.port, port) && range.list.check(plain, familyOf(plain)));
}

export class RefusedAddress extends Error {}

/** Every address of a host name (tests answer their own). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;
const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/**
 * The addresses to connect to for host:port, every one checked. A host name the allowance names is
 * trusted whatever it resolves to; otherwise each address must be public or allowed by a range.
 * `trusted`: the request goes to an allowed API (allowsApi), whatever its addresses.
 */
export async function resolveChecked(
  hostname: string, port: number, allowance: AddressAllowance, resolve: Resolver = systemResolver, trusted = false,
): Promise<ResolvedAddress[]> {
  const host = withoutBrackets(hostname).toLowerCase();
  const literal = isIP(host);
  const addresses: ResolvedAddress[] = literal !== 0 ? [{ address: host, family: literal as 4 | 6 }] : await resolve(host);
  if (addresses.length === 0) throw new RefusedAddress(`"${host}" has no address`);
  const hostAllowed = literal === 0 && allowance.hosts.some((entry) => entry.host === host && portMatches(entry.port, port));
  if (hostAllowed || trusted) return addresses;
  const refused = addresses.find(({ address }) => isBlockedAddress(address) && !addressAllowed(allowance, address, port));
  if (refused) {
    const named = literal === 0 ? `"${host}" resolves to ${refused.address}, ` : `${refused.address} is `;
    throw new RefusedAddress(`${named}a loopback, private or link-local address, which brand functions may not call unless the server allows it (BRAND_FUNCTION_ALLOWED_HOSTS)`);
  }
  return addresses;
}
