import { IMAGE_WIDTHS, imageUrl, naturalFormat } from '../../../shared/assets.js';
import { contentDateRange, formatDisplayDate } from '../../../shared/dates.js';
import type { ImageRef, SectionLink, TeaserItem } from '../../../site/blocks/types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ListedRow, TeaserImage } from './listSql.js';
import { teaserOf } from '../content/service.js';
import type { SectionTree } from '../sections/repo.js';

/** Widths offered in srcset for an image shown at up to `maxWidth` CSS pixels (2x screens included). */
function widthsFor(asset: TeaserImage, maxWidth: number): number[] {
  const own = asset.processingOptions.crop?.width ?? asset.width ?? maxWidth * 2;
  const wanted = IMAGE_WIDTHS.filter((width) => width <= Math.min(own, maxWidth * 2));
  return wanted.length ? wanted : [IMAGE_WIDTHS[0]];
}

// The URLs of an image version at a display width never change (a new crop is a new version):
// built once, not for every teaser of every page.
const URLS_KEPT = 20_000;
const urls = new Map<string, { src: string; srcSet: string }>();

function urlsOf(asset: TeaserImage, maxWidth: number): { src: string; srcSet: string } {
  const key = `${asset.id}:${asset.version}:${maxWidth}`;
  let known = urls.get(key);
  if (!known) {
    const format = naturalFormat(asset.mimeType);
    const widths = widthsFor(asset, maxWidth);
    known = {
      src: imageUrl(asset, { width: widths.find((w) => w >= maxWidth) ?? widths[widths.length - 1]!, format }),
      srcSet: widths.map((w) => `${imageUrl(asset, { width: w, format })} ${w}w`).join(', '),
    };
    if (urls.size >= URLS_KEPT) urls.clear();
    urls.set(key, known);
  }
  return known;
}

/** An image of the media library as blocks show it: a sized src, a srcset, and its text. */
export function imageRefOf(asset: TeaserImage | null | undefined, { maxWidth, fallbackAlt }: { maxWidth: number; fallbackAlt: string }): ImageRef | null {
  if (!asset || asset.kind !== 'image') return null;
  const crop = asset.processingOptions.crop;
  const width = crop?.width ?? asset.width ?? null;
  const height = crop?.height ?? asset.height ?? null;
  return {
    ...urlsOf(asset, maxWidth),
    alt: asset.alt?.trim() || fallbackAlt,
    width,
    height,
    caption: asset.caption ?? null,
    credit: asset.credit ?? null,
  };
}

export function sectionLinkOf(tree: SectionTree, id: number | null | undefined): SectionLink | null {
  const node = id == null ? undefined : tree.byId.get(id);
  return node ? { id: node.id, name: node.name, path: node.canonicalPath } : null;
}

/**
 * Teasers for listed rows: their images and company names came with them (listSql.ts), the
 * sections come from the site cache.
 */
export async function buildTeasers(ctx: GraphQLContext, rows: readonly ListedRow[], { teaserMaxLength }: { teaserMaxLength: number }): Promise<TeaserItem[]> {
  const [tree, settings, modules] = await Promise.all([ctx.loaders.sectionTree(), ctx.services.slots.settings.get(ctx.tenant.id), ctx.services.slots.modules.get(ctx.tenant.id)]);
  // Title locks (001 §3 membership settings showTitleLocks): only while the membership system is active.
  const locks = settings.membership.showTitleLocks && modules.membershipSystemActive;
  return rows.map((row) => teaserItemOf(row, tree, teaserMaxLength, locks));
}

/**
 * A row's teaser, built once: rows come from the site's list cache (the same objects until a
 * change drops them) and the section tree from its slot, so the item is kept beside the row and
 * built again only for another tree or length. Frozen, since every page that shows the row shares it.
 */
const built = new WeakMap<ListedRow, { tree: SectionTree; byLength: Map<string, TeaserItem> }>();

function teaserItemOf(row: ListedRow, tree: SectionTree, teaserMaxLength: number, locks: boolean): TeaserItem {
  let memo = built.get(row);
  if (!memo || memo.tree !== tree) {
    memo = { tree, byLength: new Map() };
    built.set(row, memo);
  }
  const key = `${teaserMaxLength}:${locks ? 1 : 0}`;
  let item = memo.byLength.get(key);
  if (!item) {
    item = Object.freeze({
      id: row.id,
      type: row.type,
      name: row.name,
      // A length of 0 asks for no teaser at all.
      teaser: teaserMaxLength > 0 ? teaserOf(row, { maxLength: Math.min(teaserMaxLength, 5000), fallback: true }) : null,
      path: row.canonicalPath,
      image: imageRefOf(row.image, { maxWidth: 640, fallbackAlt: row.name }),
      section: sectionLinkOf(tree, row.primarySectionId),
      published: row.published?.toISOString() ?? null,
      publishedDate: row.published ? formatDisplayDate(row.published) : null,
      eventDateRange: row.startDate ? contentDateRange(row.type, row.startDate, row.endDate) : null,
      labels: row.labels,
      companyName: row.companyName,
      gated: locks && (row.membershipIds.length > 0 || row.userRegistrationRequired),
    });
    memo.byLength.set(key, item);
  }
  return item;
}
