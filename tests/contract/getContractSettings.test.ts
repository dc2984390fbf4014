import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContractSettingsDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { startContractServer } from '../helpers/contracts.js';
import { execute } from '../helpers/execute.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, editor } = await startContractServer());
});
afterAll(() => server.close());

describe('getContractSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContractSettings'));

  it("answers the site's seeded template and defaults", async () => {
    const { getContractSettings: doc } = await execute(server, GetContractSettingsDocument, {}, { cmsToken: manager, tenantKey: 'edr' });
    expect(doc).toMatchObject({ __typename: 'SettingsDocument', key: 'contractSettings', version: 1 });
    const payload = doc.payload as Record<string, string>;
    expect(payload.termsTemplate).toContain('[contributor]');
    expect(payload.termsTemplate).toContain('[rate]');
    expect(payload).toMatchObject({ defaultRateUnit: 'flat', mailSubject: 'Your contract with [sitename]: [title]' });
    expect(Object.keys(payload).sort()).toEqual(['approvalNotify', 'defaultPaymentTerms', 'defaultRateUnit', 'mailIntro', 'mailSubject', 'termsTemplate']);
  });

  it('needs a login and manage_contracts, on a known site', async () => {
    await expectUnauthenticated(server, 'getContractSettings', {});
    await expectForbidden(server, 'getContractSettings', {}, editor);
    await expectUnknownTenantRefused(server, 'getContractSettings', {});
  });
});
