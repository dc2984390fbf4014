/**
 * Block title and link tokens (001 §3 "Grid settings": "Title tokens: sectionname, issuename,
 * pagename. Link token: sectionlink"; 002 §3 "title (with placeholders [sectionname], [issuename],
 * [pagename]), link (with [sectionlink])"). Tokens are matched without regard to case; a token with
 * no value on the page is replaced by nothing, and the spaces it leaves are tidied.
 */
import { isSafeLink, linkProblem, type LinkProblem } from '../links';

export interface TokenValues {
  sectionName?: string | null;
  issueName?: string | null;
  pageName?: string | null;
  /** The section's path, e.g. '/power'. */
  sectionLink?: string | null;
}

const tidy = (text: string) => text.replace(/\s{2,}/g, ' ').trim();

export function applyTitleTokens(title: string, values: TokenValues): string {
  if (!title.includes('[')) return title;
  return tidy(
    title
      .replace(/\[sectionname\]/gi, values.sectionName ?? '')
      .replace(/\[issuename\]/gi, values.issueName ?? '')
      .replace(/\[pagename\]/gi, values.pageName ?? ''),
  );
}

/**
 * '[sectionlink]' and '[sectionlink]/more' become the section's path; no section: no link ('').
 * A link that is not a safe target once filled in (links.ts: a link saved before that rule, or
 * `[sectionlink]/\host` on the root section) is dropped rather than sent to readers.
 */
export function applyLinkTokens(link: string, values: TokenValues): string {
  const applied = /\[sectionlink\]/i.test(link) ? withSectionLink(link, values) : link;
  return applied === '' || isSafeLink(applied) ? applied : '';
}

function withSectionLink(link: string, values: TokenValues): string {
  if (!values.sectionLink) return '';
  const base = values.sectionLink.replace(/\/$/, '');
  return link.replace(/\[sectionlink\]/gi, base).replace(/^(?!\/|https?:)/, '/') || '/';
}

/**
 * The rule of a stored link that may start with '[sectionlink]': what follows the token must keep
 * the link on the section's path (the root section's path is '/', so `[sectionlink]/\host` would
 * become `/\host`). Null when fine, else the problem (links.ts).
 */
export function sectionLinkProblem(link: string): LinkProblem | null {
  const rest = link.replace(/^\[sectionlink\]/i, '');
  return rest === '' ? null : linkProblem(rest.startsWith('/') ? rest : `/${rest}`, { allow: 'path' });
}
