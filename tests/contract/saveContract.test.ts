import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveContractDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { as, asVisitor, contractRow, contributorOf, createContract, expectFieldErrors, LINK_INVALID, newContract, seededContract, sentContract, startContractServer } from '../helpers/contracts.js';
import { codeOf, execute } from '../helpers/execute.js';
import { lastHistory } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startContractServer());
});
afterAll(() => server.close());

describe('saveContract', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveContract'));

  it('creates a draft: sanitised terms with the placeholders filled, a history row', async () => {
    const contributor = await contributorOf(server, 'edr');
    const input = newContract(contributor.id, { title: 'Feature & figures', terms: '<h2>[Title]</h2><p onclick="x()">[contributor] gets [rate]; [fee] stays.</p><script>alert(1)</script>' });
    const { saveContract: saved } = await execute(server, SaveContractDocument, { input }, { cmsToken: manager, tenantKey: 'edr' });
    expect(saved).toMatchObject({ status: 1, version: 1, title: 'Feature & figures', amountCents: 95000, rateUnit: 'article', rate: '$950.00 per article', sentAt: null, approved: null, contributor: { id: contributor.id } });
    expect(saved.terms).toBe(`<h2>Feature &amp; figures</h2><p>${contributor.fullName} gets $950.00 per article; [fee] stays.</p>`);
    expect((await lastHistory(server, 'Contract', saved.id))?.action).toBe('create');
    expect((await contractRow(server, saved.id))?.linkNonce).toBeNull();
  });

  it('updates with the version; a stale version is CONFLICT', async () => {
    const { contract } = await createContract(server, manager);
    const input = { ...newContract(contract.contributorId, { title: 'Renamed' }), id: contract.id, version: contract.version };
    const { saveContract: saved } = await execute(server, SaveContractDocument, { input }, { cmsToken: manager, tenantKey: 'edr' });
    expect(saved).toMatchObject({ id: contract.id, title: 'Renamed', version: 2 });
    const stale = await as(server, manager).post('saveContract', { input: { ...input, title: 'Again' } });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.body.errors?.[0]?.message).toMatch(/^This contract was changed by .+ since you opened it\. Reload to see their changes, then save again\.$/);
    const noVersion = await as(server, manager).post('saveContract', { input: { ...input, version: null } });
    expectFieldErrors(noVersion, 'Please correct the highlighted fields.', { version: 'Field is required' });
  });

  it('takes a sent contract back to Draft and retires its link; an unchanged save keeps it sent', async () => {
    const { contract, token } = await sentContract(server, manager);
    const same = { ...newContract(contract.contributorId), title: contract.title, terms: contract.terms, id: contract.id, version: contract.version };
    const { saveContract: unchanged } = await execute(server, SaveContractDocument, { input: same }, { cmsToken: manager, tenantKey: 'edr' });
    expect(unchanged).toMatchObject({ status: 2, version: contract.version });
    expect((await asVisitor(server).post('getContractForContributor', { id: contract.id, token })).body.errors).toBeUndefined();

    const { saveContract: edited } = await execute(server, SaveContractDocument, { input: { ...same, amountCents: 120000 } }, { cmsToken: manager, tenantKey: 'edr' });
    expect(edited).toMatchObject({ status: 1, sentAt: null, rate: '$1,200.00 per article', version: contract.version + 1 });
    expect((await contractRow(server, contract.id))?.linkNonce).toBeNull();
    const old = await asVisitor(server).post('getContractForContributor', { id: contract.id, token });
    expect(codeOf(old)).toBe('NOT_FOUND');
    expect(old.body.errors?.[0]?.message).toBe(LINK_INVALID);
  });

  it('refuses every change to an approved contract', async () => {
    const approved = await seededContract(server, 'edr', 3);
    const response = await as(server, manager).post('saveContract', { input: { ...newContract(approved.contributorId), id: approved.id, version: approved.version } });
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe('This contract was approved by the contributor and can no longer be changed.');
    expect((await contractRow(server, approved.id))?.version).toBe(approved.version);
  });

  it('names each faulty field', async () => {
    const contributor = await contributorOf(server, 'edr');
    const response = await as(server, manager).post('saveContract', { input: { ...newContract(contributor.id), title: '  ', amountCents: -5, rateUnit: 'page', description: 'x'.repeat(2001) } });
    expectFieldErrors(response, 'Please correct the highlighted fields.', {
      title: 'Field is required',
      amountCents: 'Enter an amount from $0.00 to $1,000,000.00.',
      rateUnit: 'Choose one of: flat, article, word, hour.',
      description: 'Enter at most 2000 characters.',
    });
    const noAmount = await as(server, manager).post('saveContract', { input: { ...newContract(contributor.id), amountCents: null } });
    expectFieldErrors(noAmount, 'Please correct the highlighted fields.', { amountCents: 'Field is required' });
  });

  it("refuses a contributor of another site and another site's contract", async () => {
    const fotPerson = await contributorOf(server, 'fot');
    const response = await as(server, manager).post('saveContract', { input: newContract(fotPerson.id) });
    expectFieldErrors(response, 'Please correct the highlighted fields.', { contributorId: 'Choose a person of this site as the contributor.' });
    const { contract } = await createContract(server, manager);
    const foreign = await as(server, fotManager, 'fot').post('saveContract', { input: { ...newContract(fotPerson.id), id: contract.id, version: contract.version } });
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    expect(foreign.body.errors?.[0]?.message).toBe(`No contract with id ${contract.id} was found on this site.`);
  });

  it('needs a login and manage_contracts, on a known site', async () => {
    const contributor = await contributorOf(server, 'edr');
    const variables = { input: newContract(contributor.id) };
    await expectUnauthenticated(server, 'saveContract', variables);
    await expectForbidden(server, 'saveContract', variables, editor);
    await expectUnknownTenantRefused(server, 'saveContract', variables);
    await expectBadVariablesRefused(server, 'saveContract', { input: { title: 'x' } }, /contributorId/);
  });
});
