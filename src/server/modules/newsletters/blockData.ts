import { imageUrl, naturalFormat } from '../../../shared/assets.js';
import { contentTypeInfo } from '../../../shared/contentTypes.js';
import { NATIVE_PLACEMENTS, type NewsletterBlockSettings } from '../../../shared/newsletterBlocks.js';
import { injectAds, type AdSlot } from '../../../shared/newsletterAds.js';
import { newsletterBlocksOf, type NewsletterTemplateDocument } from '../../../shared/newsletterTemplates.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { getContacts } from '../contacts/service.js';
import { teaserOf } from '../content/service.js';
import { findInjectableAds } from '../newsletterAds/repo.js';
import { findIssueSchedule } from '../newsletterContent/repo.js';
import { listResults, listStatement, type ListedRow, type TeaserImage } from '../pages/listSql.js';
import type { RenderAd, RenderBlockData, RenderContact, RenderIssue, RenderSite, RenderStory } from './render/types.js';
import { issuePathOf, magazineIndexOf, magazineModuleOn, shownIssues, type MagazineIndex } from '../magazines/index.js';
import type { IssueRow } from '../magazines/repo.js';

/**
 * What a campaign's blocks show for an issue (docs/newsletters.md "How an issue is filled"):
 *
 * - content_list: the items scheduled to the template for the issue date. Items pinned to a manual
 *   block go to that block (a manual block with nothing pinned shows the items picked in its own
 *   settings); the others are dealt to the automatic blocks in grid order, numberOfItems each, in
 *   the schedule's order. An item appears once. Only live items are shown.
 * - contacts: the block's contacts through getContacts (live Contact items, at most 100).
 * - native_ad: the ad injection picks per position (shared/newsletterAds.ts injectAds) among the
 *   ads scheduled to the template whose window holds `at`.
 * - issue: the newest active issue of the block's publication that mails on or before the issue
 *   date (docs/magazines.md), from the site's magazine slot; none while the magazine module is off.
 *
 * Addresses are absolute (`origin`); images are asked for as JPEG or PNG (mail clients show no WebP).
 */
export interface NewsletterData {
  site: RenderSite;
  blocks: Map<string, RenderBlockData>;
  /** Position → ad id, recorded with the campaign when it starts sending (read-only ads). */
  ads: Map<number, number>;
}

const STORY_IMAGE_WIDTH = 640;

export async function loadNewsletterData(
  ctx: GraphQLContext,
  args: { templateId: number; document: NewsletterTemplateDocument; issueDate: string; at: Date; origin: string },
): Promise<NewsletterData> {
  const { document, origin } = args;
  const tenantId = ctx.tenant.id;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);
  const blocks = newsletterBlocksOf(document.grid).map((entry) => entry.block);
  const result = new Map<string, RenderBlockData>();

  // Stories: who takes which scheduled item.
  const schedule = await findIssueSchedule(ctx.db, tenantId, args.templateId, args.issueDate);
  const pinned = new Map<string, number[]>();
  const automatic: number[] = [];
  for (const entry of schedule) {
    if (entry.blockId) pinned.set(entry.blockId, [...(pinned.get(entry.blockId) ?? []), entry.contentId]);
    else automatic.push(entry.contentId);
  }
  const lists = blocks.filter((block) => block.type === 'content_list');
  const wanted = new Set<number>([...automatic, ...[...pinned.values()].flat(), ...lists.flatMap((b) => (b.settings as NewsletterBlockSettings<'content_list'>).contentIds)]);
  const rows = await liveRows(ctx, [...wanted], args.at);
  const tree = await ctx.loaders.sectionTree();
  const used = new Set<number>();
  let queue = automatic.filter((id) => rows.has(id));
  for (const block of lists) {
    const settings = block.settings as NewsletterBlockSettings<'content_list'>;
    let ids: number[];
    if (settings.populationMode === 'manual') {
      const own = (pinned.get(block.id) ?? []).filter((id) => rows.has(id));
      ids = (own.length ? own : settings.contentIds.filter((id) => rows.has(id))).filter((id) => !used.has(id)).slice(0, settings.numberOfItems);
    } else {
      queue = queue.filter((id) => !used.has(id));
      ids = queue.slice(0, settings.numberOfItems);
      queue = queue.slice(ids.length);
    }
    for (const id of ids) used.add(id);
    result.set(block.id, {
      type: 'content_list',
      stories: ids.map((id) => storyOf(rows.get(id)!, tree.byId.get(rows.get(id)!.primarySectionId ?? -1)?.name ?? null, absolute)),
    });
  }

  // Contacts.
  for (const block of blocks.filter((b) => b.type === 'contacts')) {
    const ids = (block.settings as NewsletterBlockSettings<'contacts'>).contactIds;
    const contacts = ids.length ? await getContacts(ctx, { ids }) : [];
    result.set(block.id, { type: 'contacts', contacts: contacts.map((row) => contactOf(row, absolute)) });
  }

  // Ads.
  const slots: (AdSlot & { blockId: string })[] = blocks
    .filter((b) => b.type === 'native_ad')
    .map((b) => {
      const settings = b.settings as NewsletterBlockSettings<'native_ad'>;
      return { blockId: b.id, position: settings.position, placements: settings.placements.length ? settings.placements : [...NATIVE_PLACEMENTS] };
    });
  const injectable = slots.length ? await findInjectableAds(ctx.db, tenantId, args.templateId, args.at) : [];
  const chosen = injectAds(slots, injectable, args.templateId, args.at);
  const adsById = new Map(injectable.map((ad) => [ad.id, ad]));
  for (const slot of slots) {
    const ad = adsById.get(chosen.get(slot.position) ?? -1);
    result.set(slot.blockId, { type: 'native_ad', ad: ad ? renderAdOf(ad, absolute) : null });
  }

  // Magazine issues: each block's publication's newest issue mailing on or before the issue date.
  const issueBlocks = blocks.filter((b) => b.type === 'issue');
  const magazines = issueBlocks.length && (await magazineModuleOn(ctx)) ? await magazineIndexOf(ctx) : null;
  for (const block of issueBlocks) {
    const { publicationId } = block.settings as NewsletterBlockSettings<'issue'>;
    const issue = magazines && publicationId !== null ? newestIssueBy(magazines, publicationId, args.issueDate) : null;
    result.set(block.id, { type: 'issue', issue: issue && magazines ? renderIssueOf(magazines, issue, absolute) : null });
  }
  for (const block of blocks) {
    if (block.type === 'html' || block.type === 'fixed_ad' || block.type === 'passendo_ad') result.set(block.id, { type: block.type });
  }

  const [bundle, images] = await Promise.all([ctx.services.slots.settings.get(tenantId), ctx.services.slots.images.get(tenantId)]);
  const logo = images.logo;
  const site: RenderSite = {
    name: bundle.site.general.siteName || ctx.tenant.name,
    origin,
    logoUrl: logo && logo.kind === 'image' ? absolute(imageUrl(logo, { width: 480, format: naturalFormat(logo.mimeType) === 'png' ? 'png' : 'jpeg' })) : null,
  };
  return { site, blocks: result, ads: chosen };
}

/** The live items among `ids` with their images (one statement: the page lists' own). */
async function liveRows(ctx: GraphQLContext, ids: number[], at: Date): Promise<Map<number, ListedRow>> {
  if (ids.length === 0) return new Map();
  const { text, values, name } = listStatement(ctx.tenant.id, at, [{ kind: 'list', filter: { includeIds: ids }, sort: { field: 'published', order: 'desc' }, limit: ids.length, offset: 0 }]);
  const [rows] = listResults(await ctx.services.sql.query(text, values, name), 1);
  return new Map((rows ?? []).map((row) => [row.id, row]));
}

function emailImage(asset: TeaserImage | null, width: number, absolute: (path: string) => string): string | null {
  if (!asset || asset.kind !== 'image') return null;
  return absolute(imageUrl(asset, { width, format: naturalFormat(asset.mimeType) === 'png' ? 'png' : 'jpeg' }));
}

function storyOf(row: ListedRow, sectionName: string | null, absolute: (path: string) => string): RenderStory {
  return {
    id: row.id,
    title: row.name,
    url: absolute(row.canonicalPath),
    // The renderer cuts it to the block's teaser length; 600 is the largest a block asks for.
    teaser: teaserOf(row, { maxLength: 600, fallback: true }) ?? '',
    imageUrl: emailImage(row.image, STORY_IMAGE_WIDTH, absolute),
    imageAlt: row.image?.alt?.trim() || row.name,
    sectionName,
    published: row.published,
    typeLabel: contentTypeInfo(row.type)?.label ?? row.type,
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function contactOf(row: Awaited<ReturnType<typeof getContacts>>[number], absolute: (path: string) => string): RenderContact {
  const email = text(row.details.email);
  return {
    id: row.id,
    name: row.name,
    title: text(row.details.jobTitle),
    email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
    phone: text(row.details.phone),
    imageUrl: row.image ? emailImage(row.image as TeaserImage, 160, absolute) : null,
  };
}

/** The newest shown issue of a publication mailing on or before `issueDate` (YYYY-MM-DD). */
function newestIssueBy(index: MagazineIndex, publicationId: number, issueDate: string): IssueRow | null {
  return shownIssues(index, { publicationId }).find((issue) => issue.mailingDate <= issueDate) ?? null;
}

/** An issue's cover in the e-mail: at most 180 px shown (COVER_MAX of the renderer), asked for at twice that for sharp screens. */
const COVER_WIDTH = 360;

function renderIssueOf(index: MagazineIndex, issue: IssueRow, absolute: (path: string) => string): RenderIssue {
  const publication = index.publicationById.get(issue.publicationId);
  const cover = issue.coverImageId ? index.images.get(issue.coverImageId) : undefined;
  return {
    name: issue.name,
    publicationName: publication?.name ?? '',
    coverUrl: emailImage(cover ?? null, COVER_WIDTH, absolute),
    url: absolute(issuePathOf(index, issue)),
  };
}

function renderAdOf(ad: RenderAd, absolute: (path: string) => string): RenderAd {
  return { ...ad, imageUrl: ad.imageUrl ? absolute(ad.imageUrl) : null, logoUrl: ad.logoUrl ? absolute(ad.logoUrl) : null };
}
