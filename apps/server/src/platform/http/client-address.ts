import { isIP } from 'node:net';

/**
 * The address a client is counted by (a login throttle's pair, a guest's view). An IPv6 client usually
 * holds a whole /64 network, and could otherwise take a fresh address for every try; IPv4-mapped addresses
 * count as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(address) !== 6) return address.slice(0, 64) || 'unknown';
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
