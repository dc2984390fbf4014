import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMagazinePublicationDocument, GetPublicationStreamDocument, SaveMagazinePublicationDocument, type MagazinePublicationInput } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute } from '../helpers/execute.js';
import { as, expectFieldErrors, lastHistory, newPublication, publicationRows, siteAsset, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let managerId: number;
let fotManager: string;
let editor: string;
let publisher: string;
let issuer: string;

beforeAll(async () => {
  ({ server, manager, managerId, fotManager, editor, publisher, issuer } = await startMagazineServer());
});
afterAll(() => server.close());

const save = async (input: MagazinePublicationInput, token = manager) => (await execute(server, SaveMagazinePublicationDocument, { input }, { tenantKey: 'edr', cmsToken: token })).saveMagazinePublication;
const postSave = (input: unknown, token = manager, tenantKey = 'edr') => as(server, token, tenantKey).post('saveMagazinePublication', { input });

describe('saveMagazinePublication', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveMagazinePublication'));

  it('creates a publication: alias from the name, logo, links, history written, listed at once', async () => {
    const logoId = await siteAsset(server, 'edr');
    const created = await save(
      newPublication({ name: 'Test & Measurement Quarterly', description: 'Probing, scopes and compliance.', logoId, subscribeUrl: 'https://example.com/sub', renewUrl: 'https://example.com/renew' }),
    );
    expect(created).toMatchObject({
      __typename: 'Publication',
      name: 'Test & Measurement Quarterly',
      alias: 'test-measurement-quarterly',
      description: 'Probing, scopes and compliance.',
      logoId,
      logo: { __typename: 'Asset', id: logoId, kind: 'image' },
      subscribeUrl: 'https://example.com/sub',
      renewUrl: 'https://example.com/renew',
      status: 1,
      canonicalPath: '/magazine/test-measurement-quarterly',
      issueCount: 0,
      version: 1,
    });
    expect(await lastHistory(server, 'MagazinePublication', created.id)).toMatchObject({ action: 'create', userId: managerId });
    // The same name again gets the next free alias.
    expect((await save(newPublication({ name: 'Test & Measurement Quarterly' }))).alias).toBe('test-measurement-quarterly-2');
    // Visitors' lookup lists it at once (the site's magazine slot was dropped).
    const listed = await execute(server, GetPublicationStreamDocument, {});
    expect(listed.getPublicationStream.edges.map((e) => e.node.id)).toContain(created.id);
  });

  it('updates from the version it started from, keeps the alias through a rename, and refuses a stale version with CONFLICT', async () => {
    const created = await save(newPublication({ name: 'Renamed Later' }));
    const updated = await save({ id: created.id, version: created.version, name: 'Renamed Now', status: 0 });
    expect(updated).toMatchObject({ id: created.id, name: 'Renamed Now', alias: 'renamed-later', status: 0, version: created.version + 1, description: null, logoId: null, subscribeUrl: null });
    expect(await lastHistory(server, 'MagazinePublication', created.id)).toMatchObject({ action: 'update' });
    const moved = await save({ id: created.id, version: updated.version, name: 'Renamed Now', alias: 'renamed-now', status: 0 });
    expect(moved.alias).toBe('renamed-now');

    const stale = await postSave({ id: created.id, version: created.version, name: 'Lost', status: 1 });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]?.message).toMatch(/^This publication was changed by .+ since you opened it\. Reload to see their changes, then save again\.$/);
    expect(stale.body.errors?.[0]?.extensions?.currentVersion).toBe(moved.version);
    const kept = await execute(server, GetMagazinePublicationDocument, { id: created.id }, { tenantKey: 'edr', cmsToken: manager });
    expect(kept.getMagazinePublication.name).toBe('Renamed Now');
  });

  it("answers bad input as field errors in the spec's words", async () => {
    const [seeded] = await publicationRows(server, 'edr');
    const fotImage = await siteAsset(server, 'fot');
    const pdf = await siteAsset(server, 'edr', 'file');
    expectFieldErrors(await postSave({ name: '  ', alias: 'Not A Slug', status: 3, subscribeUrl: 'javascript:alert(1)', renewUrl: 'ftp://x' }), {
      name: 'Field is required',
      alias: 'Use lower-case letters, digits and single hyphens, e.g. march-2026.',
      status: 'Status must be 1 (active) or 0 (inactive).',
      subscribeUrl: 'Enter a full address starting with http:// or https://',
      renewUrl: 'Enter a full address starting with http:// or https://',
    });
    expectFieldErrors(await postSave(newPublication({ alias: seeded!.alias, logoId: fotImage })), {
      alias: `This alias is already used by the publication '${seeded!.name}'.`,
      logoId: "Choose an image from this site's media library.",
    });
    expectFieldErrors(await postSave(newPublication({ logoId: pdf })), { logoId: "Choose an image from this site's media library." });
    expectFieldErrors(await postSave({ ...newPublication(), id: seeded!.id }), { version: 'Field is required' });
    expect(codeOf(await postSave({ ...newPublication(), id: 999999, version: 1 }))).toBe('NOT_FOUND');
    await expectBadVariablesRefused(server, 'saveMagazinePublication', { input: { name: 'x', status: 'active' } }, /status/);
  });

  it('needs manage_magazine_publications on this site', async () => {
    const variables = { input: newPublication() };
    expect((await save(newPublication(), publisher)).status).toBe(1);
    await expectForbidden(server, 'saveMagazinePublication', variables, editor);
    await expectForbidden(server, 'saveMagazinePublication', variables, issuer);
    await expectUnauthenticated(server, 'saveMagazinePublication', variables);
    await expectUnknownTenantRefused(server, 'saveMagazinePublication', variables);
    expect(codeOf(await postSave(newPublication(), fotManager, 'edr'))).toBe('FORBIDDEN');
    // fot's manager saves on fot; edr's publication ids are not found there.
    const [edrPublication] = await publicationRows(server, 'edr');
    expect(codeOf(await postSave({ ...newPublication(), id: edrPublication!.id, version: edrPublication!.version }, fotManager, 'fot'))).toBe('NOT_FOUND');
  });
});
