import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContractDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { as, seededContract, startContractServer } from '../helpers/contracts.js';
import { codeOf, execute } from '../helpers/execute.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, editor } = await startContractServer());
});
afterAll(() => server.close());

describe('getContract', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContract'));

  it('answers an approved contract with its record, the contributor and a PDF link', async () => {
    const seeded = await seededContract(server, 'edr', 3);
    const { getContract: contract } = await execute(server, GetContractDocument, { id: seeded.id }, { cmsToken: manager, tenantKey: 'edr' });
    expect(contract).toMatchObject({
      __typename: 'Contract',
      id: seeded.id,
      title: seeded.title,
      status: 3,
      signatureName: seeded.signatureName,
      approvedIp: seeded.approvedIp,
      rateUnit: seeded.rateUnit,
      contributorId: seeded.contributorId,
      contributor: { __typename: 'Person', id: seeded.contributorId },
    });
    expect(contract.approved).toBe(seeded.approved?.toISOString());
    expect(contract.rate).toMatch(/^\$[\d,]+\.\d\d (flat fee|per (article|word|hour))$/);
    expect(contract.terms).toContain(contract.contributor.fullName);
    expect(contract.pdfUrl).toMatch(new RegExp(`^/api/contracts/${seeded.id}/pdf\\?token=[\\w-]+\\.[\\w-]+$`));
    // The PDF link works for this session.
    const pdf = await fetch(`${server.url}${contract.pdfUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="contract-\d+-[a-z0-9-]+\.pdf"$/);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("answers NOT_FOUND for an unknown id and another site's contract", async () => {
    const fot = await seededContract(server, 'fot', 1);
    for (const id of [fot.id, 99_999_999]) {
      const response = await as(server, manager).post('getContract', { id });
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(response.body.errors?.[0]?.message).toBe(`No contract with id ${id} was found on this site.`);
    }
  });

  it('needs a login and manage_contracts, on a known site', async () => {
    const seeded = await seededContract(server, 'edr', 1);
    await expectUnauthenticated(server, 'getContract', { id: seeded.id });
    await expectForbidden(server, 'getContract', { id: seeded.id }, editor);
    await expectUnknownTenantRefused(server, 'getContract', { id: seeded.id });
    await expectBadVariablesRefused(server, 'getContract', { id: 'one' }, /Int/);
  });
});
