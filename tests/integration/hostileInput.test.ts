import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentDocument, GetContentStreamDocument, GetWebsiteLayoutPageDocument } from '../../src/gql/graphql.js';
import { aspireNews, content } from '../../src/server/db/schema/index.js';
import { createContext } from '../../src/server/graphql/context.js';
import { NUL_MESSAGE, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../../src/server/graphql/errors.js';
import { createExecutor, OperationError } from '../../src/server/graphql/execute.js';
import { DEPTH_MESSAGE, LIST_MESSAGE, MAX_INPUT_DEPTH, MAX_LIST_ITEMS, SURROGATE_MESSAGE } from '../../src/server/graphql/inputLimits.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { loadOperations } from '../../src/server/graphql/operations.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { NUL_URL_MESSAGE } from '../../src/server/http/requestGuards.js';
import { NEWS_LIMITS, tooLongMessage } from '../../src/shared/aspireNews.js';
import { DETAILS_TOO_LONG } from '../../src/shared/contentFields.js';
import { DATE_RANGE_MESSAGE } from '../../src/shared/isoDateTime.js';
import { adminToken } from '../helpers/auth.js';
import { codeOf, post, type RawResponse } from '../helpers/execute.js';
import { bearer, onSite } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Issue 10 item 8: a NUL character anywhere a caller can put one is a clear 4xx, and while the
 * database cannot be reached cached pages keep answering and everything else is a 503 with
 * Retry-After, never a 500. Security issue 16 item 3: the other hostile input that reached the
 * database or the runtime — dates outside its range, values nested 5,000 deep, lone surrogates,
 * lists past the bind-parameter limit, megabyte documents — is a clear 400 too
 * (docs/input-limits.md), and each request writes one log line, client errors without a stack.
 */
let server: TestServer;
let admin: string;
const run = createExecutor(buildSchema());
const operations = loadOperations();
/** The server's log, one parsed line each (LOG_LEVEL info, so request lines are written). */
const logLines: Array<Record<string, unknown>> = [];
const logStream = { write: (text: string) => void logLines.push(...text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>)) };

// Stand-in pages (the test server builds no Vike pages): a list of content, or one item; a data
// failure with status 503 is the error screen's 503, as the pages' +data hooks make it (pageFailure).
const renderer: PageRenderer = async ({ urlOriginal, graphql }) => {
  const path = new URL(urlOriginal, 'http://x').pathname;
  try {
    const answer = path === '/' ? await graphql.run(GetContentStreamDocument, { limit: 3 }) : await graphql.run(GetContentDocument, { id: Number(path.slice(1)) });
    return { statusCode: 200, headers: [['content-type', 'text/html;charset=utf-8']], body: `<pre>${JSON.stringify(answer).length}</pre>` };
  } catch (error) {
    if (error instanceof OperationError && error.status === 503) return { statusCode: 503, headers: [['content-type', 'text/html;charset=utf-8']], body: `503 - ${error.message}` };
    throw error;
  }
};

beforeAll(async () => {
  server = await startTestServer(
    { pageCache: { enabled: true, freshMs: 60_000, staleMs: 600_000, maxBytes: 8 * 1024 * 1024 }, logLevel: 'info' },
    { beforeListen: (app, services) => void app.get('/*', createPageHandler({ services, run, renderer })), logStream },
  );
  admin = await adminToken(server);
});
// The outage test closed the database already: closing it again is not the point here.
afterAll(() => server.close().catch(() => undefined));

const get = (path: string) => fetch(`${server.url}${path}`, { headers: { 'x-tenant-key': 'edr' }, redirect: 'manual' });

describe('a NUL character', () => {
  it.each(['/%00', '/a%00b/c', '/search?filters=%7B%22text%22%3A%22a%00%22%7D', '/graphql/query/getContent%00.gql', '/sitemap.xml?x=%00'])(
    'in the address %s answers 400 with a clear message',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(NUL_URL_MESSAGE);
    },
  );

  it.each([
    ['getWebsiteLayoutPage', { alias: '/news\u0000' }, 'alias'],
    ['matchTaxonomyStream', { phrase: 'a\u0000b' }, 'phrase'],
    ['searchContent', { text: '\u0000' }, 'text'],
    ['getContentStream', { includeContentTypes: ['Article'], sortField: 'published', limit: 2, excludeContentIds: [1], type: null, startDateAfter: 'x\u0000' }, 'startDateAfter'],
  ])('in a variable of %s is BAD_USER_INPUT naming the variable', async (operation, variables, field) => {
    const response = await post(server, operation, variables, onSite('edr'));
    expect(response.status).toBe(400);
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe(NUL_MESSAGE);
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ [field]: 'Must not contain a NUL character' });
  });

  it('in a variable of a page’s own document is bad input too (in-process execution)', async () => {
    const ctx = await createContext(server.services, { headers: { 'x-tenant-key': 'edr' }, ip: '127.0.0.1', protocol: 'http' });
    await expect(run(GetWebsiteLayoutPageDocument, { alias: '/x\u0000' }, ctx)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', status: 400, message: NUL_MESSAGE });
  });
});

/** A variables text written by hand: JSON.stringify itself recurses (5,000 levels overflow it here). */
async function postText(name: string, variablesText: string, headers: Record<string, string>): Promise<RawResponse> {
  const operation = operations.all.find((o) => o.name === name);
  if (!operation) throw new Error(`Unknown operation ${name}`);
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: `{"query":${JSON.stringify(operation.text)},"variables":${variablesText}}`,
  });
  return { status: response.status, body: (await response.json()) as RawResponse['body'] };
}

const context = () => createContext(server.services, { headers: { 'x-tenant-key': 'edr' }, ip: '127.0.0.1', protocol: 'http' });

function expectBadInput(response: RawResponse, message: string | RegExp, fieldErrors?: Record<string, string>) {
  expect(response.status).toBe(400);
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.body.errors?.[0]?.message).toMatch(message);
  if (fieldErrors) expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

describe('a date outside 0001–9999', () => {
  it.each(['+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '+010000-01-01T00:00:00Z', '10000-01-01'])('(%s) is BAD_USER_INPUT naming the variable, anonymous or not', async (date) => {
    const anonymous = await post(server, 'getContentStream', { limit: 2, startDateAfter: date }, onSite('edr'));
    expectBadInput(anonymous, `Variable "$startDateAfter" got invalid value "${date}"; ${DATE_RANGE_MESSAGE}`);
    const filter = await post(server, 'getContentAdminStream', { input: { dateFrom: date } }, bearer(admin, 'edr'));
    expectBadInput(filter, `at "input.dateFrom"; ${DATE_RANGE_MESSAGE}`);
  });

  it('is bad input in a page’s own document too (in-process execution)', async () => {
    await expect(run(GetContentStreamDocument, { limit: 2, startDateAfter: '+275760-09-13T00:00:00.000Z' }, await context())).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      message: expect.stringContaining(DATE_RANGE_MESSAGE),
    });
  });
});

describe('input nested 5,000 deep', () => {
  const lists = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
  const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

  it.each([
    ['lists in a JSON payload', 'saveSiteSettings', `{"payload":${lists},"version":1}`, 'payload'],
    ['objects in a JSON payload', 'saveSiteSettings', `{"payload":${objects},"version":1}`, 'payload'],
    ['lists in a list of ids', 'getContentStream', `{"limit":2,"includeContentIds":${lists}}`, 'includeContentIds'],
    ['objects in a text', 'searchContent', `{"text":${objects}}`, 'text'],
  ])('(%s, anonymously) is BAD_USER_INPUT, not a stack overflow', async (_label, operation, variables, field) => {
    expectBadInput(await postText(operation, variables, onSite('edr').headers), DEPTH_MESSAGE, { [field]: `Nested more than ${MAX_INPUT_DEPTH} levels deep` });
  });

  it('is bad input in a page’s own document too (in-process execution)', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    await expect(run(GetContentStreamDocument, { limit: 2, includeContentIds: deep as number[] }, await context())).rejects.toMatchObject({ code: 'BAD_USER_INPUT', status: 400, message: DEPTH_MESSAGE });
  });
});

describe('a lone UTF-16 surrogate', () => {
  const contentCount = async () => (await server.database.db.select({ n: count() }).from(content))[0]?.n ?? 0;

  it('in a JSON field of saveContent (details), in a value or a key, is BAD_USER_INPUT and stores nothing', async () => {
    const before = await contentCount();
    const inValue = await post(server, 'saveContent', { input: { type: 'Article', status: 2, name: 'Surrogate', details: { note: 'a\ud800b' } } }, bearer(admin, 'edr'));
    expectBadInput(inValue, SURROGATE_MESSAGE, { 'input.details.note': 'Contains an invalid character (a lone surrogate)' });
    const inKey = await post(server, 'saveContent', { input: { type: 'Article', status: 2, name: 'Surrogate', details: { ['k\udfff']: 1 } } }, bearer(admin, 'edr'));
    expectBadInput(inKey, SURROGATE_MESSAGE);
    const inName = await post(server, 'saveContent', { input: { type: 'Article', status: 2, name: 'Lone \udc00 low' } }, bearer(admin, 'edr'));
    expectBadInput(inName, SURROGATE_MESSAGE, { 'input.name': 'Contains an invalid character (a lone surrogate)' });
    expect(await contentCount()).toBe(before);
  });

  it('is not a pair: an emoji in a JSON field is stored and read back as sent', async () => {
    const saved = await post(server, 'saveContent', { input: { type: 'Article', status: 2, name: 'Emoji 😀', details: { linkLabel: 'Read 😀 更多' } } }, bearer(admin, 'edr'));
    expect(saved.status).toBe(200);
    const id = (saved.body.data?.['saveContent'] as { id: number }).id;
    const [row] = await server.database.db.select({ name: content.name, details: content.details }).from(content).where(eq(content.id, id));
    expect(row).toMatchObject({ name: 'Emoji 😀', details: { linkLabel: 'Read 😀 更多' } });
  });

  it('in a text a visitor typed is BAD_USER_INPUT', async () => {
    expectBadInput(await post(server, 'searchContent', { text: 'a\udc00' }, onSite('edr')), SURROGATE_MESSAGE, { text: 'Contains an invalid character (a lone surrogate)' });
  });
});

describe(`a list of more than ${MAX_LIST_ITEMS.toLocaleString('en-US')} items`, () => {
  const many = new Array(70_000).fill(1);

  it.each([
    ['getPersonStream', { input: { status: many } }, 'input.status'],
    ['getPersonStream', { input: { includeIds: many } }, 'input.includeIds'],
    ['getContentAdminStream', { input: { statuses: many } }, 'input.statuses'],
    ['getContentAdminStream', { input: { includeIds: many } }, 'input.includeIds'],
  ])('(%s, 70,000 items) is BAD_USER_INPUT naming the limit, never a database error', async (operation, variables, field) => {
    expectBadInput(await post(server, operation, variables, bearer(admin, 'edr')), LIST_MESSAGE, { [field]: 'Holds 70,000 items; at most 10,000' });
  });

  it(`passes at ${MAX_LIST_ITEMS.toLocaleString('en-US')} (the database takes them)`, async () => {
    const answer = await post(server, 'getPersonStream', { input: { status: new Array(MAX_LIST_ITEMS).fill(1) } }, bearer(admin, 'edr'));
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });
});

describe('stored documents have size limits', () => {
  it('content details: a megabyte of anything is refused with a field error', async () => {
    const response = await post(server, 'saveContent', { input: { type: 'Article', status: 2, name: 'Big details', details: { note: 'x'.repeat(500_000) } } }, bearer(admin, 'edr'));
    expectBadInput(response, 'Please correct the highlighted fields.', { details: DETAILS_TOO_LONG });
  });

  it('a news description is refused past its limit, before it is sanitised', async () => {
    const [{ n: before } = { n: 0 }] = await server.database.db.select({ n: count() }).from(aspireNews);
    const input = { title: 'Long news', description: `<p>${'x'.repeat(NEWS_LIMITS.description)}</p>`, date: '2031-01-01T00:00:00.000Z', status: 1, alert: false };
    expectBadInput(await post(server, 'setAspireNews', { input }, bearer(admin)), /correct/, { description: tooLongMessage(NEWS_LIMITS.description) });
    const [{ n: after } = { n: 0 }] = await server.database.db.select({ n: count() }).from(aspireNews);
    expect(after).toBe(before);
  });
});

describe('the log', () => {
  /** The lines a request wrote, found by the request id it was sent with. */
  const linesOf = async (reqId: string) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return logLines.filter((line) => line['reqId'] === reqId);
  };

  it('has one line per bad request, without a stack', async () => {
    const id = (name: string) => ({ 'x-request-id': `hostile-${name}`, 'x-tenant-key': 'edr' });
    await post(server, 'getContentStream', { limit: 2, startDateAfter: '+275760-09-13T00:00:00.000Z' }, { headers: id('date') });
    await post(server, 'searchContent', { text: 'a\u0000' }, { headers: id('nul') });
    await postText('saveSiteSettings', `{"payload":${'['.repeat(5000)}${']'.repeat(5000)},"version":1}`, id('deep'));
    await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...id('json') }, body: '{"query":' });
    await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...id('large') }, body: JSON.stringify({ query: 'x'.repeat(1024 * 1024) }) });
    await fetch(`${server.url}/graphql/query/nothing-here.gql`, { headers: id('missing') });
    for (const [name, status] of [['date', 400], ['nul', 400], ['deep', 400], ['json', 400], ['large', 413], ['missing', 404]] as const) {
      const lines = await linesOf(`hostile-${name}`);
      expect(lines, name).toHaveLength(1);
      expect(lines[0], name).toMatchObject({ level: 30, res: { statusCode: status } });
      expect(JSON.stringify(lines[0]), name).not.toMatch(/stack|"err"/);
    }
  });
});

describe('while the database cannot be reached', () => {
  it('cached pages keep answering; other pages and the API answer 503 with Retry-After', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/')).headers.get('x-page-cache')).toBe('HIT');
    await server.database.close();

    const cached = await get('/');
    expect(cached.status).toBe(200);
    expect(['HIT', 'STALE']).toContain(cached.headers.get('x-page-cache'));

    const page = await get('/10000001?cache-bypass=true');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await page.text()).toBe(`503 - ${UNAVAILABLE_MESSAGE}`);

    const api = await post(server, 'getContentStream', { limit: 2 }, { headers: { 'x-tenant-key': 'edr', 'x-request-id': 'hostile-outage' } });
    expect(api.status).toBe(503);
    expect(codeOf(api)).toBe('SERVICE_UNAVAILABLE');
    expect(api.body.errors?.[0]?.message).toBe(UNAVAILABLE_MESSAGE);
    // Not the caller's mistake: one line at level error, with the database's error and its stack.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const lines = logLines.filter((line) => line['reqId'] === 'hostile-outage');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, res: { statusCode: 503 }, err: { stack: expect.any(String) } });
    // …and not a second one of GraphQL's own (which carries no request id).
    expect(logLines.filter((line) => line['msg'] === 'graphql error')).toEqual([]);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });
});
