/** The blocked address ranges, the operator's allowance and the check of every resolved address. */
import { describe, expect, it } from 'vitest';
import { allowsApi, isBlockedAddress, NO_ALLOWANCE, parseAllowance, resolveChecked, withOwnApi, type ResolvedAddress } from './address-guard';

/** A DNS answer of our own (a real resolver cannot be made to answer a private address for a public name). */
const answering = (addresses: ResolvedAddress[]) => async () => addresses;

describe('isBlockedAddress', () => {
  it.each([
    '0.0.0.0', '0.1.2.3', '127.0.0.1', '127.255.255.254', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1',
    '169.254.169.254', '100.64.0.1', '100.127.255.255', '::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:10.0.0.1', '224.0.0.1',
  ])('blocks %s', (address) => expect(isBlockedAddress(address)).toBe(true));

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '169.255.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'lets %s through', (address) => expect(isBlockedAddress(address)).toBe(false));
});

describe('parseAllowance', () => {
  it('reads host names, addresses and CIDR ranges, each with an optional port', () => {
    const allowance = parseAllowance(['orders.internal:8443', ' 10.0.0.0/8 ', '127.0.0.1:3000', '[::1]:8080', 'fd00::/8', '']);
    expect(allowance.hosts).toEqual([{ host: 'orders.internal', port: 8443 }]);
    expect(allowance.ranges.map((range) => range.port)).toEqual([undefined, 3000, 8080, undefined]);
  });

  it.each(['http://x', '10.0.0.0/33', 'host:99999', 'a b', 'name/8'])('refuses "%s" with the setting named', (entry) => {
    expect(() => parseAllowance([entry])).toThrow(/BRAND_FUNCTION_ALLOWED_HOSTS/);
  });
});

describe('resolveChecked', () => {
  it('refuses a host name when any one of its addresses is private', async () => {
    const resolve = answering([{ address: '93.184.216.34', family: 4 }, { address: '10.1.2.3', family: 4 }]);
    await expect(resolveChecked('shop.example', 443, NO_ALLOWANCE, resolve))
      .rejects.toThrow('"shop.example" resolves to 10.1.2.3, a loopback, private or link-local address');
  });

  it('answers every public address to connect to, and a private one inside an allowed range', async () => {
    const both: ResolvedAddress[] = [{ address: '93.184.216.34', family: 4 }, { address: '2606:2800::1', family: 6 }];
    expect(await resolveChecked('shop.example', 443, NO_ALLOWANCE, answering(both))).toEqual(both);
    const internal = answering([{ address: '10.1.2.3', family: 4 }]);
    expect(await resolveChecked('orders.internal', 8443, parseAllowance(['10.1.0.0/16:8443']), internal)).toEqual([{ address: '10.1.2.3', family: 4 }]);
    await expect(resolveChecked('orders.internal', 443, parseAllowance(['10.1.0.0/16:8443']), internal)).rejects.toThrow(/resolves to 10\.1\.2\.3/);
  });
});

describe('withOwnApi (the demo store API of this server)', () => {
  const allowance = withOwnApi(NO_ALLOWANCE, 'http://localhost:8080/demo-site/api');
  it('allows that origin below that path only', () => {
    expect(allowsApi(allowance, new URL('http://localhost:8080/demo-site/api/orders/ORD-1234'))).toBe(true);
    expect(allowsApi(allowance, new URL('http://LOCALHOST:8080/demo-site/api/orders/x'))).toBe(true);
    for (const url of [
      'http://localhost:8080/health', 'http://localhost:8080/demo-site/api', 'http://localhost:8080/demo-site/apiary/x',
      'http://localhost:8080/demo-site/api/../../users', 'http://localhost:8080/demo-site/api/%2e%2e/%2e%2e/users',
      'http://localhost:8081/demo-site/api/orders/x', 'https://localhost:8080/demo-site/api/orders/x', 'http://127.0.0.1:8080/demo-site/api/orders/x',
    ]) expect(allowsApi(allowance, new URL(url)), url).toBe(false);
    expect(allowsApi(NO_ALLOWANCE, new URL('http://localhost:8080/demo-site/api/orders/x'))).toBe(false);
  });

  it('trusts the addresses of an allowed API, and refuses them otherwise', async () => {
    const loopback = answering([{ address: '127.0.0.1', family: 4 }]);
    await expect(resolveChecked('localhost', 8080, allowance, loopback, true)).resolves.toEqual([{ address: '127.0.0.1', family: 4 }]);
    await expect(resolveChecked('localhost', 8080, allowance, loopback)).rejects.toThrow(/BRAND_FUNCTION_ALLOWED_HOSTS/);
  });
});
