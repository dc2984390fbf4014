import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteContractDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { as, asVisitor, contractRow, createContract, seededContract, sentContract, startContractServer } from '../helpers/contracts.js';
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

describe('deleteContract', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteContract'));

  it('deletes a draft, and a sent contract with its link', async () => {
    const { contract } = await createContract(server, manager);
    expect((await execute(server, DeleteContractDocument, { id: contract.id }, { cmsToken: manager, tenantKey: 'edr' })).deleteContract).toBe(true);
    expect(await contractRow(server, contract.id)).toBeUndefined();
    expect((await lastHistory(server, 'Contract', contract.id))?.action).toBe('delete');

    const sent = await sentContract(server, manager);
    await execute(server, DeleteContractDocument, { id: sent.contract.id }, { cmsToken: manager, tenantKey: 'edr' });
    expect(codeOf(await asVisitor(server).post('getContractForContributor', { id: sent.contract.id, token: sent.token }))).toBe('NOT_FOUND');
  });

  it('keeps an approved contract', async () => {
    const approved = await seededContract(server, 'edr', 3);
    const response = await as(server, manager).post('deleteContract', { id: approved.id });
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe('An approved contract cannot be deleted: it is the record of what the contributor agreed to.');
    expect(await contractRow(server, approved.id)).toBeDefined();
  });

  it("answers NOT_FOUND for an unknown id and another site's contract", async () => {
    const { contract } = await createContract(server, manager);
    const foreign = await as(server, fotManager, 'fot').post('deleteContract', { id: contract.id });
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    expect(foreign.body.errors?.[0]?.message).toBe(`No contract with id ${contract.id} was found on this site.`);
    expect(await contractRow(server, contract.id)).toBeDefined();
    expect(codeOf(await as(server, manager).post('deleteContract', { id: 99_999_999 }))).toBe('NOT_FOUND');
  });

  it('needs a login and manage_contracts, on a known site', async () => {
    const draft = await seededContract(server, 'edr', 1);
    await expectUnauthenticated(server, 'deleteContract', { id: draft.id });
    await expectForbidden(server, 'deleteContract', { id: draft.id }, editor);
    await expectUnknownTenantRefused(server, 'deleteContract', { id: draft.id });
    expect(await contractRow(server, draft.id)).toBeDefined();
  });
});
