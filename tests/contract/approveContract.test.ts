import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApproveContractDocument, GetContractSettingsDocument, SaveContractSettingsDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { as, asVisitor, contractRow, expectFieldErrors, LINK_INVALID, sentContract, startContractServer } from '../helpers/contracts.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { lastHistory } from '../helpers/magazines.js';
import { outboxMessages } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let managerEmail: string;

beforeAll(async () => {
  ({ server, manager, managerEmail } = await startContractServer());
});
afterAll(() => server.close());

describe('approveContract', () => {
  it('is served as text', () => expectDocumentServed(server, 'approveContract'));

  it('records the approval: time, typed name, IP and browser; the contract is then read-only', async () => {
    const { contract, token } = await sentContract(server, manager);
    const response = await post(server, 'approveContract', { id: contract.id, token, signatureName: '  Laura   Chen ', agreed: true }, { headers: { 'x-tenant-key': 'edr', 'user-agent': 'ContractTest/1.0' } });
    expect(response.body.errors).toBeUndefined();
    const approved = response.body.data?.approveContract as { status: number; approved: string; signatureName: string; approvedIp: string; pdfUrl: string };
    expect(approved).toMatchObject({ status: 3, signatureName: 'Laura Chen' });
    expect(approved.pdfUrl).toBe(`/contract/${contract.id}/pdf?token=${encodeURIComponent(token)}`);
    const row = await contractRow(server, contract.id);
    expect(row).toMatchObject({ status: 3, signatureName: 'Laura Chen', approvedUserAgent: 'ContractTest/1.0', version: contract.version + 1 });
    expect(row?.approved?.toISOString()).toBe(approved.approved);
    expect(row?.approvedIp).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    const history = await lastHistory(server, 'Contract', contract.id);
    expect(history).toMatchObject({ action: 'update', userId: null });

    // Read-only now: saves, sends and deletes are refused.
    const message = 'This contract was approved by the contributor and can no longer be changed.';
    expect((await as(server, manager).post('sendContract', { id: contract.id, version: row!.version })).body.errors?.[0]?.message).toBe(message);
    expect((await as(server, manager).post('deleteContract', { id: contract.id })).body.errors?.[0]?.message).toMatch(/^An approved contract cannot be deleted/);

    // The contributor's PDF, with the same link.
    const pdf = await fetch(`${server.url}${approved.pdfUrl}`, { headers: { 'x-tenant-key': 'edr' } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('approving twice changes nothing and says when and by whom', async () => {
    const { contract, token } = await sentContract(server, manager);
    await execute(server, ApproveContractDocument, { id: contract.id, token, signatureName: 'First Name', agreed: true }, { tenantKey: 'edr' });
    const before = await contractRow(server, contract.id);
    const again = await asVisitor(server).post('approveContract', { id: contract.id, token, signatureName: 'Second Name', agreed: true });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.body.errors?.[0]?.message).toMatch(/^This contract was already approved on .+ CT by First Name\. Nothing was changed\.$/);
    expect(await contractRow(server, contract.id)).toEqual(before);
  });

  it('wants the typed name and "I agree"', async () => {
    const { contract, token } = await sentContract(server, manager);
    const response = await asVisitor(server).post('approveContract', { id: contract.id, token, signatureName: ' ', agreed: false });
    expectFieldErrors(response, 'Please correct the highlighted fields.', { signatureName: 'Type your full name as your signature.', agreed: 'Tick “I agree” to approve the contract.' });
    expect((await contractRow(server, contract.id))?.status).toBe(2);
  });

  it('refuses a wrong token, a retired (resent) one and an unknown id with the same NOT_FOUND', async () => {
    const { contract, token } = await sentContract(server, manager);
    const resent = await as(server, manager).post('sendContract', { id: contract.id, version: contract.version });
    expect(resent.body.errors).toBeUndefined();
    for (const variables of [
      { id: contract.id, token },
      { id: contract.id, token: `${token}x` },
      { id: 99_999_999, token },
    ]) {
      const response = await asVisitor(server).post('approveContract', { ...variables, signatureName: 'Someone', agreed: true });
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(response.body.errors?.[0]?.message).toBe(LINK_INVALID);
    }
    expect((await contractRow(server, contract.id))?.status).toBe(2);
    // The retired link's PDF and page answer the plain 404 too.
    const page = await fetch(`${server.url}/contract/${contract.id}?token=${encodeURIComponent(token)}`, { headers: { 'x-tenant-key': 'edr' } });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This link does not work');
    expect((await fetch(`${server.url}/contract/${contract.id}/pdf?token=${encodeURIComponent(token)}`, { headers: { 'x-tenant-key': 'edr' } })).status).toBe(404);
  });

  it('tells the editor who created the contract, or the addresses of the settings instead', async () => {
    const approve = (id: number, token: string) => execute(server, ApproveContractDocument, { id, token, signatureName: 'Laura Chen', agreed: true }, { tenantKey: 'edr' });
    const noticesOf = async (id: number) => (await outboxMessages(server, 'contract-approved')).filter((m) => m.text.includes(`/admin/contract/${id}\n`));

    const first = await sentContract(server, manager, { title: 'Feature on grid batteries' });
    await approve(first.contract.id, first.token);
    const [notice, ...more] = await noticesOf(first.contract.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ toAddress: managerEmail, subject: 'Contract approved: Feature on grid batteries' });
    expect(notice!.text).toMatch(/^Laura Chen approved the contract "Feature on grid batteries" on .+ \(.+ CT\)\./);

    // With addresses in the settings, those are told instead of the creator.
    const settings = (await execute(server, GetContractSettingsDocument, {}, { cmsToken: manager, tenantKey: 'edr' })).getContractSettings;
    const payload = { ...(settings.payload as Record<string, unknown>), approvalNotify: ['desk@example.com', 'legal@example.com'] };
    await execute(server, SaveContractSettingsDocument, { payload, version: settings.version }, { cmsToken: manager, tenantKey: 'edr' });
    const second = await sentContract(server, manager);
    await approve(second.contract.id, second.token);
    expect((await noticesOf(second.contract.id)).map((m) => m.toAddress).sort()).toEqual(['desk@example.com', 'legal@example.com']);
  });

  it('refuses ill-typed variables and an unknown site', async () => {
    await expectBadVariablesRefused(server, 'approveContract', { id: 1, token: 'x' }, /signatureName|agreed/);
    await expectUnknownTenantRefused(server, 'approveContract', { id: 1, token: 'x.y', signatureName: 'A', agreed: true });
  });
});
