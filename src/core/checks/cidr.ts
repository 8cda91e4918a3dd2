/** IPv4 CIDR blocks, for matching NAS access rules to a function's vSwitch. */
export interface Cidr {
  /** The first address, as an unsigned 32-bit number. */
  readonly first: number;
  /** The last address. */
  readonly last: number;
}

/** Parses `10.0.1.0/24`; undefined for anything else (an expression, IPv6). */
export function parseCidr(text: unknown): Cidr | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  const octets = match.slice(1, 5).map(Number);
  const bits = Number(match[5]);
  if (octets.some((o) => o > 255) || bits > 32) return undefined;
  const address = ((octets[0] << 24) >>> 0) + (octets[1] << 16) + (octets[2] << 8) + octets[3];
  const size = 2 ** (32 - bits);
  const first = Math.floor(address / size) * size;
  return { first, last: first + size - 1 };
}

/** True when `outer` holds every address of `inner`. */
export function cidrContains(outer: Cidr, inner: Cidr): boolean {
  return outer.first <= inner.first && inner.last <= outer.last;
}

/** True when the two blocks share an address. */
export function cidrOverlaps(a: Cidr, b: Cidr): boolean {
  return a.first <= b.last && b.first <= a.last;
}
