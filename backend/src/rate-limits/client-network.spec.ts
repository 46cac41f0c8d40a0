import { describe, expect, it } from '@jest/globals';
import { rateLimitNetworkOf } from './client-network.js';

describe('rateLimitNetworkOf', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitNetworkOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, however it is written', () => {
    for (const written of ['::ffff:10.0.0.1', '::FFFF:10.0.0.1', '0:0:0:0:0:ffff:a00:1', '::ffff:0a00:0001'])
      expect({ written, network: rateLimitNetworkOf(written) }).toEqual({ written, network: '10.0.0.1' });
  });

  it('counts every address of one /64 together, however it is written', () => {
    const written = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:abcd::',
      '2001:db8:1:2:0:0:0:9%eth0',
    ];
    for (const address of written) expect(rateLimitNetworkOf(address)).toBe('2001:db8:1:2::/64');
  });

  it('keeps neighbouring /64s apart', () => {
    expect(rateLimitNetworkOf('2001:db8:1:3::1')).not.toBe(rateLimitNetworkOf('2001:db8:1:2::1'));
    expect(rateLimitNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitNetworkOf('fe80::1:2')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    for (const other of ['', 'unknown', '1:2:3', '2001:db8::1::2']) expect(rateLimitNetworkOf(other)).toBe(other);
  });
});
