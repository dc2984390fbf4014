import { and, inArray, isNull, sql } from 'drizzle-orm';
import { slugify } from '../../../shared/aliases.js';
import type { Db } from '../client.js';
import { adUnitPatterns, magazinePublications, memberships, newsletterTemplates } from '../schema/index.js';
import { insertContracts } from './contracts.js';
import type { SeededPerson } from './persons.js';
import type { CommerceSeed } from './types.js';

type AdUnitPatternInsert = typeof adUnitPatterns.$inferInsert;

const DESKTOP = [1024, 0];
const TABLET = [768, 0];
const MOBILE = [0, 0];

/** A demo Google Ad Manager network code; ad unit keys are `/{network}/{site}/{slot}`. */
const NETWORK = '/21700000';

/** Shared by every site (tenant_id null); managed under "Cross site". */
export const GLOBAL_AD_UNIT_PATTERNS: readonly Omit<AdUnitPatternInsert, 'tenantId'>[] = [
  {
    name: 'Global header leaderboard',
    type: 'header-leaderboard',
    key: `${NETWORK}/global/header_leaderboard`,
    size: '728x90',
    sizeMapping: [
      { viewport: DESKTOP, size: [[970, 90], [728, 90]] },
      { viewport: TABLET, size: [[728, 90]] },
      { viewport: MOBILE, size: [[320, 50]] },
    ],
    refreshRate: 30,
  },
  {
    name: 'Global sticky bottom',
    type: 'sticky-bottom',
    key: `${NETWORK}/global/sticky_bottom`,
    size: '320x50',
    sizeMapping: [
      { viewport: TABLET, size: [[728, 90]] },
      { viewport: MOBILE, size: [[320, 50]] },
    ],
    refreshRate: 60,
  },
  {
    name: 'Global reskin',
    type: 'reskin',
    key: `${NETWORK}/global/reskin`,
    size: '1x1',
    sizeMapping: [],
    refreshRate: null,
  },
  {
    name: 'Global rectangle (layout block)',
    type: 'layout-block',
    key: `${NETWORK}/global/rectangle`,
    size: '300x250',
    sizeMapping: [{ viewport: MOBILE, size: [[300, 250]] }],
    refreshRate: 45,
  },
];

/** Patterns that belong to one site: layout blocks and the in-content placements. */
export function tenantAdUnitPatterns(tenantKey: string, abbreviation: string): Omit<AdUnitPatternInsert, 'tenantId'>[] {
  const key = (slot: string) => `${NETWORK}/${tenantKey}/${slot}`;
  return [
    {
      name: `${abbreviation} leaderboard (layout block)`,
      type: 'layout-block',
      key: key('leaderboard'),
      size: '728x90',
      sizeMapping: [
        { viewport: DESKTOP, size: [[970, 250], [970, 90], [728, 90]] },
        { viewport: TABLET, size: [[728, 90]] },
        { viewport: MOBILE, size: [[320, 50], [300, 50]] },
      ],
      refreshRate: 30,
    },
    {
      name: `${abbreviation} rectangle (layout block)`,
      type: 'layout-block',
      key: key('rectangle'),
      size: '300x250',
      sizeMapping: [{ viewport: MOBILE, size: [[300, 250]] }],
      refreshRate: 45,
    },
    {
      name: `${abbreviation} half page (layout block)`,
      type: 'layout-block',
      key: key('half_page'),
      size: '300x600',
      sizeMapping: [
        { viewport: DESKTOP, size: [[300, 600], [300, 250]] },
        { viewport: MOBILE, size: [[300, 250]] },
      ],
      refreshRate: null,
    },
    {
      name: `${abbreviation} billboard (layout block)`,
      type: 'layout-block',
      key: key('billboard'),
      size: '970x250',
      sizeMapping: [
        { viewport: DESKTOP, size: [[970, 250]] },
        { viewport: TABLET, size: [[728, 90]] },
        { viewport: MOBILE, size: [[300, 250]] },
      ],
      refreshRate: null,
    },
    { name: `${abbreviation} header leaderboard`, type: 'header-leaderboard', key: key('header'), size: '728x90', sizeMapping: [{ viewport: DESKTOP, size: [[728, 90]] }, { viewport: MOBILE, size: [[320, 50]] }], refreshRate: 30 },
    { name: `${abbreviation} content list native`, type: 'content-list-native', key: key('list_native'), size: 'fluid', sizeMapping: [], refreshRate: null },
    { name: `${abbreviation} content body native`, type: 'content-body-native', key: key('body_native'), size: 'fluid', sizeMapping: [], refreshRate: null },
    {
      name: `${abbreviation} content body embed`,
      type: 'content-body-embed',
      key: key('body_embed'),
      size: '300x250',
      sizeMapping: [
        { viewport: TABLET, size: [[728, 90], [300, 250]] },
        { viewport: MOBILE, size: [[300, 250]] },
      ],
      refreshRate: null,
    },
    { name: `${abbreviation} sticky bottom`, type: 'sticky-bottom', key: key('sticky'), size: '320x50', sizeMapping: [{ viewport: MOBILE, size: [[320, 50]] }], refreshRate: 60, status: 0 },
  ];
}

/** Inserts the global patterns that do not exist yet (looked up by name among tenant-less rows). */
export async function seedGlobalAdUnitPatterns(db: Db): Promise<number> {
  const names = GLOBAL_AD_UNIT_PATTERNS.map((p) => p.name);
  const existing = await db
    .select({ name: adUnitPatterns.name })
    .from(adUnitPatterns)
    .where(and(isNull(adUnitPatterns.tenantId), inArray(adUnitPatterns.name, names)));
  const have = new Set(existing.map((r) => r.name));
  const missing = GLOBAL_AD_UNIT_PATTERNS.filter((p) => !have.has(p.name)).map((p) => ({ ...p, tenantId: null }));
  if (missing.length > 0) await db.insert(adUnitPatterns).values(missing);
  return missing.length;
}

export interface CommerceSummary {
  memberships: number;
  newsletterTemplates: number;
  publications: number;
  contracts: number;
  adUnitPatterns: number;
}

/** Memberships are inserted first (content gating refers to them); returns their ids by alias. */
export async function insertMemberships(db: Db, tenantId: number, seed: CommerceSeed | null): Promise<Map<string, number>> {
  if (!seed || seed.memberships.length === 0) return new Map();
  const inserted = await db
    .insert(memberships)
    .values(
      seed.memberships.map((m) => ({
        tenantId,
        title: m.title,
        alias: slugify(m.title),
        description: m.description,
        status: m.active ? 1 : 0,
        isFree: m.isFree,
        // Every membership is a product of the audience store (site users hold products).
        omedaProduct: m.omedaProduct ?? sql<number>`nextval('audience_product_id_seq')`,
        requiredUserCommonFields: m.requiredUserCommonFields,
        requiredUserDemographicFields: m.requiredUserDemographicFields,
        additionalUserDemographicFields: m.additionalUserDemographicFields,
      })),
    )
    .returning({ id: memberships.id, alias: memberships.alias });
  return new Map(inserted.map((r) => [r.alias, r.id]));
}

export async function insertCommerce(
  db: Db,
  input: {
    tenantId: number;
    tenantKey: string;
    abbreviation: string;
    seed: CommerceSeed | null;
    persons: ReadonlyMap<string, SeededPerson>;
    now: Date;
  },
): Promise<Omit<CommerceSummary, 'memberships'>> {
  const { tenantId, seed, now } = input;
  // The test tenant (no commerce seed) uses the global ad unit patterns only.
  if (!seed) return { newsletterTemplates: 0, publications: 0, contracts: 0, adUnitPatterns: 0 };
  const patterns = tenantAdUnitPatterns(input.tenantKey, input.abbreviation).map((p) => ({ ...p, tenantId }));
  await db.insert(adUnitPatterns).values(patterns);

  if (seed.newsletterTemplates.length > 0) {
    await db.insert(newsletterTemplates).values(
      seed.newsletterTemplates.map((t) => ({
        tenantId,
        status: t.active ? 1 : 0,
        payload: {
          name: t.name,
          description: t.description,
          legacyNewsletterId: t.legacyNewsletterId,
          preheader: t.preheader,
          width: t.width,
          styles: { width: t.width, backgroundColor: '#f4f5f7', contentBackgroundColor: '#ffffff' },
          gridTitleStyles: { fontSize: 20, color: '#111827', uppercase: false },
          header: { style: t.headerStyle },
          footer: { showAddress: true, text: `You are receiving ${t.name} because you subscribed.` },
          socialLinks: [],
          subscriptionLinks: { manage: true, unsubscribe: true },
          safeSenderText: 'Add us to your address book to make sure our e-mails reach your inbox.',
          defaultTesters: ['newsletters@example.com'],
        },
      })),
    );
  }
  if (seed.publications.length > 0) {
    await db.insert(magazinePublications).values(
      seed.publications.map((p) => ({
        tenantId,
        name: p.name,
        description: p.description,
        alias: p.alias ?? slugify(p.name),
        subscribeUrl: p.subscribeUrl ?? null,
        renewUrl: p.renewUrl ?? null,
      })),
    );
  }
  // Contracts in each status, their terms from the seeded template (seed/contracts.ts).
  await insertContracts(db, { tenantId, seeds: seed.contracts, persons: input.persons, now });
  return {
    newsletterTemplates: seed.newsletterTemplates.length,
    publications: seed.publications.length,
    contracts: seed.contracts.length,
    adUnitPatterns: patterns.length,
  };
}
