import { describe, expect, it } from 'vitest';
import { classifyAddress, isPublicAddress } from './addresses';

describe('the address classifier', () => {
  it('lets public IPv4 addresses through', () => {
    for (const ip of ['93.184.215.14', '8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.0', '172.32.0.1'])
      expect([ip, classifyAddress(ip)]).toEqual([ip, 'public']);
  });

  it('names every IPv4 range that is not the public internet', () => {
    expect(classifyAddress('127.0.0.1')).toBe('loopback');
    expect(classifyAddress('127.255.255.254')).toBe('loopback');
    expect(classifyAddress('10.1.2.3')).toBe('private');
    expect(classifyAddress('172.16.0.1')).toBe('private');
    expect(classifyAddress('172.31.255.255')).toBe('private');
    expect(classifyAddress('192.168.1.1')).toBe('private');
    expect(classifyAddress('169.254.169.254')).toBe('link-local');
    expect(classifyAddress('100.64.0.1')).toBe('cgnat');
    expect(classifyAddress('100.127.255.255')).toBe('cgnat');
    expect(classifyAddress('224.0.0.251')).toBe('multicast');
    expect(classifyAddress('239.255.255.250')).toBe('multicast');
    expect(classifyAddress('0.0.0.0')).toBe('unspecified');
    expect(classifyAddress('255.255.255.255')).toBe('broadcast');
    for (const ip of ['192.0.2.10', '198.51.100.1', '203.0.113.5', '198.18.0.1', '240.0.0.1', '192.0.0.8'])
      expect([ip, classifyAddress(ip)]).toEqual([ip, 'reserved']);
  });

  it('lets global IPv6 unicast through and nothing outside it', () => {
    expect(classifyAddress('2606:4700:4700::1111')).toBe('public');
    expect(classifyAddress('2a00:1450:4001:82b::200e')).toBe('public');
    expect(classifyAddress('::1')).toBe('loopback');
    expect(classifyAddress('::')).toBe('unspecified');
    expect(classifyAddress('fe80::1')).toBe('link-local');
    expect(classifyAddress('fe80::1%eth0')).toBe('link-local');
    expect(classifyAddress('febf::1')).toBe('link-local');
    expect(classifyAddress('fc00::1')).toBe('unique-local');
    expect(classifyAddress('fd12:3456:789a::1')).toBe('unique-local');
    expect(classifyAddress('ff02::1')).toBe('multicast');
    for (const ip of [
      '2001:db8::1',
      '2001::1',
      '64:ff9b::7f00:1',
      '100::1',
      'fec0::1',
      '3fff::1',
      '::7f00:1',
    ])
      expect([ip, classifyAddress(ip)]).toEqual([ip, 'reserved']);
  });

  it('judges an IPv4-mapped or 6to4 IPv6 address by the IPv4 address inside it', () => {
    expect(classifyAddress('::ffff:127.0.0.1')).toBe('loopback');
    expect(classifyAddress('::ffff:7f00:1')).toBe('loopback');
    expect(classifyAddress('::ffff:10.0.0.1')).toBe('private');
    expect(classifyAddress('::ffff:169.254.169.254')).toBe('link-local');
    expect(classifyAddress('::ffff:100.64.1.1')).toBe('cgnat');
    expect(classifyAddress('::ffff:0.0.0.0')).toBe('unspecified');
    expect(classifyAddress('::ffff:93.184.215.14')).toBe('public');
    expect(classifyAddress('2002:7f00:1::1')).toBe('loopback');
    expect(classifyAddress('2002:c0a8:101::1')).toBe('private');
    expect(classifyAddress('2002:5db8:d70e::1')).toBe('public');
  });

  it('accepts bracketed literals as URLs write them and refuses anything that is not an address', () => {
    expect(classifyAddress('[::1]')).toBe('loopback');
    expect(classifyAddress('[2606:4700:4700::1111]')).toBe('public');
    expect(classifyAddress('localhost')).toBe('invalid');
    expect(classifyAddress('127.1')).toBe('invalid');
    expect(classifyAddress('')).toBe('invalid');
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('93.184.215.14')).toBe(true);
  });
});
