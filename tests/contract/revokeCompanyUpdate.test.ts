import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RevokeCompanyUpdateDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { companyNamed, createLink, expectDisabled, formProfile, setCompanyUpdates, startCompanyUpdateServer, submit, submittedLink } from '../helpers/companyUpdates.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let editor = '';
let viewer = '';
let fotEditor = '';
let companyId = 0;

beforeAll(async () => {
  ({ server, editor, viewer, fotEditor } = await startCompanyUpdateServer());
  companyId = (await companyNamed(server, 'edr', 'Meridian RF')).id;
});
afterAll(() => server.close());

const revoke = (id: number, version: number, token = editor) => post(server, 'revokeCompanyUpdate', { id, version }, bearer(token, 'edr'));

describe('revokeCompanyUpdate', () => {
  it('is served as text', () => expectDocumentServed(server, 'revokeCompanyUpdate'));

  it('withdraws an open link: the company can no longer send anything through it', async () => {
    const link = await createLink(server, editor, companyId);
    const base = await formProfile(server, link.hash);
    const { revokeCompanyUpdate: revoked } = await execute(server, RevokeCompanyUpdateDocument, { id: link.id, version: link.version }, { tenantKey: 'edr', cmsToken: editor });
    expect(revoked).toMatchObject({ status: 'revoked', revokedAt: expect.any(String), version: link.version + 1 });
    const sent = await submit(server, link.hash, base);
    expect(sent.body.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringMatching(/^This company update link was withdrawn/) });
    expect((await revoke(link.id, revoked.version)).body.errors?.[0]?.message).toBe('This company update is already revoked: it cannot be revoked.');
  });

  it('withdraws a submitted link too, keeping what was sent; a reviewed one cannot be revoked', async () => {
    const submitted = await submittedLink(server, editor, companyId, { city: 'Kanata' });
    const revoked = (await revoke(submitted.id, submitted.version)).body.data?.revokeCompanyUpdate as { status: string; changedFields: string[] };
    expect(revoked).toMatchObject({ status: 'revoked', changedFields: ['city'] });
    const accepted = await submittedLink(server, editor, companyId, { postalCode: 'K2K 2W8' });
    expect((await post(server, 'acceptCompanyUpdate', { input: { id: accepted.id, version: accepted.version } }, bearer(editor, 'edr'))).body.errors).toBeUndefined();
    const refused = await revoke(accepted.id, accepted.version + 1);
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'This company update is already accepted: it cannot be revoked.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a stale version and an unknown update', async () => {
    const link = await createLink(server, editor, companyId);
    expect(codeOf(await revoke(link.id, link.version + 1))).toBe('CONFLICT');
    expect(codeOf(await revoke(999_999, 1))).toBe('NOT_FOUND');
  });

  it('needs manage_content on the site', async () => {
    await expectUnauthenticated(server, 'revokeCompanyUpdate', { id: 1, version: 1 });
    await expectForbidden(server, 'revokeCompanyUpdate', { id: 1, version: 1 }, viewer);
    expect(codeOf(await revoke(1, 1, fotEditor))).toBe('FORBIDDEN');
  });

  it('is refused while the site has company updates switched off', async () => {
    await setCompanyUpdates(server, 'edr', false);
    try {
      expectDisabled(await revoke(1, 1));
    } finally {
      await setCompanyUpdates(server, 'edr', true);
    }
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'revokeCompanyUpdate', { id: 1, version: 1 }));
});
