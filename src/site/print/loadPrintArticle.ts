import { GetContentDocument, GetTenantInfoDocument } from '../../gql/graphql.js';
import type { PageGraphQL } from '../pageContext.js';

export interface PrintArticle {
  siteName: string;
  id: number;
  type: string;
  name: string;
  teaser: string | null;
  /** Sanitised rich text (content bodies are cleaned when saved). */
  body: string | null;
  authors: string[];
  publishedDate: string | null;
  published: string | null;
  canonicalUrl: string;
  image: { src: string; alt: string; caption: string | null; credit: string | null; width: number | null; height: number | null } | null;
}

const CONTENT_ID = /^\d{8}$/;

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'NOT_FOUND';

/**
 * The print page's data: a live content item of this site (drafts stay hidden even from a logged-in
 * editor: a printed page is what readers see). Null when the id is malformed, unknown or not live.
 */
export async function loadPrintArticle(graphql: Pick<PageGraphQL, 'run'>, idParam: string): Promise<PrintArticle | null> {
  if (!CONTENT_ID.test(idParam)) return null;
  try {
    const [info, result] = await Promise.all([
      graphql.run(GetTenantInfoDocument, {}),
      graphql.run(GetContentDocument, { id: Number(idParam), requirePublished: true }),
    ]);
    const item = result.getContent;
    const image = item.primaryImage;
    return {
      siteName: info.getTenantInfo.current.name,
      id: item.id,
      type: item.type,
      name: item.name,
      teaser: item.teaser ?? null,
      body: item.body ?? null,
      authors: item.authors.edges.map((edge) => edge.node.name),
      publishedDate: item.publishedDate ?? null,
      published: item.published ?? null,
      canonicalUrl: item.siteContext.canonicalUrl,
      image: image
        ? { src: image.src, alt: image.alt ?? '', caption: image.caption ?? null, credit: image.credit ?? null, width: image.width ?? null, height: image.height ?? null }
        : null,
    };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
