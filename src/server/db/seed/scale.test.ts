import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPathOf, contentAlias } from '../../../shared/aliases.js';
import { CONTENT_TYPES } from '../../../shared/contentTypes.js';
import { createLocalStorage } from '../../integrations/storage/index.js';
import { openDatabase, type Database, type Db } from '../client.js';
import { content, contentAuthors, contentTaxonomy, contentWebsiteSchedules, siteVersions, tenants, websiteSections } from '../schema/index.js';
import { seedDemo } from './index.js';
import { seedScale } from './scale.js';
import { AUTHORED_TYPES } from './content/seedContent.js';
import { planItem, type ScaleContext } from './scale/items.js';
import { createProgressBar, progressLine } from './scale/progress.js';
import { createRandom, mixSeed } from './scale/random.js';

const NOW = new Date('2025-06-15T12:00:00Z');

/** A small tenant of the pure planner: two topical sections, a typed one and Home. */
function fakeContext(): ScaleContext {
  const home = { id: 1, alias: 'home', name: 'Home', parentId: null };
  const power = { id: 2, alias: 'power', name: 'Power', parentId: null };
  const batteries = { id: 3, alias: 'power/batteries', name: 'Batteries', parentId: 2 };
  const events = { id: 4, alias: 'resources/events', name: 'Events', parentId: null };
  return {
    tenantId: 7,
    now: NOW,
    home,
    sectionsByType: new Map(CONTENT_TYPES.map((type) => [type, type === 'Page' ? [] : type === 'Event' ? [events] : [power, batteries]])),
    sectionsById: new Map([home, power, batteries, events].map((s) => [s.id, s])),
    topics: ['GaN', 'Batteries'],
    terms: [{ id: 11, name: 'GaN' }, { id: 12, name: 'SiC' }, { id: 13, name: 'Power' }],
    authors: [21, 22, 23],
    images: [31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41],
    headshots: [51],
    files: [61],
    companies: [{ id: 71, name: 'Voltaic Semiconductor' }],
  };
}

describe('planItem', () => {
  const plan = (seed: number, n: number) => Array.from({ length: n }, (_, i) => planItem(createRandom(mixSeed(seed, i)), fakeContext()));

  it('gives the same items for the same seed and ordinal, other items for another seed', () => {
    const names = (items: ReturnType<typeof plan>) => items.map((p) => p.row.name);
    expect(names(plan(1, 50))).toEqual(names(plan(1, 50)));
    expect(names(plan(2, 50))).not.toEqual(names(plan(1, 50)));
  });

  it('covers the 16 types, mostly articles and news, with the fields each type needs', () => {
    const items = plan(1, 3000);
    const byType = new Map<string, number>();
    for (const item of items) byType.set(item.row.type, (byType.get(item.row.type) ?? 0) + 1);
    expect([...byType.keys()].sort()).toEqual([...CONTENT_TYPES].sort());
    expect(((byType.get('Article') ?? 0) + (byType.get('News') ?? 0)) / items.length).toBeGreaterThan(0.45);
    for (const { row, schedules, authorIds, termIds } of items) {
      expect(row.teaser?.length).toBeLessThanOrEqual(175);
      expect(row.body).toMatch(/^<p>|^<h2>/);
      expect(termIds.length).toBeGreaterThanOrEqual(1);
      expect(termIds.length).toBeLessThanOrEqual(3);
      if (AUTHORED_TYPES.has(row.type)) expect(authorIds.length).toBeGreaterThanOrEqual(1);
      else expect(authorIds).toEqual([]);
      if (row.type === 'Event' || row.type === 'Webinar') expect(row.startDate && row.endDate && row.endDate > row.startDate).toBe(true);
      if (row.type === 'Event') expect(row.primarySectionId).toBe(4);
      if (row.type === 'Page') expect([row.primarySectionId, schedules]).toEqual([null, []]);
      if (row.type === 'Video') expect(row.embedCode).toContain('youtube-nocookie.com/embed/');
      if (row.status === 1 && row.published && row.primarySectionId) expect(schedules[0]).toMatchObject({ sectionId: row.primarySectionId, option: 'Standard' });
      if (row.status !== 1) expect(schedules).toEqual([]);
    }
    const published = items.flatMap((p) => (p.row.published ? [p.row.published.getTime()] : []));
    // Five years of archive, and a few items that go live later.
    expect(Math.min(...published)).toBeLessThan(NOW.getTime() - 4 * 365 * 86_400_000);
    expect(Math.max(...published)).toBeGreaterThan(NOW.getTime());
    expect(items.some((p) => p.row.status === 2)).toBe(true);
  });
});

describe('progress bar', () => {
  it('prints a line per tenth without control characters when the output is not a terminal', () => {
    const written: string[] = [];
    let clock = 0;
    const bar = createProgressBar('seed', 1000, { isTTY: false, write: (t) => written.push(t) }, () => clock);
    for (let done = 0; done <= 1000; done += 50) {
      clock += 100;
      bar.update(done);
    }
    bar.finish();
    expect(written).toHaveLength(11);
    expect(written.join('')).not.toMatch(/[\r\u001b]/);
    expect(written.at(-1)).toBe(`${progressLine('seed', 1000, 1000, 2100)}\n`);
    expect(written.at(-1)).toContain('[##############################] 100% 1,000/1,000');
  });

  it('redraws one line on a terminal', () => {
    const written: string[] = [];
    const bar = createProgressBar('seed', 10, { isTTY: true, write: (t) => written.push(t) }, () => 0);
    bar.update(10);
    bar.finish();
    expect(written).toEqual([`\r${progressLine('seed', 10, 10, 0)}`, '\n']);
  });
});

describe('seedScale', () => {
  let database: Database;
  let db: Db;
  let filesDir: string;
  let edrId = 0;
  let before = 0;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    db = database.db;
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'scale-test-'));
    await seedDemo(db, { storage: createLocalStorage(filesDir), adminPassword: null, now: NOW });
    const [edr] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenantKey, 'edr'));
    edrId = edr?.id ?? 0;
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(content).where(eq(content.tenantId, edrId));
    before = row?.n ?? 0;
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('adds the items in batches, with relations, aliases like real saves and a site change', async () => {
    const [version] = await db.select().from(siteVersions).where(eq(siteVersions.tenantId, edrId));
    const progress: number[] = [];
    const result = await seedScale(db, { tenantKey: 'edr', items: 250, batchSize: 100, now: NOW, onProgress: (done) => progress.push(done) });
    expect(progress).toEqual([100, 200, 250]);
    expect(result).toMatchObject({ tenantId: edrId, added: 250, total: before + 250 });

    const rows = await db.select().from(content).where(eq(content.tenantId, edrId));
    expect(rows).toHaveLength(before + 250);
    expect(new Set(rows.map((r) => r.alias)).size).toBe(rows.length);
    const sections = new Map((await db.select().from(websiteSections).where(eq(websiteSections.tenantId, edrId))).map((s) => [s.id, s.alias]));
    const added = rows.sort((a, b) => a.id - b.id).slice(-250);
    for (const row of added) {
      expect(String(row.id)).toMatch(/^\d{8}$/);
      expect(row.canonicalPath).toBe(canonicalPathOf(row.alias));
      const base = contentAlias({ sectionAlias: row.primarySectionId ? sections.get(row.primarySectionId) : null, name: row.name });
      expect(row.alias === base || row.alias.startsWith(`${base}-`)).toBe(true);
      expect(sections.has(row.primarySectionId ?? -1) || row.primarySectionId === null).toBe(true);
    }
    // No alias shadows a section page.
    expect(added.some((row) => [...sections.values()].includes(row.alias))).toBe(false);

    const firstNew = added[0]?.id ?? 0;
    const count = async (table: typeof contentTaxonomy | typeof contentAuthors | typeof contentWebsiteSchedules) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(gt(table.contentId, firstNew - 1)))[0]?.n;
    expect(await count(contentTaxonomy)).toBe(result.taxonomy);
    expect(await count(contentAuthors)).toBe(result.authors);
    expect(await count(contentWebsiteSchedules)).toBe(result.schedules);
    expect(result.taxonomy).toBeGreaterThanOrEqual(250);

    const [after] = await db.select().from(siteVersions).where(eq(siteVersions.tenantId, edrId));
    expect(after?.version).toBe((version?.version ?? 0) + 1);
    const live = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(content)
      .where(and(eq(content.tenantId, edrId), eq(content.status, 1), sql`${content.searchVector} @@ websearch_to_tsquery('english', 'design')`));
    // The generated full-text column is filled by the database.
    expect(live[0]?.n).toBeGreaterThan(0);
  }, 60_000);

  it('refuses an unknown tenant', async () => {
    await expect(seedScale(db, { tenantKey: 'nope', items: 1 })).rejects.toThrow('No tenant with the key "nope"');
  });
});
