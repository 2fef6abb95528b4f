/**
 * Who sent a request. Each proxy appends the address it saw to X-Forwarded-For, so the header is only as true as
 * the proxy that wrote each entry: it is believed only from the proxies of ours listed in TRUSTED_PROXIES. From the
 * connection's peer, walking the header from the right: while the address at hand is a trusted proxy, the entry
 * to its left is who connected to that proxy. The first address that is not a trusted proxy is the client — so a
 * client can neither rotate its address nor name someone else's, however many entries it writes, and the number of
 * proxies in front needs no configuring.
 */
import { BlockList, isIP } from 'node:net';
import type { Context, Next } from 'koa';
import { InvalidConfigurationError } from '../config.ts';

/**
 * The names TRUSTED_PROXIES accepts beside addresses and CIDR ranges. `private` is every address no client on the
 * internet connects from (RFC 1918, the shared 100.64.0.0/10 some clusters give pods, IPv6 unique local): the pod
 * network of any Kubernetes cluster, whatever its CIDR, where the Ingress controller's pods get addresses that
 * change with each restart. Safe only where nothing but our proxies can connect from those addresses: in
 * Kubernetes, the API's NetworkPolicy (infra/production/kubernetes/network-policy.yaml).
 */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7'],
};

/** How many addresses' answers `TrustedProxies.has` keeps. */
const KNOWN_ADDRESSES_MAX = 1024;

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

export class TrustedProxies {
  readonly #list = new BlockList();

  private constructor() {}

  /**
   * Addresses (`192.0.2.7`, `::1`), CIDR ranges (`10.0.0.0/8`), `loopback` and `private`; anything else is refused,
   * named.
   */
  static parse(entries: readonly string[]): TrustedProxies {
    const proxies = new TrustedProxies();
    for (const entry of entries.flatMap((entry) => NAMED_RANGES[entry.toLowerCase()] ?? [entry])) {
      const [address = '', bits, ...rest] = entry.split('/');
      const prefix = Number(bits);
      const maxPrefix = isIP(address) === 6 ? 128 : 32;
      if (
        !isIP(address) ||
        rest.length ||
        (bits !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxPrefix))
      )
        throw new InvalidConfigurationError(
          `TRUSTED_PROXIES must list addresses, CIDR ranges, "loopback" or "private", not "${entry}"`,
        );
      if (bits === undefined) proxies.#list.addAddress(address, family(address));
      else proxies.#list.addSubnet(address, prefix, family(address));
    }
    return proxies;
  }

  /** The answers so far: each request asks about its peer, and a BlockList check is a native call per ask. */
  readonly #known = new Map<string, boolean>();

  /** Whether `address` is one of our proxies (an IPv4-mapped IPv6 address matches its IPv4 entry). */
  has(address: string): boolean {
    let known = this.#known.get(address);
    if (known === undefined) {
      known = isIP(address) !== 0 && this.#list.check(address, family(address));
      // the peers are our few proxies; a flood of other addresses only starts the memory over
      if (this.#known.size >= KNOWN_ADDRESSES_MAX) this.#known.clear();
      this.#known.set(address, known);
    }
    return known;
  }
}

/** The client of a request that arrived from `peer` with this X-Forwarded-For (see the top of this file). */
export function clientAddress(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let client = peer;
  while (trusted.has(client) && hops.length) client = hops.pop()!;
  return client;
}

/**
 * Sets `ctx.ip` to the client address. A peer that is not a trusted proxy speaks for itself only: its X-Forwarded-*
 * headers are dropped, so Koa's `protocol` and `host` (which read them with `app.proxy`) never believe them either.
 */
export function resolveClientAddress(trusted: TrustedProxies) {
  return function clientFromTrustedProxies(ctx: Context, next: Next): Promise<void> {
    const peer = ctx.req.socket.remoteAddress ?? '';
    if (trusted.has(peer)) {
      ctx.request.ip = clientAddress(peer, ctx.get('x-forwarded-for'), trusted);
    } else {
      for (const name of Object.keys(ctx.req.headers))
        if (name.startsWith('x-forwarded-')) delete ctx.req.headers[name];
      ctx.request.ip = peer;
    }
    return next();
  };
}
