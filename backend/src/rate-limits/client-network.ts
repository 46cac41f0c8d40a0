import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] | null {
  const [head, tail, ...rest] = address.split('::');
  if (rest.length > 0) return null;
  const groupsOf = (part: string | undefined): number[] => {
    if (!part) return [];
    return part.split(':').flatMap((piece) => {
      if (isIPv4(piece)) {
        const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
        return [(a << 8) | b, (c << 8) | d];
      }
      return [parseInt(piece, 16)];
    });
  };
  const before = groupsOf(head);
  const after = groupsOf(tail);
  const missing = 8 - before.length - after.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...before, ...new Array<number>(Math.max(missing, 0)).fill(0), ...after];
}

/**
 * The network a client's requests are counted under: an IPv4 address as it is, an IPv4-mapped IPv6
 * address (`::ffff:10.0.0.1`, how a dual-stack socket reports an IPv4 client) as its IPv4 address, and
 * any other IPv6 address as its /64 prefix. An ISP hands one subscriber a whole /64 (RFC 6177), so
 * counting each of its 2^64 addresses apart would let one client walk around every limit.
 */
export function rateLimitNetworkOf(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high, low] = [groups[6] ?? 0, groups[7] ?? 0];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
