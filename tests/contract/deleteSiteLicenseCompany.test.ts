import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteSiteLicenseCompanyDocument, SiteLicenseCompanyDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { companyRows, lastHistory, newCompany, saveCompany, seededCompany, startIpGatingServer } from '../helpers/ipGating.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: { id: number; token: string };
let fotManager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startIpGatingServer());
});
afterAll(() => server.close());

const postDelete = (id: number, token = manager.token, tenantKey = 'edr') => post(server, 'deleteSiteLicenseCompany', { id }, bearer(token, tenantKey));
const lookup = async (userIpAddress: string) => (await execute(server, SiteLicenseCompanyDocument, { userIpAddress }, { tenantKey: 'edr' })).siteLicenseCompany;

describe('deleteSiteLicenseCompany', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteSiteLicenseCompany'));

  it('deletes a company with a history row; its addresses no longer pass at once', async () => {
    const created = await saveCompany(server, manager.token, newCompany({ ranges: ['192.0.2.0/24'] }));
    expect(await lookup('192.0.2.1')).toMatchObject({ companyName: created.companyName });
    expect((await execute(server, DeleteSiteLicenseCompanyDocument, { id: created.id }, { cmsToken: manager.token })).deleteSiteLicenseCompany).toBe(true);
    expect((await companyRows(server, 'edr')).some((c) => c.id === created.id)).toBe(false);
    expect(await lastHistory(server, created.id)).toMatchObject({ action: 'delete', userId: manager.id });
    expect(await lookup('192.0.2.1')).toBeNull();
    // Its ranges are free for another company.
    await saveCompany(server, manager.token, newCompany({ ranges: ['192.0.2.0/25'] }));
  });

  it("answers NOT_FOUND for an unknown id and for another site's company, which stays", async () => {
    const missing = await postDelete(987654);
    expect(codeOf(missing)).toBe('NOT_FOUND');
    expect(missing.body.errors?.[0]?.message).toBe('No site-licence company with id 987654 was found on this site.');
    const seeded = await seededCompany(server);
    expect(codeOf(await postDelete(seeded.id, fotManager, 'fot'))).toBe('NOT_FOUND');
    expect((await seededCompany(server)).id).toBe(seeded.id);
  });

  it('needs manage_ip_gating on this site', async () => {
    const { id } = await seededCompany(server);
    await expectUnauthenticated(server, 'deleteSiteLicenseCompany', { id });
    await expectForbidden(server, 'deleteSiteLicenseCompany', { id }, editor);
    expect(codeOf(await postDelete(id, fotManager, 'edr'))).toBe('FORBIDDEN');
    await expectUnknownTenantRefused(server, 'deleteSiteLicenseCompany', { id });
    await expectBadVariablesRefused(server, 'deleteSiteLicenseCompany', { id: null }, /id/);
    expect((await seededCompany(server)).id).toBe(id);
  });
});
