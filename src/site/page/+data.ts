import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { pageFailure } from '../pageFailure.js';
import { loadPage, type PageData } from './loadPage.js';

export type Data = PageData;

/** The catch-all's data through Vike (development, and the first render of a process in production). */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const outcome = await loadPage({
    graphql: pageContext.graphql,
    path: pageContext.urlPathname,
    search: pageContext.urlParsed.search,
    searchOriginal: pageContext.urlParsed.searchOriginal ?? null,
  }).catch((error: unknown) => {
    throw pageFailure(error);
  });
  if (outcome.kind === 'not-found') throw render(404);
  if (outcome.kind === 'redirect') throw redirect(outcome.to, 301);
  return outcome.data;
}
