import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetExportStreamDocument } from '../../src/gql/graphql.js';
import {
  assets,
  content,
  contentAuthors,
  contentImages,
  contentIssueSchedules,
  magazineIssues,
  magazinePublications,
  magazineSections,
  persons,
} from '../../src/server/db/schema/index.js';
import { writePrintArchive } from '../../src/server/modules/exports/print/archive.js';
import { rootPath } from '../../src/server/paths.js';
import { adminToken, createUser } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { download, settledExport, startExport } from '../helpers/exports.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { readZip, type ZipEntry } from '../helpers/zip.js';

// Print exports end to end (docs/print-exports.md): an issue of a publication with two magazine
// sections, three articles (formatted bodies, authors, a primary image, a body image, a further
// image and one whose file is not an image) is exported on the job queue, downloaded through the
// signed link and read back with yauzl: issue.xml lists the articles in print order with their
// files and the image left out; each article file holds the mapped body; the images are JPEGs of
// 300 dpi at their original size. Then the refusals of startExport for print, and the InDesign
// scripts archive at /scripts/indesign.zip.

let server: TestServer;
let admin = '';
let edr = 0;
let fot = 0;
const run = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  edr = await tenantIdOf(server, 'edr');
  fot = await tenantIdOf(server, 'fot');
});
afterAll(() => server.close());

const db = () => server.database.db;

async function storedImage(tenantId: number, name: string, bytes: Buffer, values: Partial<typeof assets.$inferInsert> = {}) {
  const storageKey = `print-test/${run}/${name}`;
  await server.services.storage.put(storageKey, bytes, { contentType: 'image/png' });
  const [row] = await db()
    .insert(assets)
    .values({ tenantId, kind: 'image', fileName: name, storageKey, src: server.services.storage.urlFor(storageKey), mimeType: 'image/png', ...values })
    .returning();
  return row!;
}

const png = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } }).png().withDensity(72).toBuffer();

async function insertArticle(tenantId: number, values: Partial<typeof content.$inferInsert> & { name: string }) {
  const slug = `print-${run}-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await db()
    .insert(content)
    .values({ tenantId, type: 'Article', status: 1, alias: slug, canonicalPath: `/${slug}`, published: new Date('2026-01-02T03:04:05Z'), ...values })
    .returning();
  return row!;
}

async function insertIssue(tenantId: number, name: string) {
  const [publication] = await db()
    .insert(magazinePublications)
    .values({ tenantId, name: `Print Test ${run}`, alias: `print-test-${run}-${tenantId}-${name.length}` })
    .returning();
  const [issue] = await db()
    .insert(magazineIssues)
    .values({ tenantId, publicationId: publication!.id, name, alias: `issue-${run}`, mailingDate: '2030-04-01' })
    .returning();
  return { publication: publication!, issue: issue! };
}

const text = (entry: ZipEntry | undefined) => entry?.bytes.toString('utf8') ?? '';

describe('a print export of an issue', () => {
  let entries: ZipEntry[];
  let file: Awaited<ReturnType<typeof download>>;
  let exportId = 0;
  let ids: { cover: number; feature: number; news: number; broken: number };
  let issueId = 0;

  beforeAll(async () => {
    const { issue } = await insertIssue(edr, 'April 2030');
    issueId = issue.id;
    const [features, news] = await db()
      .insert(magazineSections)
      .values([
        { tenantId: edr, publicationId: issue.publicationId, name: 'News', sequence: 20 },
        { tenantId: edr, publicationId: issue.publicationId, name: 'Features', sequence: 10 },
      ])
      .returning()
      .then((rows) => [rows[1]!, rows[0]!] as const);
    const primary = await storedImage(edr, 'primary.png', await png(1200, 800, '#c00'), { caption: 'The new plant', credit: 'Photo: EDR & Co' });
    const inBody = await storedImage(edr, 'in-body.png', await png(300, 200, '#0c0'), { caption: 'Body picture' });
    const further = await storedImage(edr, 'further.png', await png(640, 480, '#00c'));
    const broken = await storedImage(edr, 'broken.png', Buffer.from('this is not an image'));
    const [author] = await db().insert(persons).values({ tenantId: edr, fullName: 'Ada Lovelace' }).returning();

    const feature = await insertArticle(edr, {
      name: 'Power <density> & heat',
      teaser: 'Smaller bricks, cooler rooms.',
      primaryImageId: primary.id,
      body:
        '<h2>Why now</h2><p>GaN is <strong>fast <em>and</em> small</strong>, see <a href="https://example.com/?a=1&amp;b=2">the study</a>.</p>' +
        `<figure><img src="${inBody.src}"><figcaption>Test bench <span class="credit">Lab photo</span></figcaption></figure>` +
        '<blockquote><p>It just works.</p></blockquote><ul><li>One</li><li>Two</li></ul>',
    });
    await db().insert(contentAuthors).values({ contentId: feature.id, personId: author!.id });
    await db()
      .insert(contentImages)
      .values([
        { contentId: feature.id, assetId: further.id, position: 0 },
        { contentId: feature.id, assetId: broken.id, position: 1 },
      ]);
    const cover = await insertArticle(edr, { name: 'Cover story', status: 2, body: '<p>Draft, but in the issue.</p>' });
    const newsItem = await insertArticle(edr, { name: 'In brief', body: '<p>Short.</p>' });
    const deleted = await insertArticle(edr, { name: 'Deleted one', status: 0, body: '<p>Gone.</p>' });
    ids = { cover: cover.id, feature: feature.id, news: newsItem.id, broken: broken.id };
    // Print order: Features (sequence 10) before News (20); in a section the issue's order; deleted items left out.
    await db()
      .insert(contentIssueSchedules)
      .values([
        { tenantId: edr, issueId, contentId: newsItem.id, sectionId: news.id, sequence: 0 },
        { tenantId: edr, issueId, contentId: deleted.id, sectionId: features.id, sequence: 1 },
        { tenantId: edr, issueId, contentId: feature.id, sectionId: features.id, sequence: 3 },
        { tenantId: edr, issueId, contentId: cover.id, sectionId: features.id, sequence: 2 },
      ]);

    const started = await startExport(server, { kind: 'print', filters: { issueId } }, { token: admin });
    expect(started).toMatchObject({ kind: 'print', status: 'queued', filters: { issueId, issueName: `Print Test ${run}: April 2030 (2030-04-01)` } });
    expect(started.fileName).toBe(`print-edr-print-test-${run}-${edr}-10-issue-${run}-${started.createdAt.slice(0, 10)}.zip`);
    exportId = started.id;
    const done = await settledExport(server, exportId, admin);
    expect(done).toMatchObject({ status: 'done', rowsDone: 3, rowsTotal: 3, message: null });
    file = await download(server, done.downloadUrl!);
    entries = await readZip(file.bytes);
  });

  it('is a ZIP attachment, never cached', () => {
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="print-edr-.+\.zip"$/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-length')).toBe(String(file.bytes.length));
  });

  it('holds issue.xml, one XML file per article in print order, and the images', () => {
    expect(entries.map((entry) => entry.name).sort()).toEqual(
      [
        'issue.xml',
        '01-cover-story.xml',
        '02-power-density-heat.xml',
        '02-power-density-heat-1.jpg',
        '02-power-density-heat-2.jpg',
        '02-power-density-heat-3.jpg',
        '03-in-brief.xml',
      ]
        .map((name) => (name.endsWith('.jpg') ? `images/${name}` : name))
        .sort(),
    );
    // XML deflated, JPEGs stored (they do not compress).
    expect(entries.find((entry) => entry.name === 'issue.xml')?.compressionMethod).toBe(8);
    expect(entries.find((entry) => entry.name.endsWith('.jpg'))?.compressionMethod).toBe(0);
  });

  it('lists the publication, the issue, the articles with their files and the image left out in issue.xml', () => {
    const manifest = text(entries.find((entry) => entry.name === 'issue.xml'));
    expect(manifest).toContain(`<Publication id="`);
    expect(manifest).toContain(`>Print Test ${run}</Publication>`);
    expect(manifest).toContain('<IssueName>April 2030</IssueName>\n<MailingDate>2030-04-01</MailingDate>');
    expect(manifest).toContain('<Articles count="3">');
    const order = [...manifest.matchAll(/<Article position="(\d)" id="(\d+)" type="Article" section="(\w+)" file="([^"]+)">/g)].map((m) => [m[1], Number(m[2]), m[3], m[4]]);
    expect(order).toEqual([
      ['1', ids.cover, 'Features', '01-cover-story.xml'],
      ['2', ids.feature, 'Features', '02-power-density-heat.xml'],
      ['3', ids.news, 'News', '03-in-brief.xml'],
    ]);
    expect(manifest).toContain('<File path="images/02-power-density-heat-1.jpg" role="primary" width="1200" height="800"/>');
    expect(manifest).toContain('<Warnings count="1">');
    expect(manifest).toMatch(new RegExp(`<Warning article="${ids.feature}" asset="${ids.broken}">The image broken.png \\(asset ${ids.broken}\\) of "Power &lt;density&gt; &amp; heat" could not be read and was left out.</Warning>`));
  });

  it("maps the article's parts and body to tags, with the images by href", () => {
    const xml = text(entries.find((entry) => entry.name === '02-power-density-heat.xml'));
    expect(xml.split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<Article id="${ids.feature}" type="Article" section="Features" position="2">`,
      '<Headline>Power &lt;density&gt; &amp; heat</Headline>',
      '<Deck>Smaller bricks, cooler rooms.</Deck>',
      '<Byline>By Ada Lovelace</Byline>',
      '<Image href="file:///images/02-power-density-heat-1.jpg" width="1200" height="800"/>',
      '<Caption>The new plant</Caption>',
      '<Credit>Photo: EDR &amp; Co</Credit>',
      '<Body>',
      '<Heading2>Why now</Heading2>',
      '<Paragraph>GaN is <Bold>fast </Bold><BoldItalic>and</BoldItalic><Bold> small</Bold>, see <Link href="https://example.com/?a=1&amp;b=2">the study</Link>.</Paragraph>',
      '<Image href="file:///images/02-power-density-heat-2.jpg"/>',
      '<Caption>Test bench</Caption>',
      '<Credit>Lab photo</Credit>',
      '<Quote>It just works.</Quote>',
      '<ListItem>One</ListItem>',
      '<ListItem>Two</ListItem>',
      '<Image href="file:///images/02-power-density-heat-3.jpg" width="640" height="480"/>',
      '</Body>',
      '</Article>',
      '',
    ]);
  });

  it('writes the images as JPEGs of 300 dpi at their own size, never enlarged', async () => {
    const sizes: Record<string, [number, number]> = { '1': [1200, 800], '2': [300, 200], '3': [640, 480] };
    for (const [n, [width, height]] of Object.entries(sizes)) {
      const entry = entries.find((e) => e.name === `images/02-power-density-heat-${n}.jpg`)!;
      const meta = await sharp(entry.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width, height, density: 300, space: 'srgb' });
    }
  });

  it('leaves nothing under its key when the write is stopped midway (a takeover)', async () => {
    const controller = new AbortController();
    const key = `exports/${edr}/print-stopped-${run}.zip`;
    let written = 0;
    const writing = writePrintArchive(server.services, {
      tenantId: edr,
      issueId,
      key,
      signal: controller.signal,
      exportedAt: new Date(),
      onProgress: (n) => {
        written = n;
        controller.abort(new Error('taken over'));
      },
    });
    await expect(writing).rejects.toThrow('taken over');
    expect(written).toBe(1);
    expect(await server.services.storage.exists(key)).toBe(false);
  });

  it('is listed among the print exports with its issue', async () => {
    const stream = await execute(server, GetExportStreamDocument, { kind: 'print' }, { cmsToken: admin, tenantKey: 'edr' });
    const listed = stream.getExportStream.edges.find(({ node }) => node.id === exportId)?.node;
    expect(listed).toMatchObject({ kind: 'print', status: 'done', rowsDone: 3, filters: { issueId, issueName: `Print Test ${run}: April 2030 (2030-04-01)`, statuses: null } });
  });
});

describe('startExport of a print export', () => {
  const fieldErrorsOf = async (input: object, token = admin, tenantKey = 'edr') => {
    const response = await post(server, 'startExport', { input }, bearer(token, tenantKey));
    expect(codeOf(response), JSON.stringify(input)).toBe('BAD_USER_INPUT');
    return response.body.errors?.[0]?.extensions?.fieldErrors;
  };

  it('needs an issue of this site that holds content, and takes no other filter', async () => {
    expect(await fieldErrorsOf({ kind: 'print' })).toEqual({ 'filters.issueId': 'Choose the issue to export.' });
    expect(await fieldErrorsOf({ kind: 'print', filters: { issueId: 99999999 } })).toEqual({ 'filters.issueId': 'No issue with id 99999999 was found.' });
    expect(await fieldErrorsOf({ kind: 'print', filters: { issueId: 1, statuses: [1] } })).toEqual({ 'filters.statuses': 'Not a filter of this export.' });
    expect(await fieldErrorsOf({ kind: 'companies', filters: { issueId: 1 } })).toEqual({ 'filters.issueId': 'Not a filter of this export.' });
    // Another site's issue is answered like an unknown one.
    const other = await insertIssue(fot, 'Fot issue');
    const fotArticle = await insertArticle(fot, { name: 'Fot article', body: '<p>x</p>' });
    await db().insert(contentIssueSchedules).values({ tenantId: fot, issueId: other.issue.id, contentId: fotArticle.id });
    expect(await fieldErrorsOf({ kind: 'print', filters: { issueId: other.issue.id } })).toEqual({ 'filters.issueId': `No issue with id ${other.issue.id} was found.` });
    // An issue holding nothing (or only deleted items) has nothing to export.
    const empty = await insertIssue(edr, 'Empty issue');
    expect(await fieldErrorsOf({ kind: 'print', filters: { issueId: empty.issue.id } })).toEqual({
      'filters.issueId': 'This issue holds no content yet: schedule articles to it (Magazine issues panel of the content editor), then export it.',
    });
    // fot's own managing editor exports it on fot.
    const fotEditor = (await createUser(server, { role: 'managing_editor', tenantKeys: ['fot'] })).token;
    const started = await startExport(server, { kind: 'print', filters: { issueId: other.issue.id } }, { token: fotEditor, tenantKey: 'fot' });
    expect(started.fileName).toMatch(/^print-fot-/);
    expect((await settledExport(server, started.id, fotEditor, 'fot')).status).toBe('done');
  });

  it('needs manage_print_export', async () => {
    const editor = (await createUser(server, { role: 'editor' })).token;
    const response = await post(server, 'startExport', { input: { kind: 'print', filters: { issueId: 1 } } }, bearer(editor, 'edr'));
    expect(codeOf(response)).toBe('FORBIDDEN');
    const printer = (await createUser(server, { role: 'viewer', extraPermissions: ['manage_print_export'] })).token;
    expect(await fieldErrorsOf({ kind: 'print', filters: { issueId: 99999999 } }, printer)).toEqual({ 'filters.issueId': 'No issue with id 99999999 was found.' });
  });
});

describe('/scripts/indesign.zip', () => {
  it('is a public ZIP attachment of our InDesign script and its README, cached with an ETag', async () => {
    const response = await fetch(`${server.url}/scripts/indesign.zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="indesign.zip"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, must-revalidate');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    const entries = await readZip(bytes);
    expect(entries.map((entry) => entry.name)).toEqual(['ImportPrintExport.jsx', 'README.txt']);
    for (const entry of entries) expect(entry.bytes.equals(readFileSync(rootPath('scripts', 'indesign', entry.name)))).toBe(true);
    expect(text(entries[0])).toContain('#target indesign');

    const again = await fetch(`${server.url}/scripts/indesign.zip`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    // The same archive every time (built once per process).
    expect(Buffer.from(await (await fetch(`${server.url}/scripts/indesign.zip`)).arrayBuffer()).equals(bytes)).toBe(true);
  });
});
