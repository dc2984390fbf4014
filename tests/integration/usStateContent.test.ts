import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentType } from '../../src/shared/contentTypes.js';
import { usStateOfTermName } from '../../src/shared/usStates.js';
import { content, contentTaxonomy, taxonomyTerms, websiteSections } from '../../src/server/db/schema/index.js';
import { createContext } from '../../src/server/graphql/context.js';
import { findContentStream } from '../../src/server/modules/content/repo.js';
import { createPageDataPool } from '../../src/server/modules/pages/dataApi.js';
import type { UsStateContent } from '../../src/site/blocks/types.js';
import { announceDirectChange, tenantIdOf } from '../helpers/db.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The us_map block's data (BlockDataApi.contentByUsState, pages/usStateContent.ts) against the
 * seeded database: per state the count and the newest items of the live content tagged with a
 * Location term named after the state — the same items getContentStream lists for the same
 * filter — in one statement, kept in the site's list cache until content changes.
 */
let server: TestServer;
let edrId: number;

beforeAll(async () => {
  server = await startTestServer();
  edrId = await tenantIdOf(server, 'edr');
});
afterAll(() => server.close());

type Args = { includeContentTypes?: ContentType[]; sectionId?: number | null; limitPerState?: number };

/** A fresh request context (its own clock), through the page's data pool as a block sees it. */
async function mapOf(args: Args = {}, tenantKey = 'edr') {
  const ctx = await createContext(server.services, { headers: { 'x-tenant-key': tenantKey }, ip: '127.0.0.1', protocol: 'http' });
  const api = createPageDataPool(ctx, { reserves: [0], pageContentId: null }).forBlock(0);
  const states = await api.contentByUsState({ includeContentTypes: args.includeContentTypes ?? [], sectionId: args.sectionId ?? null, limitPerState: args.limitPerState ?? 5, teaserMaxLength: 0 });
  return { states, now: ctx.now };
}

/** What getContentStream answers for each state's tagged items: the expectation, computed apart. */
async function expected(now: Date, { types, sectionIds, limit }: { types?: ContentType[]; sectionIds?: number[]; limit: number }, tenantId = edrId) {
  const terms = await server.database.db
    .select({ id: taxonomyTerms.id, name: taxonomyTerms.name })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.type, 'Location'), eq(taxonomyTerms.status, 1)));
  const byState = new Map<string, Set<number>>();
  for (const term of terms) {
    const state = usStateOfTermName(term.name);
    if (!state) continue;
    const tagged = await server.database.db.select({ id: contentTaxonomy.contentId }).from(contentTaxonomy).where(eq(contentTaxonomy.termId, term.id));
    const ids = byState.get(state.code) ?? new Set<number>();
    for (const { id } of tagged) ids.add(id);
    byState.set(state.code, ids);
  }
  const answer = new Map<string, { count: number; ids: number[] }>();
  for (const [code, ids] of byState) {
    const rows = await findContentStream(
      server.database.db,
      tenantId,
      { includeIds: [...ids], types: types ?? null, sectionIds: sectionIds ?? null },
      { field: 'published', order: 'desc' },
      { limit: 1000, offset: 0 },
      now,
    );
    if (rows.length) answer.set(code, { count: rows.length, ids: rows.slice(0, limit).map((row) => row.id) });
  }
  return answer;
}

const summary = (states: UsStateContent[]) => new Map(states.map((state) => [state.code, { count: state.count, ids: state.items.map((item) => item.id) }]));
const stateOf = (states: UsStateContent[], code: string) => states.find((state) => state.code === code);
const idOf = async (name: string) => {
  const [row] = await server.database.db.select({ id: content.id }).from(content).where(and(eq(content.tenantId, edrId), eq(content.name, name)));
  return row!.id;
};
/** Content changed with SQL: drop the cached lists as a save would. */
const changed = () => announceDirectChange(server, { tenantId: edrId, tags: ['content-lists'] });

describe('content by US state', () => {
  it('counts each state’s live items and lists the newest first, as getContentStream does, states by name', async () => {
    const { states, now } = await mapOf({ limitPerState: 2 });
    expect(summary(states)).toEqual(await expected(now, { limit: 2 }));
    expect(states.map((state) => state.name)).toEqual(['Arizona', 'California', 'Massachusetts', 'Michigan', 'New York', 'Oregon', 'Texas']);
    // California has four tagged items; the limit keeps the newest two, the count all four.
    expect(stateOf(states, 'CA')).toMatchObject({ name: 'California', count: 4 });
    expect(stateOf(states, 'CA')!.items).toHaveLength(2);
    for (const state of states) {
      const dates = state.items.map((item) => Date.parse(item.published!));
      expect(dates, state.name).toEqual([...dates].sort((a, b) => b - a));
      // Teasers as lists build them; the map asked for none.
      for (const item of state.items) expect(item).toMatchObject({ path: expect.stringMatching(/^\//), publishedDate: expect.any(String), teaser: null });
    }
    // A state term nobody is tagged with (Colorado on this site) is not on the map.
    expect(stateOf(states, 'CO')).toBeUndefined();
  });

  it('leaves out drafts, deleted items, items not yet published and unpublished ones', async () => {
    const draft = await idOf('Thermal Design for Dense FPGA Boards');
    const before = await mapOf({ limitPerState: 20 });
    // The seeded draft is tagged Texas but neither counted nor listed.
    expect(stateOf(before.states, 'TX')).toMatchObject({ count: 2 });
    expect(stateOf(before.states, 'TX')!.items.map((item) => item.id)).not.toContain(draft);

    const [newest, second, third] = stateOf(before.states, 'CA')!.items.map((item) => item.id);
    const db = server.database.db;
    const hour = 3_600_000;
    await db.update(content).set({ published: new Date(before.now.getTime() + 24 * hour) }).where(eq(content.id, newest!));
    await db.update(content).set({ unpublished: new Date(before.now.getTime() - hour) }).where(eq(content.id, second!));
    await db.update(content).set({ status: 0 }).where(eq(content.id, third!));
    await changed();
    const after = await mapOf({ limitPerState: 20 });
    expect(stateOf(after.states, 'CA')!.count).toBe(1);
    const left = stateOf(after.states, 'CA')!.items.map((item) => item.id);
    for (const gone of [newest, second, third]) expect(left).not.toContain(gone);
    expect(summary(after.states)).toEqual(await expected(after.now, { limit: 20 }));
  });

  it('keeps to the content types and to a section with its child sections (active schedules)', async () => {
    const events = await mapOf({ includeContentTypes: ['Event'] });
    expect(summary(events.states)).toEqual(await expected(events.now, { types: ['Event'], limit: 5 }));
    expect(events.states.flatMap((state) => state.items.map((item) => item.type))).toEqual(expect.arrayContaining(['Event']));
    expect(new Set(events.states.flatMap((state) => state.items.map((item) => item.type)))).toEqual(new Set(['Event']));

    const db = server.database.db;
    const [resources] = await db.select().from(websiteSections).where(and(eq(websiteSections.tenantId, edrId), eq(websiteSections.alias, 'resources')));
    const children = await db.select({ id: websiteSections.id }).from(websiteSections).where(eq(websiteSections.parentId, resources!.id));
    expect(children.length).toBeGreaterThan(0);
    const inSection = await mapOf({ sectionId: resources!.id });
    const wanted = await expected(inSection.now, { sectionIds: [resources!.id, ...children.map((c) => c.id)], limit: 5 });
    expect(summary(inSection.states)).toEqual(wanted);
    // The events live in resources/events, a child section: the parent's map shows them.
    expect(inSection.states.flatMap((state) => state.items.map((item) => item.type))).toContain('Event');
    expect(inSection.states.length).toBeLessThan((await mapOf()).states.length);

    // A section that no longer exists shows nothing (the block is dropped), without an error.
    expect((await mapOf({ sectionId: 987654 })).states).toEqual([]);
  });

  it('matches term names as usStates.ts does, and keeps to the site', async () => {
    const db = server.database.db;
    // A term spelled another way, and an item tagged with two terms of one state: counted once.
    const [dc] = await db
      .insert(taxonomyTerms)
      .values({ tenantId: edrId, type: 'Location', name: '  washington,   d.c. ', fullName: 'washington, d.c.', alias: 'washington-dc' })
      .returning({ id: taxonomyTerms.id });
    const [texas2] = await db
      .insert(taxonomyTerms)
      .values({ tenantId: edrId, type: 'Location', name: 'TEXAS', fullName: 'TEXAS', alias: 'texas-2' })
      .returning({ id: taxonomyTerms.id });
    const arclight = await idOf('Arclight Power');
    const survey = await idOf('Survey: Engineers Expect More FPGA Use in Edge Designs');
    await db.insert(contentTaxonomy).values([
      { contentId: survey, termId: dc!.id },
      { contentId: arclight, termId: texas2!.id },
    ]);
    // A Tag named like a state is no Location.
    const [tag] = await db.insert(taxonomyTerms).values({ tenantId: edrId, type: 'Tag', name: 'Ohio', fullName: 'Ohio', alias: 'ohio' }).returning({ id: taxonomyTerms.id });
    await db.insert(contentTaxonomy).values({ contentId: survey, termId: tag!.id });
    await changed();

    const { states, now } = await mapOf({ limitPerState: 20 });
    expect(stateOf(states, 'DC')).toMatchObject({ name: 'District of Columbia', count: 1 });
    expect(stateOf(states, 'TX')!.count).toBe(2);
    expect(stateOf(states, 'OH')).toBeUndefined();
    expect(summary(states)).toEqual(await expected(now, { limit: 20 }));

    // The other demo site has its own states ('Washington, D.C.' among them); edr's are not there.
    const fot = await mapOf({ limitPerState: 20 }, 'fot');
    const fotId = await tenantIdOf(server, 'fot');
    expect(summary(fot.states)).toEqual(await expected(fot.now, { limit: 20 }, fotId));
    expect(stateOf(fot.states, 'DC')).toMatchObject({ count: 1 });
    expect(stateOf(fot.states, 'MA')).toBeUndefined();
    const edrIds = new Set(states.flatMap((state) => state.items.map((item) => item.id)));
    expect(fot.states.flatMap((state) => state.items.map((item) => item.id)).some((id) => edrIds.has(id))).toBe(false);
  });

  it('reads in one statement, then from the site cache until content changes', async () => {
    await changed();
    const texts: string[] = [];
    const stop = server.database.observe((text) => texts.push(text));
    try {
      await mapOf({ limitPerState: 3 });
      const cold = texts.filter((text) => text.includes('taxonomy_terms'));
      expect(cold, texts.join('\n---\n')).toHaveLength(1);
      texts.length = 0;
      await mapOf({ limitPerState: 3 });
      expect(texts.filter((text) => text.includes('taxonomy_terms'))).toHaveLength(0);
      await changed();
      texts.length = 0;
      await mapOf({ limitPerState: 3 });
      expect(texts.filter((text) => text.includes('taxonomy_terms'))).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
