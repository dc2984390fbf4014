import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendContractDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { as, asVisitor, contractLinkFromOutbox, contractRow, contributorOf, createContract, expectFieldErrors, LINK_INVALID, seededContract, sentContract, startContractServer } from '../helpers/contracts.js';
import { codeOf, execute } from '../helpers/execute.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startContractServer());
});
afterAll(() => server.close());

describe('sendContract', () => {
  it('is served as text', () => expectDocumentServed(server, 'sendContract'));

  it("marks the contract Sent and mails the contributor the link (category 'contract')", async () => {
    const { contract, contributor, token, mail } = await sentContract(server, manager, { title: 'Series: PCB layout' });
    expect(contract).toMatchObject({ status: 2, version: 2 });
    expect(Date.parse(contract.sentAt ?? '')).not.toBeNaN();
    expect(mail).toMatchObject({ toAddress: contributor.email, category: 'contract', subject: 'Your contract with Electronic Design Review: Series: PCB layout' });
    expect(mail.text).toContain(`Hello ${contributor.fullName},`);
    expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/contract/${contract.id}\\?token=`));
    expect(mail.html).toContain(`/contract/${contract.id}?token=`);
    const row = await contractRow(server, contract.id);
    expect(row?.linkNonce).toMatch(/^[\w-]{22}$/);
    // The link opens the contract for anyone holding it, no login needed.
    expect((await asVisitor(server).post('getContractForContributor', { id: contract.id, token })).body.data?.getContractForContributor).toMatchObject({ id: contract.id, status: 2 });
  });

  it('a resend draws a new link and retires the old one', async () => {
    const { contract, contributor, token: first } = await sentContract(server, manager);
    const { sendContract: again } = await execute(server, SendContractDocument, { id: contract.id, version: contract.version }, { cmsToken: manager, tenantKey: 'edr' });
    expect(again).toMatchObject({ status: 2, version: contract.version + 1 });
    const { token: second } = await contractLinkFromOutbox(server, contributor.email!);
    expect(second).not.toBe(first);
    const old = await asVisitor(server).post('getContractForContributor', { id: contract.id, token: first });
    expect(codeOf(old)).toBe('NOT_FOUND');
    expect(old.body.errors?.[0]?.message).toBe(LINK_INVALID);
    expect((await asVisitor(server).post('getContractForContributor', { id: contract.id, token: second })).body.errors).toBeUndefined();
  });

  it('needs the contributor’s e-mail address and the terms', async () => {
    const noMail = await contributorOf(server, 'edr', { withEmail: false });
    const { contract } = await createContract(server, manager, { contributorId: noMail.id });
    const message = `${noMail.fullName} has no e-mail address. Add one on the person's page (/admin/persons), then send the contract.`;
    expectFieldErrors(await as(server, manager).post('sendContract', { id: contract.id, version: contract.version }), message, { contributorId: message });
    const { contract: empty } = await createContract(server, manager, { terms: '' });
    expectFieldErrors(await as(server, manager).post('sendContract', { id: empty.id, version: empty.version }), 'Add the terms before sending the contract.', { terms: 'Add the terms before sending the contract.' });
    expect((await contractRow(server, empty.id))?.status).toBe(1);
  });

  it('refuses a stale version, an approved contract and an unknown one', async () => {
    const { contract } = await createContract(server, manager);
    expect(codeOf(await as(server, manager).post('sendContract', { id: contract.id, version: contract.version + 5 }))).toBe('CONFLICT');
    const approved = await seededContract(server, 'edr', 3);
    const refused = await as(server, manager).post('sendContract', { id: approved.id, version: approved.version });
    expect(refused.body.errors?.[0]?.message).toBe('This contract was approved by the contributor and can no longer be changed.');
    const fot = await as(server, fotManager, 'fot').post('sendContract', { id: contract.id, version: contract.version });
    expect(codeOf(fot)).toBe('NOT_FOUND');
  });

  it('needs a login and manage_contracts, on a known site', async () => {
    const draft = await seededContract(server, 'edr', 1);
    const variables = { id: draft.id, version: draft.version };
    await expectUnauthenticated(server, 'sendContract', variables);
    await expectForbidden(server, 'sendContract', variables, editor);
    await expectUnknownTenantRefused(server, 'sendContract', variables);
    expect((await contractRow(server, draft.id))?.status).toBe(1);
  });
});
