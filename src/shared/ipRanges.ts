import { MESSAGES } from './messages.js';
import type { SettingsCheck } from './settings/validate.js';

/**
 * IPv4 and IPv6 addresses and CIDR ranges for IP gating (site-licence companies, 002 §4 "Content
 * gating"; /admin/create-ip-gating). Pure TypeScript with BigInt, so the admin form checks what it
 * sends exactly as saveSiteLicenseCompany does. See docs/ip-gating.md.
 *
 * - An address alone is a /32 (IPv4) or /128 (IPv6) range.
 * - Ranges are normalised: the network address (host bits cleared), IPv6 lower-case and compressed
 *   (RFC 5952), the prefix always written ('203.0.113.0/24', '2001:db8::/32').
 * - A dash range ('203.0.113.10 - 203.0.113.20') is converted to the exact list of CIDR ranges
 *   that covers it, no more and no less.
 * - IPv4-mapped IPv6 addresses (::ffff:203.0.113.5) are IPv4 addresses; a mapped range
 *   (::ffff:203.0.113.0/120) is the IPv4 range (203.0.113.0/24).
 * - Refused with a message that says why: leading zeros in IPv4 parts (some systems read 010 as
 *   octal 8), zone ids (fe80::1%eth0 names an interface of one computer), a reversed dash range;
 *   for a company also ranges wider than MIN_COMPANY_PREFIX and overlaps.
 */

export type IpFamily = 4 | 6;

export interface IpAddress {
  family: IpFamily;
  value: bigint;
}

/** A CIDR range: every address from `first` (the network address) to `last`. */
export interface IpRange {
  family: IpFamily;
  prefix: number;
  first: bigint;
  last: bigint;
}

export type IpParse<T> = { ok: true; value: T } | { ok: false; error: string };

export const IP_BITS: Record<IpFamily, number> = { 4: 32, 6: 128 };

/**
 * The widest range a company may hold (our rule, not the spec's): a site licence is for one
 * organisation's network, and 0.0.0.0/0 would let every reader through. The largest blocks held
 * by single organisations are IPv4 /8s; IPv6 allocations to one organisation are /16 or narrower.
 */
export const MIN_COMPANY_PREFIX: Record<IpFamily, number> = { 4: 8, 6: 16 };
/** Ranges per company, after dash ranges are converted. */
export const MAX_COMPANY_RANGES = 500;
export const COMPANY_NAME_MAX = 200;
/** An entry as typed (the longest IPv6 dash range is well under this). */
export const RANGE_ENTRY_MAX = 100;

export const SITE_LICENSE_STATUS = { inactive: 0, active: 1 } as const;

const FAMILY_NAME: Record<IpFamily, string> = { 4: 'IPv4', 6: 'IPv6' };

export const IP_MESSAGES = {
  empty: 'Enter an IPv4 or IPv6 address or range, or remove this line.',
  emptyAddress: 'Enter an IPv4 or IPv6 address.',
  notAddress: (text: string) => `'${text}' is not an IPv4 or IPv6 address.`,
  invalid: (text: string) => `'${text}' is not an IPv4 or IPv6 address, a CIDR range (203.0.113.0/24) or a range (203.0.113.10 - 203.0.113.20).`,
  tooLong: `An entry has at most ${RANGE_ENTRY_MAX} characters.`,
  leadingZero: (text: string, fixed: string) =>
    `'${text}' has a leading zero, which some systems read as octal: write ${fixed} if that is the address you mean.`,
  octet: (part: string) => `${part} is not a number from 0 to 255: each part of an IPv4 address is.`,
  ipv4Parts: (text: string) => `'${text}' is not an IPv4 address: it has four numbers from 0 to 255 separated by dots.`,
  ipv6: (text: string) => `'${text}' is not a valid IPv6 address.`,
  ipv6Group: (group: string) => `'${group}' is not an IPv6 group: each group has one to four hexadecimal digits.`,
  ipv6DoubleColon: "An IPv6 address has at most one '::'.",
  zone: "Leave out the zone id (the part after '%'): it names a network interface of one computer, not an address others see.",
  prefix: (family: IpFamily) => `The prefix length after '/' is a whole number from 0 to ${IP_BITS[family]} for ${FAMILY_NAME[family]}.`,
  mappedSuperset: 'This range includes the IPv4-mapped IPv6 block ::ffff:0:0/96, which readers reach as IPv4 addresses: enter IPv4 ranges as IPv4.',
  dashEnds: 'Write an address on each side of the dash (203.0.113.10 - 203.0.113.20), without a prefix length.',
  dashFamilies: 'Both ends of a range must be IPv4, or both IPv6.',
  dashReversed: (start: string, end: string) => `The range starts after it ends: put the lower address first (${end} - ${start}).`,
  tooWide: (family: IpFamily) =>
    `This range is too wide: a site licence covers one organisation's network, at most a /${MIN_COMPANY_PREFIX[family]} for ${FAMILY_NAME[family]}.`,
  required: 'Add at least one address or range.',
  tooMany: `A company may have at most ${MAX_COMPANY_RANGES} ranges (a dash range counts as the CIDR ranges it becomes).`,
  repeats: (index: number, cidr: string) => `Repeats range ${index + 1} (${cidr}).`,
  overlapsOwn: (index: number, cidr: string) => `Overlaps range ${index + 1} (${cidr}).`,
  overlapsOther: (cidr: string, companyName: string) => `Overlaps ${cidr} of ${companyName}.`,
  status: 'Status must be 1 (active) or 0 (inactive).',
  nameTooLong: `A company name has at most ${COMPANY_NAME_MAX} characters.`,
  nameTaken: (name: string) => `Another company of this site is already called '${name}'.`,
} as const;

const mask = (bits: number) => (1n << BigInt(bits)) - 1n;
const ok = <T>(value: T): IpParse<T> => ({ ok: true, value });
const fail = <T>(error: string): IpParse<T> => ({ ok: false, error });

/** ::ffff:0:0/96, the IPv4-mapped IPv6 addresses. */
const MAPPED_FIRST = 0xffffn << 32n;
const MAPPED_LAST = MAPPED_FIRST | mask(32);

// ── Addresses ─────────────────────────────────────────────────────────────────────────────────

function parseIpv4(text: string): IpParse<bigint> {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) return fail(IP_MESSAGES.ipv4Parts(text));
  let value = 0n;
  for (const part of parts) {
    if (part.length > 1 && part.startsWith('0')) return fail(IP_MESSAGES.leadingZero(text, parts.map((p) => String(Number(p))).join('.')));
    const n = Number(part);
    if (n > 255) return fail(IP_MESSAGES.octet(part));
    value = (value << 8n) | BigInt(n);
  }
  return ok(value);
}

/** The 16-bit groups of one side of '::' (the address's last group may be a dotted IPv4 address); a message when not. */
function ipv6Groups(text: string, allowIpv4Tail: boolean, whole: string): IpParse<number[]> {
  if (text === '') return ok([]);
  const parts = text.split(':');
  const groups: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (allowIpv4Tail && index === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (!v4.ok) return v4;
      groups.push(Number(v4.value >> 16n), Number(v4.value & 0xffffn));
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
      groups.push(parseInt(part, 16));
    } else {
      return fail(/^[0-9a-f]{5,}$/i.test(part) ? IP_MESSAGES.ipv6Group(part) : IP_MESSAGES.ipv6(whole));
    }
  }
  return ok(groups);
}

function parseIpv6(text: string): IpParse<bigint> {
  const halves = text.split('::');
  if (halves.length > 2) return fail(IP_MESSAGES.ipv6DoubleColon);
  const compressed = halves.length === 2;
  const head = ipv6Groups(halves[0]!, !compressed, text);
  if (!head.ok) return head;
  const tail = compressed ? ipv6Groups(halves[1]!, true, text) : ok<number[]>([]);
  if (!tail.ok) return tail;
  const count = head.value.length + tail.value.length;
  // '::' stands for one or more zero groups (RFC 4291 §2.2).
  if (compressed ? count > 7 : count !== 8) return fail(IP_MESSAGES.ipv6(text));
  const groups = [...head.value, ...Array<number>(8 - count).fill(0), ...tail.value];
  return ok(groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n));
}

/** An address as written, IPv6 kept IPv6 (mapped addresses are converted by the callers). */
function parseRaw(input: string, { allowZone, invalid }: { allowZone: boolean; invalid: (text: string) => string }): IpParse<IpAddress> {
  let text = input.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (text === '') return fail(IP_MESSAGES.emptyAddress);
  if (text.includes(':')) {
    const zone = text.indexOf('%');
    if (zone >= 0) {
      if (!allowZone) return fail(IP_MESSAGES.zone);
      text = text.slice(0, zone);
    }
    const v6 = parseIpv6(text);
    return v6.ok ? ok({ family: 6, value: v6.value }) : v6;
  }
  if (/^[\d.]+$/.test(text)) {
    const v4 = parseIpv4(text);
    return v4.ok ? ok({ family: 4, value: v4.value }) : v4;
  }
  return fail(invalid(input.trim()));
}

const unmapped = (address: IpAddress): IpAddress =>
  address.family === 6 && address.value >= MAPPED_FIRST && address.value <= MAPPED_LAST ? { family: 4, value: address.value & mask(32) } : address;

/**
 * An IPv4 or IPv6 address; an IPv4-mapped IPv6 address answers as the IPv4 address it carries.
 * `allowZone`: a zone id (fe80::1%eth0) is dropped instead of refused (a visitor's address).
 */
export function parseAddress(text: string, { allowZone = false }: { allowZone?: boolean } = {}): IpParse<IpAddress> {
  const raw = parseRaw(text, { allowZone, invalid: IP_MESSAGES.notAddress });
  return raw.ok ? ok(unmapped(raw.value)) : raw;
}

/** IPv4 dotted; IPv6 as RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups as '::'. */
export function formatAddress({ family, value }: IpAddress): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt((7 - i) * 16)) & 0xffffn));
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = (list: number[]) => list.map((g) => g.toString(16)).join(':');
  if (bestLength < 2) return hex(groups);
  return `${hex(groups.slice(0, bestStart))}::${hex(groups.slice(bestStart + bestLength))}`;
}

// ── Ranges ────────────────────────────────────────────────────────────────────────────────────

/** The range of `prefix` bits around `value` (host bits cleared). */
export function rangeOf(family: IpFamily, value: bigint, prefix: number): IpRange {
  const hostMask = mask(IP_BITS[family] - prefix);
  const first = value & ~hostMask & mask(IP_BITS[family]);
  return { family, prefix, first, last: first | hostMask };
}

export const formatRange = (range: IpRange): string => `${formatAddress({ family: range.family, value: range.first })}/${range.prefix}`;

export const rangesOverlap = (a: IpRange, b: IpRange): boolean => a.family === b.family && a.first <= b.last && b.first <= a.last;

export const rangeContains = (range: IpRange, address: IpAddress): boolean =>
  range.family === address.family && range.first <= address.value && address.value <= range.last;

/** A range inside ::ffff:0:0/96 becomes the IPv4 range it stands for. */
function unmappedRange(range: IpRange): IpRange {
  if (range.family !== 6 || range.first < MAPPED_FIRST || range.last > MAPPED_LAST) return range;
  return { family: 4, prefix: range.prefix - 96, first: range.first & mask(32), last: range.last & mask(32) };
}

/**
 * An IPv6 range that holds all of ::ffff:0:0/96 and more (::/64, ::/0). Lookups read mapped
 * addresses as IPv4, so such a range could never match them: a company may not hold one.
 */
export const includesMappedBlock = (range: IpRange): boolean => range.family === 6 && range.first <= MAPPED_FIRST && range.last >= MAPPED_LAST;

export interface ParsedCidr {
  range: IpRange;
  /** True when the address had host bits set ('10.1.2.3/24' is read as 10.1.2.0/24). */
  hostBitsSet: boolean;
}

/** 'a.b.c.d/n', 'x::/n' or an address alone (a /32 or /128). */
export function parseCidr(input: string): IpParse<ParsedCidr> {
  const text = input.trim();
  const slash = text.indexOf('/');
  const raw = parseRaw(slash < 0 ? text : text.slice(0, slash), { allowZone: false, invalid: () => IP_MESSAGES.invalid(text) });
  if (!raw.ok) return raw;
  const { family, value } = raw.value;
  let prefix = IP_BITS[family];
  if (slash >= 0) {
    const written = text.slice(slash + 1).trim();
    if (!/^\d{1,3}$/.test(written) || Number(written) > IP_BITS[family]) return fail(IP_MESSAGES.prefix(family));
    prefix = Number(written);
  }
  const range = rangeOf(family, value, prefix);
  return ok({ range: unmappedRange(range), hostBitsSet: range.first !== value });
}

/** The fewest CIDR ranges that cover exactly first…last. */
export function rangesBetween(family: IpFamily, first: bigint, last: bigint): IpRange[] {
  const bits = IP_BITS[family];
  const out: IpRange[] = [];
  for (let at = first; at <= last; ) {
    // The largest block that starts at `at` (its alignment) and does not pass `last`.
    let size = bits;
    while (size > 0 && (at & mask(size)) !== 0n) size -= 1;
    while (size > 0 && at + mask(size) > last) size -= 1;
    out.push({ family, prefix: bits - size, first: at, last: at + mask(size) });
    at += mask(size) + 1n;
  }
  return out;
}

export interface ParsedEntry {
  /** The CIDR ranges the entry stands for: one, or several for a dash range. */
  ranges: IpRange[];
  /** What was read differently from how it was written, for the form to say; null when nothing. */
  note: string | null;
}

/**
 * One line of a company's list: an address, a CIDR range, or a dash range of two addresses of
 * the same family, which becomes the CIDR ranges that cover it exactly.
 */
export function parseRangeEntry(input: string): IpParse<ParsedEntry> {
  const text = input.trim();
  if (text === '') return fail(IP_MESSAGES.empty);
  if (text.length > RANGE_ENTRY_MAX) return fail(IP_MESSAGES.tooLong);
  if (text.includes('-')) {
    const ends = text.split('-').map((end) => end.trim());
    if (ends.length !== 2 || ends.some((end) => end === '' || end.includes('/'))) return fail(IP_MESSAGES.dashEnds);
    const [start, end] = ends.map((end) => parseAddress(end)) as [IpParse<IpAddress>, IpParse<IpAddress>];
    if (!start.ok) return start;
    if (!end.ok) return end;
    if (start.value.family !== end.value.family) return fail(IP_MESSAGES.dashFamilies);
    if (start.value.value > end.value.value) return fail(IP_MESSAGES.dashReversed(ends[0]!, ends[1]!));
    const ranges = rangesBetween(start.value.family, start.value.value, end.value.value);
    const note = ranges.length === 1 ? `Saved as ${formatRange(ranges[0]!)}.` : `Saved as ${ranges.length} CIDR ranges: ${ranges.map(formatRange).join(', ')}.`;
    return ok({ ranges, note });
  }
  const cidr = parseCidr(text);
  if (!cidr.ok) return cidr;
  const normal = formatRange(cidr.value.range);
  const note = cidr.value.hostBitsSet
    ? `Saved as ${normal}: the network address of ${text}.`
    : normal.replace(/\/(32|128)$/, '') !== text && normal !== text
      ? `Saved as ${normal}.`
      : null;
  return ok({ ranges: [cidr.value.range], note });
}

// ── Finding ranges ────────────────────────────────────────────────────────────────────────────

/** Ranges with what they stand for, searchable by address or by range in O(log n). */
export interface RangeIndex<T> {
  /** The entry whose range holds the address, or null. */
  find(address: IpAddress): { range: IpRange; data: T } | null;
  /** An entry whose range overlaps `range`, or null. */
  overlapping(range: IpRange): { range: IpRange; data: T } | null;
  readonly size: number;
}

interface FamilyIndex<T> {
  entries: { range: IpRange; data: T }[];
  /** The largest `last` among entries[0..i]: how far back an overlap can still be. */
  reach: bigint[];
}

/**
 * Sorted by first address; each search is a binary search plus a walk back over the entries
 * that could still reach the query (none or a few: the ranges of a site do not overlap, and if
 * stored data ever does, the walk still finds the match).
 */
export function buildRangeIndex<T>(items: readonly { range: IpRange; data: T }[]): RangeIndex<T> {
  const build = (family: IpFamily): FamilyIndex<T> => {
    const entries = items.filter((item) => item.range.family === family).sort((a, b) => (a.range.first < b.range.first ? -1 : a.range.first > b.range.first ? 1 : 0));
    const reach: bigint[] = [];
    for (const [i, entry] of entries.entries()) reach.push(i === 0 || entry.range.last > reach[i - 1]! ? entry.range.last : reach[i - 1]!);
    return { entries, reach };
  };
  const families: Record<IpFamily, FamilyIndex<T>> = { 4: build(4), 6: build(6) };
  const overlapping = (range: IpRange) => {
    const { entries, reach } = families[range.family];
    // The last entry that starts at or before the end of `range`.
    let low = 0;
    let high = entries.length - 1;
    let at = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (entries[mid]!.range.first <= range.last) {
        at = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    for (let i = at; i >= 0 && reach[i]! >= range.first; i -= 1) {
      if (entries[i]!.range.last >= range.first) return entries[i]!;
    }
    return null;
  };
  return {
    overlapping,
    find: (address) => overlapping({ family: address.family, prefix: IP_BITS[address.family], first: address.value, last: address.value }),
    size: items.length,
  };
}

// ── A company's list ──────────────────────────────────────────────────────────────────────────

export interface CheckedEntries {
  /** Every range in entry order, with the index of the entry it came from. */
  ranges: { range: IpRange; entry: number }[];
  /** 'ranges' or 'ranges.{index}' → message; empty when the list is good. */
  fieldErrors: Record<string, string>;
}

/**
 * Checks a company's entries on their own: each parses, is not too wide, and overlaps no earlier
 * entry (the later entry gets the message). Overlaps with other companies need the server.
 */
export function checkRangeEntries(entries: readonly string[]): CheckedEntries {
  const fieldErrors: Record<string, string> = {};
  const ranges: { range: IpRange; entry: number }[] = [];
  if (entries.length === 0) return { ranges, fieldErrors: { ranges: IP_MESSAGES.required } };
  // Bounded work whatever is sent: no more entries, nor ranges, than a company may have.
  if (entries.length > MAX_COMPANY_RANGES) return { ranges, fieldErrors: { ranges: IP_MESSAGES.tooMany } };
  for (const [index, text] of entries.entries()) {
    const parsed = parseRangeEntry(text);
    if (!parsed.ok) {
      fieldErrors[`ranges.${index}`] = parsed.error;
      continue;
    }
    const wide = parsed.value.ranges.find((range) => range.prefix < MIN_COMPANY_PREFIX[range.family]);
    if (wide) {
      fieldErrors[`ranges.${index}`] = IP_MESSAGES.tooWide(wide.family);
      continue;
    }
    if (parsed.value.ranges.some(includesMappedBlock)) {
      fieldErrors[`ranges.${index}`] = IP_MESSAGES.mappedSuperset;
      continue;
    }
    const clash = parsed.value.ranges
      .map((range) => ({ range, earlier: ranges.find((other) => rangesOverlap(range, other.range)) }))
      .find((pair) => pair.earlier !== undefined);
    if (clash?.earlier) {
      const same = clash.range.first === clash.earlier.range.first && clash.range.last === clash.earlier.range.last;
      const cidr = formatRange(clash.earlier.range);
      fieldErrors[`ranges.${index}`] = same ? IP_MESSAGES.repeats(clash.earlier.entry, cidr) : IP_MESSAGES.overlapsOwn(clash.earlier.entry, cidr);
      continue;
    }
    for (const range of parsed.value.ranges) ranges.push({ range, entry: index });
    if (ranges.length > MAX_COMPANY_RANGES) return { ranges, fieldErrors: { ...fieldErrors, ranges: IP_MESSAGES.tooMany } };
  }
  return { ranges, fieldErrors };
}

export interface OtherCompany {
  companyName: string;
  /** Stored (normalised) CIDR ranges; any that does not parse is ignored. */
  ranges: readonly string[];
}

/** Per entry ('ranges.{index}'), the first range of another company that one of its ranges overlaps. */
export function overlapsWithOthers(ranges: CheckedEntries['ranges'], others: readonly OtherCompany[]): Record<string, string> {
  const held = buildRangeIndex(
    others.flatMap((company) =>
      company.ranges.flatMap((text) => {
        const parsed = parseCidr(text);
        return parsed.ok ? [{ range: parsed.value.range, data: company.companyName }] : [];
      }),
    ),
  );
  const fieldErrors: Record<string, string> = {};
  for (const { range, entry } of ranges) {
    const key = `ranges.${entry}`;
    if (fieldErrors[key]) continue;
    const other = held.overlapping(range);
    if (other) fieldErrors[key] = IP_MESSAGES.overlapsOther(formatRange(other.range), other.data);
  }
  return fieldErrors;
}

export interface SiteLicenseCompanyValues {
  companyName: string;
  status: 0 | 1;
  /** Normalised CIDR ranges, in entry order (a dash range gives several). */
  ranges: string[];
}

export interface CheckedCompany extends SiteLicenseCompanyValues {
  /** For the overlap check against the site's other companies. */
  parsed: CheckedEntries['ranges'];
}

/**
 * A company as the form holds it or as saveSiteLicenseCompany receives it: a name, a status and
 * its entries. Field errors by path: companyName, status, ranges, ranges.{index}.
 */
export function checkSiteLicenseCompany(input: { companyName?: unknown; status?: unknown; ranges?: unknown }): SettingsCheck<CheckedCompany> {
  const fieldErrors: Record<string, string> = {};
  const companyName = typeof input.companyName === 'string' ? input.companyName.trim() : '';
  if (companyName === '') fieldErrors.companyName = MESSAGES.fieldRequired;
  else if (companyName.length > COMPANY_NAME_MAX) fieldErrors.companyName = IP_MESSAGES.nameTooLong;
  const status = input.status;
  if (status !== SITE_LICENSE_STATUS.active && status !== SITE_LICENSE_STATUS.inactive) fieldErrors.status = status == null ? MESSAGES.fieldRequired : IP_MESSAGES.status;
  const entries = Array.isArray(input.ranges) ? input.ranges.map((entry) => (typeof entry === 'string' ? entry : '')) : [];
  const checked = checkRangeEntries(entries);
  Object.assign(fieldErrors, checked.fieldErrors);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, value: { companyName, status: status as 0 | 1, ranges: checked.ranges.map(({ range }) => formatRange(range)), parsed: checked.ranges } };
}
