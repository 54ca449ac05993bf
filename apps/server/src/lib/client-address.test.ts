import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

describe('the key an address is counted under', () => {
  it('is an IPv4 address itself, also when it comes IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:12:34::/64';
    for (const ip of [
      '2001:db8:12:34::1',
      '2001:db8:12:34:ffff:ffff:ffff:ffff',
      '2001:0DB8:0012:0034:0000:0000:0000:0002',
      '2001:db8:12:34:a:b:1.2.3.4',
      '2001:db8:12:34::5%wlan0',
    ])
      expect([ip, addressKey(ip)]).toEqual([ip, key]);
    expect(addressKey('2001:db8:12:35::1')).toBe('2001:db8:12:35::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('')).toBe('');
  });
});
