import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContractSettingsDocument, SaveContractSettingsDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { as, expectFieldErrors, startContractServer } from '../helpers/contracts.js';
import { codeOf, execute } from '../helpers/execute.js';
import { lastHistory } from '../helpers/magazines.js';
import { tenantIdOf } from '../helpers/db.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startContractServer());
});
afterAll(() => server.close());

const PAYLOAD = {
  termsTemplate: '<h2>[title]</h2><p onmouseover="x()">For [contributor]</p><script>bad()</script>',
  defaultPaymentTerms: 'Net 15',
  defaultRateUnit: 'word',
  mailSubject: 'Sign: [title]',
  mailIntro: 'Dear [contributor],',
};

describe('saveContractSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveContractSettings'));

  it('saves the template sanitised, with the version and a history row', async () => {
    const current = (await execute(server, GetContractSettingsDocument, {}, { cmsToken: fotManager, tenantKey: 'fot' })).getContractSettings;
    const { saveContractSettings: saved } = await execute(server, SaveContractSettingsDocument, { payload: PAYLOAD, version: current.version }, { cmsToken: fotManager, tenantKey: 'fot' });
    expect(saved.version).toBe(current.version + 1);
    expect(saved.payload).toEqual({ ...PAYLOAD, termsTemplate: '<h2>[title]</h2><p>For [contributor]</p>', approvalNotify: [] });
    expect((await lastHistory(server, 'ContractSettings', await tenantIdOf(server, 'fot')))?.action).toBe('update');
    // A stale version is refused.
    const stale = await as(server, fotManager, 'fot').post('saveContractSettings', { payload: PAYLOAD, version: current.version });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.body.errors?.[0]?.message).toMatch(/^These contract settings were changed by /);
  });

  it('names each faulty field', async () => {
    const response = await as(server, manager).post('saveContractSettings', { payload: { ...PAYLOAD, mailSubject: '', defaultRateUnit: 'day', termsTemplate: 'x'.repeat(100_001), approvalNotify: ['desk@example.com', 'legal@'] }, version: 1 });
    expectFieldErrors(response, 'Please correct the highlighted fields.', {
      mailSubject: 'Field is required',
      defaultRateUnit: 'Choose one of: flat, article, word, hour.',
      termsTemplate: 'Enter at most 100000 characters.',
      approvalNotify: "'legal@' is not a valid email address.",
    });
  });

  it('needs a login and manage_contracts, on a known site', async () => {
    const variables = { payload: PAYLOAD, version: 1 };
    await expectUnauthenticated(server, 'saveContractSettings', variables);
    await expectForbidden(server, 'saveContractSettings', variables, editor);
    await expectUnknownTenantRefused(server, 'saveContractSettings', variables);
  });
});
