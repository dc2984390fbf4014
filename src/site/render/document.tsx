import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { SeoTags } from '../seo/SeoHead.js';
import type { SeoInput } from '../seo/types.js';
import { SiteFrame } from '../shell/SiteFrame.js';
import type { SiteShellPageData } from '../shell/types.js';

/**
 * The HTML document of a public page (issue 10 item 4), one function for both ways a page is
 * rendered: Vike's onRenderHtml (development, and whatever Vike serves) and the direct renderer of
 * production (src/server/http/sitePages.ts), so both answer the same bytes.
 *
 * Pages are HTML-only: React renders once, to static markup. The frame around the page (skip link,
 * header, mega menu, sidebar, footer) is the same for every page of a site until its settings,
 * menus or images change, so a visitor's frame is rendered once per version of them (and year and
 * hideHeader/hideFooter) and reused; only the page itself and the <head> tags are rendered per
 * request.
 */
export interface SitePageData extends SiteShellPageData {
  seo: SeoInput;
}

/**
 * Marks where Vike injects its asset tags (right after <head>, right before </body>), so the
 * direct renderer can take the very tags Vike wrote (sitePages.ts).
 */
export const HEAD_MARK = '<!--site-head-->';
export const END_MARK = '<!--site-end-->';

/** The stylesheet and script tags of the page's assets, as Vike injects them. */
export interface SiteAssets {
  head: string;
  body: string;
}

const MAIN_MARK = 'SiteFrameMainMark7f3a';
/** Stands for the path in a cached frame: it is only ever used as a query value (Login's redirectTo). */
const PATH_MARK = 'SiteFramePathMark7f3a';

const FRAMES_KEPT = 200;
const frames = new Map<string, { before: string; after: string }>();

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function renderFrame(data: SiteShellPageData, path: string): { before: string; after: string } {
  const html = renderToStaticMarkup(<SiteFrame data={{ ...data, shell: { ...data.shell, path } }}>{MAIN_MARK}</SiteFrame>);
  const at = html.indexOf(MAIN_MARK);
  return { before: html.slice(0, at), after: html.slice(at + MAIN_MARK.length) };
}

/** The frame of a page: from the cache for visitors; rendered each time for CMS users and previews (toolbar). */
function frameOf(data: SiteShellPageData): { before: string; after: string } {
  const { shell, chrome } = data;
  const personal = shell.cmsUser !== null || shell.siteUser !== null || chrome.preview || chrome.toolbar.length > 0;
  if (personal || !shell.revision) return renderFrame(data, shell.path);
  const key = `${shell.revision}|${shell.year}|${chrome.hideHeader ? 1 : 0}${chrome.hideFooter ? 1 : 0}`;
  let frame = frames.get(key);
  if (!frame) {
    frame = renderFrame(data, PATH_MARK);
    // Every use of the path must be the query value it was built for; otherwise render per request.
    const uses = (frame.before + frame.after).split(PATH_MARK).length - 1;
    const asQuery = (frame.before + frame.after).split(`redirectTo=${PATH_MARK}`).length - 1;
    if (uses !== asQuery) return renderFrame(data, shell.path);
    if (frames.size >= FRAMES_KEPT) frames.delete(frames.keys().next().value!);
    frames.set(key, frame);
  }
  const path = escapeAttribute(encodeURIComponent(shell.path || '/'));
  return { before: frame.before.replaceAll(PATH_MARK, path), after: frame.after.replaceAll(PATH_MARK, path) };
}

/** React puts the resource hints of a render (image preloads) first in its markup; they belong in <head>. */
function splitHints(html: string): { hints: string; rest: string } {
  const match = /^(?:<link [^>]*\/>)+/.exec(html);
  return match ? { hints: match[0], rest: html.slice(match[0].length) } : { hints: '', rest: html };
}

export function renderSiteDocument(
  { pageContext, data, Page }: { pageContext: object; data: SitePageData; Page: ComponentType },
  assets: SiteAssets | null,
): string {
  const page = renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={pageContext as never}>
      <Page />
    </VikeReactProviderPageContext>,
  );
  const { hints, rest } = splitHints(page);
  const frame = frameOf(data);
  const head = renderToStaticMarkup(<SeoTags input={data.seo} includeTitle />);
  return (
    `<!DOCTYPE html><html lang="en"><head>${assets?.head ?? ''}${HEAD_MARK}<meta charset="UTF-8"/>` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"/>${head}${hints}</head>` +
    `<body><div id="root">${frame.before}${rest}${frame.after}</div>${END_MARK}${assets?.body ?? ''}</body></html>`
  );
}
