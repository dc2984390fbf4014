import type { GraphQLContext } from '../../graphql/context.js';
import { sanitizeRichTextForDisplay } from '../../html/sanitize.js';
import { decideMeter, parseMeter, type MeterDecision, type MeterStatus } from '../../../shared/meter.js';
import { cmsUserHere } from '../cmsAuth/access.js';
import { membershipsOf } from '../siteUsers/repo.js';
import { siteUserViewer } from '../siteUsers/service.js';
import { isSearchCrawler, ungatedPart } from './body.js';
import { licensedCompanyOf } from './licence.js';

/**
 * Content gating (spec 002 §4 "Content gating", issue 11 item 5). A content item that requires
 * memberships (or a registration) is read in full by who may: a CMS user of the site, a search
 * crawler, a visitor from a site-licence company's addresses, a site user holding one of its
 * memberships (or any logged-in site user when only a registration is required). Anyone else gets
 * the ungated paragraphs only — the rest of the body never leaves the server, through the pages
 * and through the API alike (Content.body).
 */

/** Blocks hidden when gating failed (spec 002 §4): those that would show what the gate protects. */
export const HIDDEN_WHEN_GATED = ['image_gallery', 'video_player', 'content_sidebars', 'document_download', 'zmag_embed', 'us_map'] as const;

export type AccessReason = 'open' | 'cms' | 'crawler' | 'licence' | 'member' | 'registered' | 'meter' | 'none';

/** Gating info (spec 002 §3): type, status, hiddenBlocks, memberships, isGated. */
export interface GatingInfo {
  type: 'membership';
  status: 'passed' | 'failed';
  hiddenBlocks: string[];
  memberships: number[];
  isGated: boolean;
  /** Why it passed (or 'none'): for logs, tests and the page cache. */
  reason: AccessReason;
  /** The content meter's answer when the reader was metered (pages only; spec 002 §4 "Content meter"). */
  meter: { status: MeterStatus; views: number; allowedViews: number; expiration: Date } | null;
}

export interface GatedRow {
  id: number;
  membershipIds: readonly number[];
  userRegistrationRequired: boolean;
}

// One decision per item and request, however many fields ask.
const decided = new WeakMap<GraphQLContext, Map<number, Promise<GatingInfo>>>();
// Requests that were shown a gated item in full for who the reader is: their pages are that
// reader's, never shared (the meter's are variants: meteredPage).
const readInFull = new WeakSet<GraphQLContext>();

/**
 * Whether the request was shown a gated item in full for who the reader is (a CMS user, a crawler,
 * a licensed address, a member): the page cache must not keep such a page for anyone else
 * (http/pageHandler.ts). A page read through the content meter is not one of these: it is the
 * variant of every reader in the same meter state (meteredPage).
 */
export const shownGatedInFull = (ctx: GraphQLContext): boolean => readInFull.has(ctx);

/** The memberships that gate the item: only those of the site that are active count. */
async function requiredMemberships(ctx: GraphQLContext, row: GatedRow): Promise<number[] | null> {
  const modules = await ctx.services.slots.modules.get(ctx.tenant.id);
  // The membership system counts as active only with the module on and an active membership (002 §4).
  if (!modules.membershipSystemActive) return null;
  if (row.membershipIds.length === 0) return row.userRegistrationRequired ? [] : null;
  return [...row.membershipIds];
}

async function reasonToRead(ctx: GraphQLContext, required: number[]): Promise<AccessReason> {
  if (cmsUserHere(ctx)) return 'cms';
  if (isSearchCrawler(ctx.userAgent)) return 'crawler';
  if (await licensedCompanyOf(ctx)) return 'licence';
  const viewer = await siteUserViewer(ctx);
  if (!viewer) return 'none';
  if (required.length === 0) return 'registered';
  const [products, siteMemberships] = await Promise.all([ctx.services.audience.productsOf(viewer.user.id, ctx.now), membershipsOf(ctx.db, ctx.tenant.id)]);
  const held = new Set(products.map((p) => p.productId));
  const holds = siteMemberships.some((m) => required.includes(m.id) && m.omedaProduct !== null && held.has(m.omedaProduct));
  return holds ? 'member' : 'none';
}

/**
 * The content meter for a reader without access on a page (spec 002 §4 "Content meter"): while
 * the site's metering is on, the first `numberOfFreeViews` distinct gated items of the metering
 * period are read in full. Decided once per request (the page's item); the page handler writes
 * the cookie back. API calls carry no meter and are never metered.
 */
async function meterFor(ctx: GraphQLContext, contentId: number): Promise<GatingInfo['meter']> {
  if (!ctx.meter || ctx.meter.outcome) return null;
  const { membership } = await ctx.services.slots.settings.get(ctx.tenant.id);
  const metering = membership.contentMetering;
  if (!metering.enabled) return null;
  const decision = decideMeter(parseMeter(ctx.meter.cookie), contentId, metering, ctx.now.getTime());
  ctx.meter.outcome = { ...decision, contentId };
  return { status: decision.status, views: decision.meter.views, allowedViews: decision.meter.numberOfFreeViews, expiration: new Date(decision.meter.expirationTime) };
}

/**
 * The content meter's answer when the request's page used it: the page is then the variant of its
 * item for the meter's status, the same for every reader in that state (the message's numbers are
 * filled in the browser from the reader's cookie), and the cookie is this reader's.
 */
export const meteredPage = (ctx: GraphQLContext): (MeterDecision & { contentId: number }) | null => ctx.meter?.outcome ?? null;

export function gatingOf(ctx: GraphQLContext, row: GatedRow): Promise<GatingInfo> {
  let forRequest = decided.get(ctx);
  if (!forRequest) decided.set(ctx, (forRequest = new Map()));
  let info = forRequest.get(row.id);
  if (!info) {
    info = (async (): Promise<GatingInfo> => {
      const required = await requiredMemberships(ctx, row);
      if (required === null) return { type: 'membership', status: 'passed', hiddenBlocks: [], memberships: [], isGated: false, reason: 'open', meter: null };
      let reason = await reasonToRead(ctx, required);
      const meter = reason === 'none' ? await meterFor(ctx, row.id) : null;
      if (meter && meter.status !== 'failed-metered') reason = 'meter';
      const passed = reason !== 'none';
      if (passed && reason !== 'meter') readInFull.add(ctx);
      return { type: 'membership', status: passed ? 'passed' : 'failed', hiddenBlocks: passed ? [] : [...HIDDEN_WHEN_GATED], memberships: required, isGated: true, reason, meter };
    })();
    forRequest.set(row.id, info);
  }
  return info;
}

/** The body a request may see: all of it, or the ungated paragraphs of the membership settings. */
export async function bodyFor(ctx: GraphQLContext, row: GatedRow & { body: string | null }): Promise<{ html: string | null; gated: boolean; info: GatingInfo }> {
  const info = await gatingOf(ctx, row);
  if (!row.body || info.status === 'passed') return { html: row.body, gated: false, info };
  const { membership } = await ctx.services.slots.settings.get(ctx.tenant.id);
  return { html: ungatedPart(row.body, membership.ungatedParagraphs).html, gated: true, info };
}

/**
 * The body as a page shows it, sanitised for display: for gated items read in full, the part after
 * the ungated paragraphs is wrapped in `<div class="paywall">` (the part the structured data marks
 * as not free, spec 002 "Structured data"); for a reader who may not read it, the ungated
 * paragraphs only.
 */
export async function pageBodyFor(ctx: GraphQLContext, row: GatedRow & { body: string | null }) {
  const result = await bodyFor(ctx, row);
  const html = result.html ? sanitizeRichTextForDisplay(result.html) : null;
  if (!html || !result.info.isGated || result.gated) return { ...result, html };
  const { membership } = await ctx.services.slots.settings.get(ctx.tenant.id);
  const part = ungatedPart(html, membership.ungatedParagraphs);
  return { ...result, html: part.truncated ? `${part.html}<div class="paywall">${html.slice(part.html.length)}</div>` : html };
}
