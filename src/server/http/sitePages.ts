import Page from '../../site/page/+Page.js';
import { loadPage } from '../../site/page/loadPage.js';
import type { PageGraphQL } from '../../site/pageContext.js';
import { END_MARK, HEAD_MARK, renderSiteDocument, type SiteAssets } from '../../site/render/document.js';
import { isCatchAllPath } from '../../site/routes.js';
import type { RenderedPage } from '../integrations/pageCache/index.js';

/**
 * The direct renderer of the public catch-all in production (issue 10 item 4). Vike's per-request
 * work — routing every page, building the page context, scanning the document to inject assets —
 * cost more than rendering the page itself. The catch-all's pages are HTML-only, so this renders
 * them with the same code Vike runs (loadPage for the data, render/document.tsx for the HTML) and
 * the asset tags Vike wrote into the first page it rendered in this process. Until then, and for
 * anything that is not a page of the catch-all (404s, other routes), Vike renders.
 */
export interface DirectSiteRenderer {
  /** A page, a redirect, or null: let Vike answer (no assets yet, not the catch-all's, nothing here). */
  render(init: { urlOriginal: string; graphql: PageGraphQL }): Promise<RenderedPage | null>;
  /** Takes the asset tags from a document Vike rendered for the catch-all. */
  learn(page: RenderedPage): void;
  readonly ready: boolean;
}

const HTML_HEADERS: Array<[string, string]> = [['content-type', 'text/html;charset=utf-8']];

function between(html: string, start: string, end: string): string | null {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from + start.length);
  return from < 0 || to < 0 ? null : html.slice(from + start.length, to);
}

export function createDirectSiteRenderer({ cacheControl }: { cacheControl: string }): DirectSiteRenderer {
  let assets: SiteAssets | null = null;
  return {
    get ready() {
      return assets !== null;
    },
    learn(page) {
      if (assets || page.statusCode !== 200 || typeof page.body !== 'string' || !page.body.includes(HEAD_MARK)) return;
      const head = between(page.body, '<head>', HEAD_MARK);
      const body = between(page.body, END_MARK, '</body>');
      if (head !== null && body !== null) assets = { head, body };
    },
    async render({ urlOriginal, graphql }) {
      if (!assets) return null;
      const url = new URL(urlOriginal, 'http://site.invalid');
      let path: string;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        return null;
      }
      if (!isCatchAllPath(path)) return null;
      const outcome = await loadPage({ graphql, path, search: Object.fromEntries(url.searchParams), searchOriginal: url.search || null });
      if (outcome.kind === 'not-found') return null;
      if (outcome.kind === 'redirect') return { statusCode: 301, headers: [['location', outcome.to]], body: '' };
      const pageContext = { data: outcome.data, urlOriginal, urlPathname: path };
      const html = renderSiteDocument({ pageContext, data: outcome.data, Page }, assets);
      return { statusCode: 200, headers: [...HTML_HEADERS, ['cache-control', cacheControl]], body: html };
    },
  };
}
