import ipaddr from 'ipaddr.js';

/**
 * The part of a client address that rate limits count by. An IPv6 client usually holds a whole /64 (often more),
 * so one key per exact IPv6 address would let it take a fresh address per guess: IPv6 addresses are grouped by
 * their /64 prefix. IPv4 addresses (and IPv4 written as IPv6, `::ffff:a.b.c.d`) count one by one.
 */
export const addressKey = (ip: string): string => {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${prefix.map((part) => part.toString(16)).join(':')}::/64`).toString()}/64`;
};
