import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveWebsiteRedirectDocument, type WebsiteRedirectInput } from '../../src/gql/graphql.js';
import { history, redirects } from '../../src/server/db/schema/index.js';
import { LINK_MESSAGES } from '../../src/shared/links.js';
import { REDIRECT_MESSAGES } from '../../src/shared/redirects.js';
import { expectForbidden, expectUnauthenticated, siteManagerTokens } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { codeOf, execute, post, type RawResponse } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;
let fotManager: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ manager, editor, fotManager } = await siteManagerTokens(server));
});
afterAll(() => server.close());

const save = async (input: WebsiteRedirectInput, token = manager, tenantKey?: string) =>
  (await execute(server, SaveWebsiteRedirectDocument, { input }, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) })).saveWebsiteRedirect;
const attempt = (input: WebsiteRedirectInput, token = manager, tenantKey?: string) => post(server, 'saveWebsiteRedirect', { input }, bearer(token, tenantKey));

function expectRefused(response: RawResponse, message: string, fieldErrors: Record<string, string>) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe(message);
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

describe('saveWebsiteRedirect', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveWebsiteRedirect'));

  it('needs a login and manage_redirects', async () => {
    await expectUnauthenticated(server, 'saveWebsiteRedirect', { input: { from: '/a', to: '/b' } });
    await expectForbidden(server, 'saveWebsiteRedirect', { input: { from: '/a', to: '/b' } }, editor);
  });

  it('creates a manual redirect, trimming the trailing slash of from, and records history', async () => {
    const saved = await save({ from: ' /old-landing/ ', to: 'https://partner.example.com/landing?utm=1' });
    expect(saved).toMatchObject({ __typename: 'WebsiteRedirect', from: '/old-landing', to: 'https://partner.example.com/landing?utm=1', source: 'manual', version: 1 });
    const rows = await server.database.db.select().from(history).where(and(eq(history.entityType, 'Redirect'), eq(history.entityId, String(saved.id))));
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  it('refuses a from that is not a path and a to that is neither a path nor an http(s) URL', async () => {
    const invalid = 'Please correct the highlighted fields.';
    expectRefused(await attempt({ from: 'https://example.com/x', to: 'ftp://x.example.com' }), invalid, { from: REDIRECT_MESSAGES.fromPath, to: REDIRECT_MESSAGES.toTarget });
    expectRefused(await attempt({ from: ' ', to: '' }), invalid, { from: 'Field is required', to: 'Field is required' });
    expectRefused(await attempt({ from: '/x?y=1', to: '/z' }), invalid, { from: REDIRECT_MESSAGES.fromQuery });
  });

  it('refuses /\\evil.example and every other form a browser reads as another host, naming the field', async () => {
    const invalid = 'Please correct the highlighted fields.';
    expectRefused(await attempt({ from: '/to-evil', to: '/\\evil.example' }), invalid, { to: LINK_MESSAGES.backslash.pathOrUrl });
    expectRefused(await attempt({ from: '/to-evil', to: '\\\\evil.example' }), invalid, { to: LINK_MESSAGES.backslash.pathOrUrl });
    expectRefused(await attempt({ from: '/to-evil', to: '//evil.example' }), invalid, { to: REDIRECT_MESSAGES.toTarget });
    expectRefused(await attempt({ from: '/to-evil', to: '/\t/evil.example' }), invalid, { to: REDIRECT_MESSAGES.toTarget });
    expectRefused(await attempt({ from: '/to-evil', to: 'JaVaScRiPt:alert(1)' }), invalid, { to: REDIRECT_MESSAGES.toTarget });
    expectRefused(await attempt({ from: '/\\evil.example', to: '/fine' }), invalid, { from: LINK_MESSAGES.backslash.path });
    expect(await server.database.db.select().from(redirects).where(eq(redirects.fromPath, '/to-evil'))).toEqual([]);
  });

  it('refuses duplicates and loops with clear messages', async () => {
    await save({ from: '/dup', to: '/target' });
    expectRefused(await attempt({ from: '/dup/', to: '/elsewhere' }), 'A redirect from /dup already exists.', { from: 'A redirect from /dup already exists.' });
    expectRefused(await attempt({ from: '/self', to: '/self?x=1' }), 'This redirect would create a loop: /self → /self', { to: REDIRECT_MESSAGES.sameAsFrom });
    await save({ from: '/loop-b', to: '/loop-c' });
    await save({ from: '/loop-c', to: '/loop-a' });
    const loop = 'This redirect would create a loop: /loop-a → /loop-b → /loop-c → /loop-a';
    expectRefused(await attempt({ from: '/loop-a', to: '/loop-b' }), loop, { to: loop });
  });

  it('updates with the version it read and refuses a stale one', async () => {
    const created = await save({ from: '/versioned', to: '/one' });
    const updated = await save({ id: created.id, version: created.version, from: '/versioned', to: '/two' });
    expect(updated).toMatchObject({ to: '/two', version: 2 });
    const stale = await attempt({ id: created.id, version: created.version, from: '/versioned', to: '/three' });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]?.message).toMatch(/^This redirect was changed by .* since you opened it\./);
  });

  it('keeps sites apart: the same from on another site is fine, another site’s redirect is unreachable', async () => {
    const edr = await save({ from: '/shared-path', to: '/edr-target' });
    const fot = await save({ from: '/shared-path', to: '/fot-target' }, fotManager, 'fot');
    expect(fot.id).not.toBe(edr.id);
    const response = await attempt({ id: edr.id, version: edr.version, from: '/shared-path', to: '/hijack' }, fotManager, 'fot');
    expect(codeOf(response)).toBe('NOT_FOUND');
  });
});
