import { describe, expect, it } from 'vitest';
import { addressKey } from './rate-limit';

describe('the key a client address counts under', () => {
  it('is an IPv4 address itself, mapped into IPv6 or not', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:0:12::/64';
    expect(addressKey('2001:db8:0:12:a:b:c:d')).toBe(key);
    expect(addressKey('2001:0db8:0000:0012:ffff::1')).toBe(key);
    expect(addressKey('2001:db8:0:12::9')).toBe(key);
    expect(addressKey('2001:db8::12:0:0:0:1')).toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
