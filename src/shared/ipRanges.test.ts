import { BlockList, isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  IP_MESSAGES,
  MAX_COMPANY_RANGES,
  buildRangeIndex,
  checkRangeEntries,
  checkSiteLicenseCompany,
  formatAddress,
  formatRange,
  parseAddress,
  parseCidr,
  overlapsWithOthers,
  parseRangeEntry,
  rangeContains,
  rangeOf,
  rangesBetween,
  rangesOverlap,
  type IpAddress,
  type IpRange,
} from './ipRanges';

// Node's own parser and BlockList serve as oracles here (the shared file itself must run in the
// browser, so it cannot use them).

const address = (text: string): IpAddress => {
  const parsed = parseAddress(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
};
const range = (text: string): IpRange => {
  const parsed = parseCidr(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value.range;
};
const cidr = (text: string) => formatRange(range(text));
const errorOf = (result: { ok: boolean; error?: string }) => (result.ok ? null : result.error);
const entry = (text: string) => {
  const parsed = parseRangeEntry(text);
  return parsed.ok ? { ranges: parsed.value.ranges.map(formatRange), note: parsed.value.note } : { error: parsed.error };
};

/** A small deterministic generator, so failures can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('parseAddress', () => {
  it('reads IPv4 addresses, 0.0.0.0 to 255.255.255.255', () => {
    expect(address('203.0.113.5')).toEqual({ family: 4, value: 0xcb007105n });
    expect(address('0.0.0.0')).toEqual({ family: 4, value: 0n });
    expect(address(' 255.255.255.255 ')).toEqual({ family: 4, value: 0xffffffffn });
  });

  it('refuses leading zeros in IPv4 parts (octal in some systems) and says what to write', () => {
    expect(errorOf(parseAddress('010.1.1.1'))).toBe("'010.1.1.1' has a leading zero, which some systems read as octal: write 10.1.1.1 if that is the address you mean.");
    expect(errorOf(parseAddress('10.01.0.0'))).toMatch(/write 10\.1\.0\.0/);
    expect(parseAddress('10.0.0.0').ok).toBe(true);
  });

  it('refuses parts above 255, missing or extra parts and other text', () => {
    expect(errorOf(parseAddress('256.1.1.1'))).toBe(IP_MESSAGES.octet('256'));
    expect(errorOf(parseAddress('1.2.3'))).toBe(IP_MESSAGES.ipv4Parts('1.2.3'));
    expect(errorOf(parseAddress('1.2.3.4.5'))).toBe(IP_MESSAGES.ipv4Parts('1.2.3.4.5'));
    expect(errorOf(parseAddress('1..2.3'))).toBe(IP_MESSAGES.ipv4Parts('1..2.3'));
    expect(errorOf(parseAddress('1.2.3.1000'))).toBe(IP_MESSAGES.ipv4Parts('1.2.3.1000'));
    expect(errorOf(parseAddress('example.com'))).toBe("'example.com' is not an IPv4 or IPv6 address.");
    expect(errorOf(parseAddress('203.0.113.0/24'))).toBe("'203.0.113.0/24' is not an IPv4 or IPv6 address.");
    expect(errorOf(parseAddress(' '))).toBe(IP_MESSAGES.emptyAddress);
    expect(errorOf(parseCidr('example.com/8'))).toBe(IP_MESSAGES.invalid('example.com/8'));
  });

  it('reads IPv6 in every written form', () => {
    expect(address('2001:DB8:0:0:0:0:0:1')).toEqual({ family: 6, value: 0x20010db8000000000000000000000001n });
    expect(address('2001:db8::1')).toEqual(address('2001:0db8:0000:0000:0000:0000:0000:0001'));
    expect(address('::')).toEqual({ family: 6, value: 0n });
    expect(address('::1')).toEqual({ family: 6, value: 1n });
    expect(address('1::')).toEqual({ family: 6, value: 1n << 112n });
    // '::' may stand for a single zero group (RFC 4291).
    expect(address('1:2:3:4:5:6:7::')).toEqual(address('1:2:3:4:5:6:7:0'));
    expect(address('[2001:db8::1]')).toEqual(address('2001:db8::1'));
    // An IPv4 tail that is not mapped stays IPv6 (IPv4-compatible, NAT64).
    expect(address('64:ff9b::192.0.2.33')).toEqual({ family: 6, value: (0x64ff9bn << 96n) | 0xc0000221n });
  });

  it('refuses bad IPv6 with the reason', () => {
    expect(errorOf(parseAddress('1::2::3'))).toBe(IP_MESSAGES.ipv6DoubleColon);
    expect(errorOf(parseAddress('12345::1'))).toBe(IP_MESSAGES.ipv6Group('12345'));
    expect(errorOf(parseAddress('1:2:3:4:5:6:7:8:9'))).toBe(IP_MESSAGES.ipv6('1:2:3:4:5:6:7:8:9'));
    expect(errorOf(parseAddress('1:2:3:4:5:6:7'))).toBe(IP_MESSAGES.ipv6('1:2:3:4:5:6:7'));
    expect(errorOf(parseAddress('1:2:3:4:5:6:7:8::'))).toBe(IP_MESSAGES.ipv6('1:2:3:4:5:6:7:8::'));
    expect(errorOf(parseAddress(':1:2:3:4:5:6:7'))).toBe(IP_MESSAGES.ipv6(':1:2:3:4:5:6:7'));
    expect(errorOf(parseAddress('1:2:3:4:5:6:7:'))).toBe(IP_MESSAGES.ipv6('1:2:3:4:5:6:7:'));
    expect(errorOf(parseAddress('2001:db8::g'))).toBe(IP_MESSAGES.ipv6('2001:db8::g'));
    expect(errorOf(parseAddress('1.2.3.4::'))).toBe(IP_MESSAGES.ipv6('1.2.3.4::'));
    expect(errorOf(parseAddress('::ffff:1.2.3.256'))).toBe(IP_MESSAGES.octet('256'));
  });

  it('refuses zone ids unless told to drop them (a visitor address)', () => {
    expect(errorOf(parseAddress('fe80::1%eth0'))).toBe(IP_MESSAGES.zone);
    expect(parseAddress('fe80::1%eth0', { allowZone: true })).toEqual({ ok: true, value: address('fe80::1') });
  });

  it('reads IPv4-mapped IPv6 addresses as IPv4, in dotted or hex form', () => {
    expect(address('::ffff:203.0.113.5')).toEqual(address('203.0.113.5'));
    expect(address('::FFFF:cb00:7105')).toEqual(address('203.0.113.5'));
    expect(address('0:0:0:0:0:ffff:0.0.0.0')).toEqual({ family: 4, value: 0n });
    // Next to the mapped block, but not in it.
    expect(address('::fffe:203.0.113.5').family).toBe(6);
    expect(address('::1:0:0:0').family).toBe(6);
  });

  it('agrees with Node on which texts are addresses', () => {
    const texts = [
      '1.2.3.4', '0.0.0.0', '255.255.255.255', '256.0.0.0', '1.2.3', '1.2.3.4.5', '1.2.3.-4', '+1.2.3.4', ' 1.2.3.4x',
      '::', '::1', '1::', '1::2', 'a:b:c:d:e:f:0:1', 'A:B:C:D:E:F:0:1', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8:9', '1::2::3',
      '::ffff:1.2.3.4', '::1.2.3.4', '1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:7:1.2.3.4', '1::1.2.3.4', '::1.2.3', 'fffff::', 'g::',
      ':::', '1:::2', ':1::', '::1:', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8', '0000:0000:0000:0000:0000:0000:0000:0000', '00000::',
    ];
    for (const text of texts) expect(parseAddress(text).ok, text).toBe(isIP(text.trim()) !== 0);
  });
});

describe('formatAddress', () => {
  it('writes IPv6 as RFC 5952 says: lower case, no leading zeros, the first longest zero run as ::', () => {
    const format = (text: string) => formatAddress(address(text));
    expect(format('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(format('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(format('2001:db8:0:1:1:1:1:1')).toBe('2001:db8:0:1:1:1:1:1');
    expect(format('1:0:0:2:0:0:0:3')).toBe('1:0:0:2::3');
    expect(format('0:0:0:0:0:0:0:0')).toBe('::');
    expect(format('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(format('1:0:0:0:0:0:0:0')).toBe('1::');
    expect(format('64:ff9b::192.0.2.33')).toBe('64:ff9b::c000:221');
  });

  it('matches the URL standard serialiser on random addresses full of zeros', () => {
    const next = random(7);
    for (let i = 0; i < 2000; i += 1) {
      const groups = Array.from({ length: 8 }, () => (next() < 0.5 ? 0 : Math.floor(next() * 0x10000)));
      const value = groups.reduce((v, g) => (v << 16n) | BigInt(g), 0n);
      const expected = new URL(`http://[${groups.map((g) => g.toString(16)).join(':')}]/`).hostname.slice(1, -1);
      // The URL serialiser writes mapped addresses in hex too; ours gives the same for family 6.
      expect(formatAddress({ family: 6, value })).toBe(expected);
    }
  });
});

describe('parseCidr', () => {
  it('reads an address alone as a /32 or /128', () => {
    expect(cidr('203.0.113.5')).toBe('203.0.113.5/32');
    expect(cidr('2001:db8::1')).toBe('2001:db8::1/128');
  });

  it('reads /0 and the full-length prefixes', () => {
    expect(range('0.0.0.0/0')).toEqual({ family: 4, prefix: 0, first: 0n, last: 0xffffffffn });
    expect(range('::/0')).toEqual({ family: 6, prefix: 0, first: 0n, last: (1n << 128n) - 1n });
    expect(range('10.1.2.3/32')).toMatchObject({ first: 0x0a010203n, last: 0x0a010203n });
    expect(range('2001:db8::5/128')).toMatchObject({ prefix: 128, first: 0x20010db8000000000000000000000005n });
  });

  it('clears host bits and says so', () => {
    expect(parseCidr('10.1.2.3/8')).toEqual({ ok: true, value: { range: range('10.0.0.0/8'), hostBitsSet: true } });
    expect(cidr('0.0.0.1/0')).toBe('0.0.0.0/0');
    expect(cidr('2001:DB8:1234:5678::1/48')).toBe('2001:db8:1234::/48');
    expect(parseCidr('10.0.0.0/8')).toMatchObject({ ok: true, value: { hostBitsSet: false } });
  });

  it('refuses prefix lengths outside the family', () => {
    expect(errorOf(parseCidr('10.0.0.0/33'))).toBe(IP_MESSAGES.prefix(4));
    expect(errorOf(parseCidr('2001:db8::/129'))).toBe(IP_MESSAGES.prefix(6));
    for (const text of ['10.0.0.0/', '10.0.0.0/-1', '10.0.0.0/8.5', '10.0.0.0/x', '10.0.0.0/8/8', '10.0.0.0/1000']) {
      expect(errorOf(parseCidr(text)), text).toBe(IP_MESSAGES.prefix(4));
    }
    expect(errorOf(parseCidr('fe80::%eth0/64'))).toBe(IP_MESSAGES.zone);
  });

  it('turns mapped IPv6 ranges into IPv4 ranges', () => {
    expect(cidr('::ffff:192.0.2.0/120')).toBe('192.0.2.0/24');
    expect(cidr('::ffff:0:0/96')).toBe('0.0.0.0/0');
    expect(cidr('::ffff:192.0.2.7')).toBe('192.0.2.7/32');
    // Wider than the mapped block: stays IPv6 (a company may not hold it, see below).
    expect(cidr('::ffff:192.0.2.0/64')).toBe('::/64');
  });
});

describe('ranges', () => {
  it('overlap when they share an address, never across families; adjacent ranges do not', () => {
    expect(rangesOverlap(range('10.0.0.0/8'), range('10.20.0.0/16'))).toBe(true);
    expect(rangesOverlap(range('10.0.0.0/25'), range('10.0.0.128/25'))).toBe(false);
    expect(rangesOverlap(range('10.0.0.0/25'), range('10.0.0.127'))).toBe(true);
    expect(rangesOverlap(range('10.0.0.0/25'), range('10.0.0.128'))).toBe(false);
    expect(rangesOverlap(range('203.0.113.0/24'), range('203.0.113.0/24'))).toBe(true);
    expect(rangesOverlap(range('2001:db8::/32'), range('2001:db9::/32'))).toBe(false);
    expect(rangesOverlap(range('0.0.0.0/0'), range('::/0'))).toBe(false);
  });

  it('contain their first and last address, and mapped addresses count as IPv4', () => {
    const net = range('203.0.113.0/24');
    expect(rangeContains(net, address('203.0.113.0'))).toBe(true);
    expect(rangeContains(net, address('203.0.113.255'))).toBe(true);
    expect(rangeContains(net, address('203.0.114.0'))).toBe(false);
    expect(rangeContains(net, address('203.0.112.255'))).toBe(false);
    expect(rangeContains(net, address('::ffff:203.0.113.9'))).toBe(true);
    expect(rangeContains(range('2001:db8:1234::/48'), address('2001:db8:1234:ffff:ffff:ffff:ffff:ffff'))).toBe(true);
    expect(rangeContains(range('2001:db8:1234::/48'), address('2001:db8:1235::'))).toBe(false);
    expect(rangeContains(range('0.0.0.0/0'), address('2001:db8::1'))).toBe(false);
  });
});

describe('rangesBetween (dash ranges)', () => {
  const between = (a: string, b: string) => rangesBetween(address(a).family, address(a).value, address(b).value).map(formatRange);

  it('gives one CIDR range for an aligned block and the fewest for any other', () => {
    expect(between('203.0.113.0', '203.0.113.255')).toEqual(['203.0.113.0/24']);
    expect(between('0.0.0.0', '255.255.255.255')).toEqual(['0.0.0.0/0']);
    expect(between('::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')).toEqual(['::/0']);
    expect(between('10.0.0.7', '10.0.0.7')).toEqual(['10.0.0.7/32']);
    expect(between('203.0.113.10', '203.0.113.20')).toEqual(['203.0.113.10/31', '203.0.113.12/30', '203.0.113.16/30', '203.0.113.20/32']);
    expect(between('0.0.0.1', '255.255.255.254')).toHaveLength(62);
    expect(between('2001:db8::1', '2001:db8::ffff')).toEqual([
      '2001:db8::1/128', '2001:db8::2/127', '2001:db8::4/126', '2001:db8::8/125', '2001:db8::10/124', '2001:db8::20/123',
      '2001:db8::40/122', '2001:db8::80/121', '2001:db8::100/120', '2001:db8::200/119', '2001:db8::400/118', '2001:db8::800/117',
      '2001:db8::1000/116', '2001:db8::2000/115', '2001:db8::4000/114', '2001:db8::8000/113',
    ]);
  });

  it('covers exactly the addresses of the range (checked against BlockList)', () => {
    const next = random(11);
    for (let i = 0; i < 300; i += 1) {
      const a = Math.floor(next() * 2 ** 32);
      const b = Math.min(2 ** 32 - 1, a + Math.floor(next() * 5000));
      const blocks = rangesBetween(4, BigInt(a), BigInt(b));
      const expected = new BlockList();
      expected.addRange(formatAddress({ family: 4, value: BigInt(a) }), formatAddress({ family: 4, value: BigInt(b) }), 'ipv4');
      const ours = new BlockList();
      for (const block of blocks) ours.addSubnet(formatAddress({ family: 4, value: block.first }), block.prefix, 'ipv4');
      for (const probe of [a - 1, a, b, b + 1, Math.floor((a + b) / 2)]) {
        if (probe < 0 || probe >= 2 ** 32) continue;
        const text = formatAddress({ family: 4, value: BigInt(probe) });
        expect(ours.check(text, 'ipv4'), `${text} in ${a}-${b}`).toBe(expected.check(text, 'ipv4'));
      }
      // Contiguous, in order, without gaps or overlaps.
      for (const [n, block] of blocks.entries()) if (n > 0) expect(block.first).toBe(blocks[n - 1]!.last + 1n);
      expect(blocks[0]!.first).toBe(BigInt(a));
      expect(blocks.at(-1)!.last).toBe(BigInt(b));
    }
  });
});

describe('parseRangeEntry', () => {
  it('reads addresses, CIDR ranges and dash ranges, saying what was normalised', () => {
    expect(entry('203.0.113.0/24')).toEqual({ ranges: ['203.0.113.0/24'], note: null });
    expect(entry('203.0.113.5')).toEqual({ ranges: ['203.0.113.5/32'], note: null });
    expect(entry('203.0.113.7/24')).toEqual({ ranges: ['203.0.113.0/24'], note: 'Saved as 203.0.113.0/24: the network address of 203.0.113.7/24.' });
    expect(entry('2001:DB8::/32')).toEqual({ ranges: ['2001:db8::/32'], note: 'Saved as 2001:db8::/32.' });
    expect(entry('203.0.113.0 - 203.0.113.127')).toEqual({ ranges: ['203.0.113.0/25'], note: 'Saved as 203.0.113.0/25.' });
    expect(entry('203.0.113.10-203.0.113.11')).toEqual({ ranges: ['203.0.113.10/31'], note: 'Saved as 203.0.113.10/31.' });
    expect(entry('203.0.113.10 - 203.0.113.20').note).toBe('Saved as 4 CIDR ranges: 203.0.113.10/31, 203.0.113.12/30, 203.0.113.16/30, 203.0.113.20/32.');
    expect(entry('2001:db8:: - 2001:db8::ff')).toEqual({ ranges: ['2001:db8::/120'], note: 'Saved as 2001:db8::/120.' });
    expect(entry('::ffff:10.0.0.0 - 10.0.0.255')).toEqual({ ranges: ['10.0.0.0/24'], note: 'Saved as 10.0.0.0/24.' });
  });

  it('refuses dash ranges it cannot read as one range of addresses', () => {
    expect(entry('203.0.113.20 - 203.0.113.10')).toEqual({ error: 'The range starts after it ends: put the lower address first (203.0.113.10 - 203.0.113.20).' });
    expect(entry('203.0.113.0 - 2001:db8::1')).toEqual({ error: IP_MESSAGES.dashFamilies });
    expect(entry('203.0.113.0/24 - 203.0.114.0/24')).toEqual({ error: IP_MESSAGES.dashEnds });
    expect(entry('1.1.1.1 - 1.1.1.2 - 1.1.1.3')).toEqual({ error: IP_MESSAGES.dashEnds });
    expect(entry('- 1.1.1.1')).toEqual({ error: IP_MESSAGES.dashEnds });
    expect(entry('1.1.1.1 - 1.1.1.300')).toEqual({ error: IP_MESSAGES.octet('300') });
  });

  it('refuses empty and overlong entries', () => {
    expect(entry('   ')).toEqual({ error: IP_MESSAGES.empty });
    expect(entry(`1.1.1.1${' '.repeat(200)}x`)).toEqual({ error: IP_MESSAGES.tooLong });
  });
});

describe('buildRangeIndex', () => {
  it('finds the range holding an address, at its edges too, and nothing between ranges', () => {
    const index = buildRangeIndex(['203.0.113.0/24', '198.51.100.0/25', '2001:db8:1234::/48', '10.0.0.1/32'].map((text) => ({ range: range(text), data: text })));
    expect(index.find(address('203.0.113.0'))?.data).toBe('203.0.113.0/24');
    expect(index.find(address('203.0.113.255'))?.data).toBe('203.0.113.0/24');
    expect(index.find(address('::ffff:198.51.100.127'))?.data).toBe('198.51.100.0/25');
    expect(index.find(address('198.51.100.128'))).toBeNull();
    expect(index.find(address('10.0.0.1'))?.data).toBe('10.0.0.1/32');
    expect(index.find(address('10.0.0.2'))).toBeNull();
    expect(index.find(address('2001:db8:1234:1::9'))?.data).toBe('2001:db8:1234::/48');
    expect(index.find(address('2001:db8:1235::'))).toBeNull();
    expect(index.overlapping(range('203.0.0.0/16'))?.data).toBe('203.0.113.0/24');
    expect(index.overlapping(range('203.0.112.0/24'))).toBeNull();
    expect(buildRangeIndex([]).find(address('1.1.1.1'))).toBeNull();
  });

  it('agrees with a scan of every range, overlapping stored ranges included', () => {
    const next = random(3);
    const items = Array.from({ length: 400 }, (_, n) => ({ range: rangeOf(4, BigInt(Math.floor(next() * 2 ** 32)), 8 + Math.floor(next() * 25)), data: n }));
    const index = buildRangeIndex(items);
    for (let i = 0; i < 3000; i += 1) {
      const probe = { family: 4 as const, value: BigInt(Math.floor(next() * 2 ** 32)) };
      const found = index.find(probe);
      const any = items.some((item) => rangeContains(item.range, probe));
      expect(found !== null).toBe(any);
      if (found) expect(rangeContains(found.range, probe)).toBe(true);
    }
  });
});

describe('checkRangeEntries', () => {
  it('keys each problem by the index of its entry', () => {
    expect(checkRangeEntries(['203.0.113.0/24', 'nonsense', '', '203.0.113.128/25', '203.0.113.0/24', '10.0.0.0/8']).fieldErrors).toEqual({
      'ranges.1': IP_MESSAGES.invalid('nonsense'),
      'ranges.2': IP_MESSAGES.empty,
      'ranges.3': 'Overlaps range 1 (203.0.113.0/24).',
      'ranges.4': 'Repeats range 1 (203.0.113.0/24).',
    });
  });

  it('accepts adjacent ranges, and finds an overlap inside a dash range', () => {
    expect(checkRangeEntries(['10.0.0.0/25', '10.0.0.128/25', '10.0.1.0 - 10.0.1.9']).fieldErrors).toEqual({});
    expect(checkRangeEntries(['10.0.0.5', '10.0.0.1 - 10.0.0.9']).fieldErrors).toEqual({ 'ranges.1': 'Overlaps range 1 (10.0.0.5/32).' });
    // The same address written two ways.
    expect(checkRangeEntries(['::ffff:10.0.0.5', '10.0.0.5']).fieldErrors).toEqual({ 'ranges.1': 'Repeats range 1 (10.0.0.5/32).' });
  });

  it('refuses ranges wider than one organisation holds, and ranges over the mapped block', () => {
    expect(checkRangeEntries(['0.0.0.0/0', '10.0.0.0/7', '11.0.0.0/8', '::/0', '2001::/15', '2001::/16', '::/64']).fieldErrors).toEqual({
      'ranges.0': IP_MESSAGES.tooWide(4),
      'ranges.1': IP_MESSAGES.tooWide(4),
      'ranges.3': IP_MESSAGES.tooWide(6),
      'ranges.4': IP_MESSAGES.tooWide(6),
      'ranges.6': IP_MESSAGES.mappedSuperset,
    });
  });

  it('needs one entry and at most MAX_COMPANY_RANGES ranges', () => {
    expect(checkRangeEntries([]).fieldErrors).toEqual({ ranges: IP_MESSAGES.required });
    const many = Array.from({ length: MAX_COMPANY_RANGES + 1 }, (_, n) => `10.${n >> 8}.${n & 255}.0/24`);
    expect(checkRangeEntries(many).fieldErrors).toEqual({ ranges: IP_MESSAGES.tooMany });
    expect(checkRangeEntries(many.slice(0, MAX_COMPANY_RANGES)).fieldErrors).toEqual({});
    // Dash ranges count as the ranges they become.
    const dashes = Array.from({ length: 20 }, (_, n) => `10.${n}.0.1 - 10.${n}.255.254`);
    expect(checkRangeEntries(dashes).fieldErrors).toEqual({ ranges: IP_MESSAGES.tooMany });
  });
});

describe('overlapsWithOthers', () => {
  it("names the other company and its range, per entry; adjacent ranges and bad stored values pass", () => {
    const mine = checkRangeEntries(['203.0.113.128/25', '198.51.100.0/24', '2001:db8:1234:5::/64', '192.0.2.0 - 192.0.2.255']).ranges;
    const others = [
      { companyName: 'Northfield Controls', ranges: ['203.0.113.0/24', '2001:db8:1234::/48'] },
      { companyName: 'Keystone Power', ranges: ['198.51.101.0/24', 'garbage', '192.0.1.0/24'] },
    ];
    expect(overlapsWithOthers(mine, others)).toEqual({
      'ranges.0': 'Overlaps 203.0.113.0/24 of Northfield Controls.',
      'ranges.2': 'Overlaps 2001:db8:1234::/48 of Northfield Controls.',
    });
    expect(overlapsWithOthers(mine, [])).toEqual({});
  });
});

describe('checkSiteLicenseCompany', () => {
  it('answers the trimmed name, the status and the normalised ranges in entry order', () => {
    const checked = checkSiteLicenseCompany({ companyName: '  Northfield Controls ', status: 1, ranges: ['2001:DB8:1234::/48', '203.0.113.9/24', '198.51.100.1 - 198.51.100.2'] });
    expect(checked.ok && { ...checked.value, parsed: checked.value.parsed.map((p) => p.entry) }).toEqual({
      companyName: 'Northfield Controls',
      status: 1,
      ranges: ['2001:db8:1234::/48', '203.0.113.0/24', '198.51.100.1/32', '198.51.100.2/32'],
      parsed: [0, 1, 2, 2],
    });
  });

  it('reports the name, the status and every entry at once', () => {
    expect(checkSiteLicenseCompany({ companyName: ' ', status: 3, ranges: ['10.0.0.0/33'] })).toEqual({
      ok: false,
      fieldErrors: { companyName: 'Field is required', status: IP_MESSAGES.status, 'ranges.0': IP_MESSAGES.prefix(4) },
    });
    expect(checkSiteLicenseCompany({ companyName: 'x'.repeat(201), ranges: 'not a list' })).toEqual({
      ok: false,
      fieldErrors: { companyName: IP_MESSAGES.nameTooLong, status: 'Field is required', ranges: IP_MESSAGES.required },
    });
  });
});
