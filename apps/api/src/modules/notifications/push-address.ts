import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Push endpoints come from browsers, that is from anyone: the server must not be made to POST to
 * its own network (SSRF). Only https endpoints on public addresses are taken and sent to; the
 * address is checked when a subscription is saved and again, on the address actually connected
 * to, at every send (a name may resolve elsewhere later). Tests allow loopback (and plain http)
 * with `allowPrivateHosts`.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
    return PRIVATE.check(address, 'ipv6');
  }
  return true;
}

/** Why an endpoint is refused, or null when it may be saved. */
export function endpointRefusal(endpoint: string, allowPrivateHosts: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a URL.';
  }
  if (url.username || url.password) return 'endpoint must not carry a user name or password.';
  if (url.protocol !== 'https:' && !(allowPrivateHosts && url.protocol === 'http:')) {
    return 'endpoint must be an https address.';
  }
  if (allowPrivateHosts) return null;
  // 'localhost.' is localhost: a trailing dot only roots the name.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (isIP(host)) {
    return isPrivateAddress(host) ? 'endpoint must be a public address.' : null;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) {
    return 'endpoint must be a public address.';
  }
  return null;
}

/** A DNS lookup for http(s).request that refuses private and loopback addresses. */
export function publicOnlyLookup(allowPrivateHosts: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const list = Array.isArray(addresses) ? addresses : [];
      const usable = allowPrivateHosts ? list : list.filter((a) => !isPrivateAddress(a.address));
      if (usable.length === 0 || usable.length !== list.length) {
        callback(
          Object.assign(new Error(`${hostname} resolves to a private address`), {
            code: 'EPRIVATEADDRESS',
          }),
          '',
          0,
        );
        return;
      }
      if (options.all) {
        (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
        return;
      }
      const first = usable[0]!;
      callback(null, first.address, first.family);
    });
  };
}
