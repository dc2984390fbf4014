import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { pageFailure } from '../pageFailure.js';
import { loadPrintArticle } from './loadPrintArticle.js';

export type Data = Awaited<ReturnType<typeof data>>;

/** Unknown, malformed or unpublished ids get the site's normal 404 page. */
export async function data(pageContext: PageContextServer) {
  const article = await loadPrintArticle(pageContext.graphql, pageContext.routeParams['id'] ?? '').catch((error: unknown) => {
    throw pageFailure(error);
  });
  if (!article) throw render(404);
  return article;
}
