/**
 * The one rule for every stored value that becomes an `href` or a `Location` (security issue 16
 * item 5): a path of this site, or an absolute http(s) address — read the way a browser's URL
 * parser reads it, not the way it looks.
 *
 * Browsers strip leading and trailing C0 controls and spaces, drop ASCII tabs and newlines anywhere
 * and treat `\` as `/` in http(s) URLs. So `/\evil.example`, `\\evil.example`, `\/evil.example` and
 * `/<tab>/evil.example` all become `//evil.example` — a protocol-relative address that leaves the
 * site. The rule normalises first, then refuses anything that starts with `//`, any backslash at
 * all, any control character, and every scheme but http and https (`javascript:`, `data:`,
 * `vbscript:`, in any letter case and with tabs inside).
 *
 * Validators (redirects, menus, settings and block links, newsletter links, content links) use
 * {@link linkProblem} and name the problem; the places that send a stored value out (the redirect
 * table's `Location`, block links with tokens) use {@link isSafeLink} so old rows saved before this
 * rule are not followed.
 */

export type LinkProblem =
  /** Empty after trimming. */
  | 'empty'
  /** A backslash anywhere (browsers read it as `/`). */
  | 'backslash'
  /** Tabs, line breaks or other control characters inside the address. */
  | 'control'
  /** Starts with `//` once normalised: the browser goes to another host. */
  | 'protocolRelative'
  /** A scheme other than http or https. */
  | 'scheme'
  /** http(s) but not a valid absolute address with a host. */
  | 'invalidUrl'
  /** Neither a path starting with `/` nor an address with a scheme (`evil.example`, `#top`). */
  | 'notPath';

export type LinkKind = 'pathOrUrl' | 'path' | 'url';

/** The precise messages of the disguised forms (the backslash one by what the field accepts). */
export const LINK_MESSAGES = {
  backslash: {
    pathOrUrl: 'Use a path on this site starting with a single / (no backslashes), or a full http(s) address.',
    path: 'Use a path on this site starting with a single / (no backslashes).',
    url: 'Enter a full address starting with http:// or https:// (no backslashes).',
  },
  control: 'Remove the tabs, line breaks and other invisible characters from the address.',
} as const;

const EDGE_CONTROLS_AND_SPACES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The value as a browser's URL parser sees it before resolving: C0 controls and spaces trimmed at
 * both ends, tabs and newlines removed everywhere, `\` read as `/`.
 */
export function normaliseLink(value: string): string {
  return value.replace(EDGE_CONTROLS_AND_SPACES, '').replace(TAB_OR_NEWLINE, '').replace(/\\/g, '/');
}

/** What is wrong with `value` as a link target, or null when it is a safe path or http(s) address. */
export function linkProblem(value: string, { allow = 'pathOrUrl' }: { allow?: LinkKind } = {}): LinkProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return 'empty';
  const normalised = normaliseLink(trimmed);
  // The shapes that leave the site are named first: they are what an attacker types.
  if (normalised.startsWith('//')) return trimmed.includes('\\') ? 'backslash' : 'protocolRelative';
  if (trimmed.includes('\\')) return 'backslash';
  if (CONTROL.test(trimmed)) return 'control';
  if (normalised.startsWith('/')) return allow === 'url' ? 'notPath' : null;
  const scheme = SCHEME.exec(normalised)?.[1]?.toLowerCase();
  if (!scheme) return 'notPath';
  if (scheme !== 'http' && scheme !== 'https') return 'scheme';
  if (allow === 'path') return 'notPath';
  return isAbsoluteHttpUrl(normalised) ? null : 'invalidUrl';
}

function isAbsoluteHttpUrl(value: string): boolean {
  // `https:evil.example` and `https:/evil.example` parse as absolute too; an address typed as a
  // full address must say so plainly.
  if (!/^https?:\/\/[^/?#\s]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path of this site (`/news?page=2`) or an absolute http(s) address. */
export const isSafeLink = (value: string): boolean => linkProblem(value) === null;
/** A path of this site only: never another origin, whatever the browser makes of it. */
export const isSafeSitePath = (value: string): boolean => linkProblem(value, { allow: 'path' }) === null;
/** An absolute http(s) address only. */
export const isSafeHttpUrl = (value: string): boolean => linkProblem(value, { allow: 'url' }) === null;

/**
 * The message for a problem: the precise one for a backslash or control characters, else
 * `fallback` — the field's own message ("a path starting with / or a full http(s) URL"), which
 * already says what is allowed (and so what `//host` or `javascript:` is not).
 */
export function linkMessage(problem: LinkProblem, fallback: string, allow: LinkKind = 'pathOrUrl'): string {
  if (problem === 'control') return LINK_MESSAGES.control;
  if (problem === 'backslash') return LINK_MESSAGES.backslash[allow];
  return fallback;
}
