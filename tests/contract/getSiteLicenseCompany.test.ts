import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteLicenseCompanyDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { SEEDED_COMPANY, newCompany, saveCompany, seededCompany, startIpGatingServer } from '../helpers/ipGating.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;

beforeAll(async () => {
  const started = await startIpGatingServer();
  ({ server, fotManager, editor } = started);
  manager = started.manager.token;
});
afterAll(() => server.close());

const read = async (id: number, token = manager, tenantKey = 'edr') =>
  (await execute(server, GetSiteLicenseCompanyDocument, { id }, { tenantKey, cmsToken: token })).getSiteLicenseCompany;

describe('getSiteLicenseCompany', () => {
  it('is served as text', () => expectDocumentServed(server, 'getSiteLicenseCompany'));

  it('answers a company of this site with its normalised ranges', async () => {
    const seeded = await seededCompany(server);
    expect(await read(seeded.id)).toEqual({
      __typename: 'SiteLicenseCompany',
      id: seeded.id,
      companyName: SEEDED_COMPANY.companyName,
      ranges: [...SEEDED_COMPANY.ranges],
      rangeCount: 2,
      status: 1,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const saved = await saveCompany(server, manager, newCompany({ ranges: ['192.0.2.9/24', '198.51.100.1 - 198.51.100.2'], status: 0 }));
    expect(await read(saved.id)).toMatchObject({ ranges: ['192.0.2.0/24', '198.51.100.1/32', '198.51.100.2/32'], rangeCount: 3, status: 0 });
  });

  it('answers NOT_FOUND for an id the site does not have, and for another site\'s company', async () => {
    const missing = await post(server, 'getSiteLicenseCompany', { id: 987654 }, bearer(manager, 'edr'));
    expect(codeOf(missing)).toBe('NOT_FOUND');
    expect(missing.status).toBe(404);
    expect(missing.body.errors?.[0]?.message).toBe('No site-licence company with id 987654 was found on this site.');
    const seeded = await seededCompany(server);
    expect(codeOf(await post(server, 'getSiteLicenseCompany', { id: seeded.id }, bearer(fotManager, 'fot')))).toBe('NOT_FOUND');
  });

  it('needs manage_ip_gating on this site', async () => {
    const { id } = await seededCompany(server);
    await expectUnauthenticated(server, 'getSiteLicenseCompany', { id });
    await expectForbidden(server, 'getSiteLicenseCompany', { id }, editor);
    expect(codeOf(await post(server, 'getSiteLicenseCompany', { id }, bearer(fotManager, 'edr')))).toBe('FORBIDDEN');
    await expectUnknownTenantRefused(server, 'getSiteLicenseCompany', { id });
    await expectBadVariablesRefused(server, 'getSiteLicenseCompany', { id: 'first' }, /id/);
  });
});
