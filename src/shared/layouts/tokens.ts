/**
 * Block title and link tokens (001 §3 "Grid settings": "Title tokens: sectionname, issuename,
 * pagename. Link token: sectionlink"; 002 §3 "title (with placeholders [sectionname], [issuename],
 * [pagename]), link (with [sectionlink])"). Tokens are matched without regard to case; a token with
 * no value on the page is replaced by nothing, and the spaces it leaves are tidied.
 */
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

/** '[sectionlink]' and '[sectionlink]/more' become the section's path; no section: no link (''). */
export function applyLinkTokens(link: string, values: TokenValues): string {
  if (!/\[sectionlink\]/i.test(link)) return link;
  if (!values.sectionLink) return '';
  const base = values.sectionLink.replace(/\/$/, '');
  return link.replace(/\[sectionlink\]/gi, base).replace(/^(?!\/|https?:)/, '/') || '/';
}
