/**
 * Which IP addresses a webhook may be sent to (issue 14, SSRF safety). Pure: the server resolves
 * the host name and asks this about every address it got; the web app asks it about a literal
 * address as the URL is typed. Only public unicast addresses pass; everything that reaches this
 * machine, the local network, the cloud metadata service or a translation of those is refused.
 */

export type AddressKind =
  'public' | 'loopback' | 'private' | 'link_local' | 'shared' | 'unspecified' | 'reserved';

/** Four octets of a dotted-quad IPv4 address, or null when `text` is not one. */
export const parseIPv4 = (text: string): number[] | null => {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const octets = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return octets.every((o) => o >= 0 && o <= 255) ? octets : null;
};

/** Eight 16-bit groups of an IPv6 address (with or without brackets or a zone), or null. */
export const parseIPv6 = (input: string): number[] | null => {
  let text = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  text = text.split('%')[0]!;
  if (!text.includes(':')) return null;
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    // A trailing dotted quad (::ffff:1.2.3.4) is the last two groups written another way.
    const v4 = parseIPv4(text.slice(lastColon + 1));
    if (!v4) return null;
    const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
    text = `${text.slice(0, lastColon + 1)}${hex(v4[0]!, v4[1]!)}:${hex(v4[2]!, v4[3]!)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const group = (s: string) => (s === '' ? [] : s.split(':'));
  const head = group(halves[0]!);
  const rest = halves.length === 2 ? group(halves[1]!) : [];
  const valid = (g: string) => /^[0-9a-f]{1,4}$/i.test(g);
  if (![...head, ...rest].every(valid)) return null;
  const known = head.length + rest.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = Array<number>(8 - known).fill(0);
  return [
    ...head.map((g) => parseInt(g, 16)),
    ...(halves.length === 2 ? zeros : []),
    ...rest.map((g) => parseInt(g, 16)),
  ];
};

const inV4 = (o: number[], base: [number, number, number, number], bits: number): boolean => {
  const value = (a: number[]) => ((a[0]! << 24) | (a[1]! << 16) | (a[2]! << 8) | a[3]!) >>> 0;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (value(o) & mask) === (value(base) & mask);
};

const ipv4Kind = (o: number[]): AddressKind => {
  if (inV4(o, [127, 0, 0, 0], 8)) return 'loopback';
  if (inV4(o, [0, 0, 0, 0], 8)) return 'unspecified';
  if (inV4(o, [10, 0, 0, 0], 8) || inV4(o, [172, 16, 0, 0], 12) || inV4(o, [192, 168, 0, 0], 16))
    return 'private';
  // 169.254.169.254, the cloud metadata service, lives here.
  if (inV4(o, [169, 254, 0, 0], 16)) return 'link_local';
  if (inV4(o, [100, 64, 0, 0], 10)) return 'shared';
  const reserved: [[number, number, number, number], number][] = [
    [[192, 0, 0, 0], 24],
    [[192, 0, 2, 0], 24],
    [[192, 88, 99, 0], 24],
    [[198, 18, 0, 0], 15],
    [[198, 51, 100, 0], 24],
    [[203, 0, 113, 0], 24],
    [[224, 0, 0, 0], 4],
    [[240, 0, 0, 0], 4],
  ];
  return reserved.some(([base, bits]) => inV4(o, base, bits)) ? 'reserved' : 'public';
};

const embeddedV4 = (g: number[], from: number): number[] => [
  g[from]! >> 8,
  g[from]! & 0xff,
  g[from + 1]! >> 8,
  g[from + 1]! & 0xff,
];

const ipv6Kind = (g: number[]): AddressKind => {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d)
  // reach the IPv4 address inside them: judge that one.
  if (zeroUpTo(5) && g[5] === 0xffff) return ipv4Kind(embeddedV4(g, 6));
  if (zeroUpTo(6)) return ipv4Kind(embeddedV4(g, 6));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return ipv4Kind(embeddedV4(g, 6));
  // 6to4 (2002:a.b.c.d::) carries an IPv4 address in its second and third groups.
  if (g[0] === 0x2002) {
    const inner = ipv4Kind(embeddedV4(g, 1));
    return inner === 'public' ? 'reserved' : inner;
  }
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local (fd00:ec2::254 too)
  if ((first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0) return 'link_local';
  if ((first & 0xff00) === 0xff00) return 'reserved'; // multicast
  if (first === 0x2001 && (g[1] === 0x0db8 || g[1] === 0)) return 'reserved'; // doc, Teredo
  if (first === 0x0100 && zeroUpTo(4)) return 'reserved'; // discard-only
  return 'public';
};

/** What kind of address `text` is, or null when it is not an IP address at all. */
export const addressKind = (text: string): AddressKind | null => {
  const v4 = parseIPv4(text);
  if (v4) return ipv4Kind(v4);
  const v6 = parseIPv6(text);
  return v6 ? ipv6Kind(v6) : null;
};

/**
 * Whether a webhook may go to this address. `allowLoopback` is the test-only
 * WEBHOOK_ALLOW_LOOPBACK: it lets the tests' local receivers through and nothing else.
 */
export const isWebhookAddressAllowed = (kind: AddressKind, allowLoopback: boolean): boolean =>
  kind === 'public' || (allowLoopback && kind === 'loopback');
