import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetPublicationStreamDocument, SaveMagazinePublicationDocument } from '../../src/gql/graphql.js';
import { expectForbidden } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { newPublication, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, editor } = await startMagazineServer());
});
afterAll(() => server.close());

describe('getPublicationStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getPublicationStream'));

  it("lists the site's active magazine publications by name, without variables (000 §7.2)", async () => {
    const edr = await execute(server, GetPublicationStreamDocument, {});
    const fot = await execute(server, GetPublicationStreamDocument, {}, { tenantKey: 'fot' });
    const nodes = edr.getPublicationStream.edges.map((e) => e.node);
    expect(nodes.map((n) => n.name)).toEqual(['EDR Power Supplement', 'Electronic Design Review Magazine', 'Embedded Systems Buyer’s Guide']);
    expect(edr.getPublicationStream.totalCount).toBe(3);
    expect(nodes.every((n) => n.__typename === 'Publication' && n.status === 1 && n.canonicalPath === `/magazine/${n.alias}`)).toBe(true);
    const fotIds = new Set(fot.getPublicationStream.edges.map((e) => e.node.id));
    expect(nodes.some((n) => fotIds.has(n.id))).toBe(false);
  });

  it('filters by status (inactive ones for magazine managers only) and name, and pages', async () => {
    const cms = { tenantKey: 'edr', cmsToken: manager };
    const hidden = (await execute(server, SaveMagazinePublicationDocument, { input: newPublication({ name: 'Zz Hidden Digest', status: 0 }) }, cms)).saveMagazinePublication;
    expect((await execute(server, GetPublicationStreamDocument, {})).getPublicationStream.edges.map((e) => e.node.id)).not.toContain(hidden.id);
    const all = await execute(server, GetPublicationStreamDocument, { input: { status: [0, 1] } }, cms);
    expect(all.getPublicationStream.edges.map((e) => e.node.id)).toContain(hidden.id);
    const inactive = await execute(server, GetPublicationStreamDocument, { input: { status: [0], phrase: 'hidden' } }, cms);
    expect(inactive.getPublicationStream.edges.map((e) => e.node.name)).toEqual(['Zz Hidden Digest']);
    const page = await execute(server, GetPublicationStreamDocument, { input: { status: [0, 1], pagination: { limit: 2, skip: 1 } } }, cms);
    expect(page.getPublicationStream.edges).toHaveLength(2);
    expect(page.getPublicationStream.pageInfo.hasNextPage).toBe(true);
    await expectForbidden(server, 'getPublicationStream', { input: { status: [0] } }, editor);
    expect(codeOf(await post(server, 'getPublicationStream', { input: { status: [0, 1] } }, onSite('edr')))).toBe('UNAUTHENTICATED');
    expect(codeOf(await post(server, 'getPublicationStream', { input: { status: [2] } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await post(server, 'getPublicationStream', { input: { pagination: { limit: 201 } } }))).toBe('BAD_USER_INPUT');
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getPublicationStream', {}));
});
