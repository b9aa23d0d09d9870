import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './middleware';

describe('clientKeyOf: one key per client network', () => {
  it.each([
    ['an IPv4 address is itself', '41.210.1.7', '41.210.1.7'],
    ['an IPv4-mapped IPv6 address is its IPv4 address', '::ffff:41.210.1.7', '41.210.1.7'],
    ['… in upper case too', '::FFFF:41.210.1.7', '41.210.1.7'],
    ['an IPv6 address is its /64', '2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['… written short', '2001:db8::1', '2001:db8:0:0::/64'],
    ['… with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['the IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['… in any spelling of the same /64', '2001:0DB8:00AA:00BB:ffff::', '2001:db8:aa:bb::/64'],
    ['an unknown address', undefined, 'unknown'],
  ])('%s', (_label, address, key) => {
    expect(clientKeyOf(address)).toBe(key);
  });

  it('two hosts of one /64 are one client; the next /64 is another', () => {
    expect(clientKeyOf('2001:db8:1:2::a')).toBe(clientKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKeyOf('2001:db8:1:2::a')).not.toBe(clientKeyOf('2001:db8:1:3::a'));
  });
});
