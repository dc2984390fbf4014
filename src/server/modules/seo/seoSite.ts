import type { SeoAsset, SeoSite } from '../../../site/seo/types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AssetRow } from '../assets/repo.js';

/**
 * The site-wide SEO facts of a tenant for the public pages (in process, no permission: these are
 * what every visitor's page shows anyway): site name, origin, logo, favicon, the content types
 * kept out of search indexes and the preconnect origins.
 */
export async function loadSeoSite(ctx: GraphQLContext): Promise<SeoSite> {
  // Both from the site cache: no query on a warm node.
  const [settings, { logo, favicon }] = await Promise.all([ctx.loaders.siteSettings(), ctx.services.slots.images.get(ctx.tenant.id)]);
  return {
    name: settings.general.siteName || ctx.tenant.name,
    origin: ctx.origin,
    description: settings.footer.aboutText,
    logo: logo ? seoAsset(logo) : null,
    faviconIco: favicon?.src ?? null,
    noIndexContentTypes: settings.general.enableNoIndexByContentType,
    // 002 §9 names the fonts host, a consent host and the API endpoint. None applies yet: the site
    // uses system fonts (site.css), no consent script is loaded, and pages call the API in process
    // (the browser's /graphql is the page's own origin). List their URLs here when they arrive.
    preconnect: [],
  };
}

/** A media-library row as the SEO layer reads it. */
export function seoAsset(row: AssetRow): SeoAsset {
  return {
    id: row.id,
    version: row.version,
    fileName: row.fileName,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    crop: row.processingOptions.crop ?? null,
    focalPoint: row.processingOptions.focalPoint ?? null,
    alt: row.alt,
  };
}
