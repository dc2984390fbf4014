import type { GetWebsiteLayoutPageQuery } from '../../gql/graphql.js';
import { authorPath } from '../../shared/authors.js';
import type { SeoAsset, SeoContent, SeoInput, SeoSite } from '../seo/types.js';

type Page = NonNullable<GetWebsiteLayoutPageQuery['getWebsiteLayoutPage']>;
type ContentData = NonNullable<Page['pageData']['content']>;
type AssetData = NonNullable<ContentData['primaryImage']>;

const seoAssetOf = (asset: AssetData): SeoAsset => ({
  id: asset.id,
  version: asset.version,
  fileName: asset.fileName,
  mimeType: asset.mimeType,
  width: asset.width ?? null,
  height: asset.height ?? null,
  crop: (asset.processingOptions as { crop?: SeoAsset['crop'] } | null)?.crop ?? null,
  focalPoint: (asset.processingOptions as { focalPoint?: SeoAsset['focalPoint'] } | null)?.focalPoint ?? null,
  alt: asset.alt ?? null,
});

function seoContentOf(content: ContentData): SeoContent {
  const venue = content.venue;
  return {
    id: content.id,
    type: content.type,
    name: content.name,
    seoTitle: content.seoTitle,
    teaser: content.teaser,
    metadataDescription: content.metadata.description,
    published: content.published,
    updated: content.updated,
    startDate: content.startDate,
    endDate: content.endDate,
    primaryImage: content.primaryImage ? seoAssetOf(content.primaryImage) : null,
    images: content.images.edges.map((edge) => seoAssetOf(edge.node)),
    // Each author's page (JSON-LD author.url), as the byline links it.
    authors: content.authors.edges.map((edge) => ({ name: edge.node.fullName, url: authorPath({ id: edge.node.id, name: edge.node.fullName }) })),
    // 002 "Structured data": an event's postal address only when present (the SEO layer drops empty ones).
    address: venue
      ? { name: venue.name, address1: venue.address1, city: venue.city, postalCode: venue.postalCode, region: venue.region, country: venue.country }
      : { address1: content.address1, city: content.city, postalCode: content.postalCode, region: content.state, country: content.country },
    embedCode: content.embedCode,
    memberships: content.memberships,
    userRegistrationRequired: content.userRegistration.isRequired,
  };
}

/** The SEO input of an assembled page: the content item's facts, or the section's (or page's) name and description. */
export function seoInputOfPage(site: SeoSite, page: Page): SeoInput {
  const data = page.pageData;
  if (data.content) return { site, path: data.canonicalPath, content: seoContentOf(data.content) };
  // The home page is titled with the site name alone (002 §5 rule with no page name).
  if (data.canonicalPath === '/') return { site, path: '/' };
  // An author page: described by the bio (the teaser), shared with the person's photo; an issue page with its cover.
  const picture = data.person?.image ?? data.issue?.coverImage ?? null;
  const image = picture ? seoAssetOf(picture) : null;
  return { site, path: data.canonicalPath, name: data.name, description: data.teaser ?? data.section?.description ?? null, ...(image ? { image } : {}) };
}
