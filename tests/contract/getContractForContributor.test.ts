import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { as, asVisitor, LINK_INVALID, sentContract, startContractServer } from '../helpers/contracts.js';
import { codeOf } from '../helpers/execute.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;

beforeAll(async () => {
  ({ server, manager } = await startContractServer());
});
afterAll(() => server.close());

const expectInvalid = async (response: Awaited<ReturnType<ReturnType<typeof asVisitor>['post']>>) => {
  expect(codeOf(response)).toBe('NOT_FOUND');
  expect(response.status).toBe(404);
  expect(response.body.errors?.[0]?.message).toBe(LINK_INVALID);
};

describe('getContractForContributor', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContractForContributor'));

  it('shows the contract its link opens, to anyone holding the link', async () => {
    const { contract, contributor, token } = await sentContract(server, manager, { title: 'Column: <b>bold</b> moves' });
    const response = await asVisitor(server).post('getContractForContributor', { id: contract.id, token });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.getContractForContributor).toEqual({
      __typename: 'ContributorContract',
      id: contract.id,
      title: 'Column: <b>bold</b> moves',
      description: 'Two articles.',
      contributorName: contributor.fullName,
      siteName: 'Electronic Design Review',
      rate: '$950.00 per article',
      amountCents: 95000,
      rateUnit: 'article',
      paymentTerms: 'Net 30 days',
      terms: `<h2>Column: &lt;b&gt;bold&lt;/b&gt; moves</h2><p>Between Electronic Design Review and ${contributor.fullName} for $950.00 per article.</p>`,
      status: 2,
      sentAt: contract.sentAt,
      approved: null,
      signatureName: null,
      approvedIp: null,
      pdfUrl: null,
    });
  });

  it('answers the same NOT_FOUND for a wrong, tampered, foreign or missing link', async () => {
    const { contract, token } = await sentContract(server, manager);
    const other = await sentContract(server, manager);
    const [body, signature] = token.split('.');
    // Another contract's valid token, a changed signature, a body of another id, garbage, an unknown id.
    await expectInvalid(await asVisitor(server).post('getContractForContributor', { id: contract.id, token: other.token }));
    await expectInvalid(await asVisitor(server).post('getContractForContributor', { id: contract.id, token: `${body}.${signature!.slice(0, -2)}AA` }));
    await expectInvalid(await asVisitor(server).post('getContractForContributor', { id: contract.id, token: 'not-a-token' }));
    await expectInvalid(await asVisitor(server).post('getContractForContributor', { id: 99_999_999, token }));
    // The right link on another site.
    await expectInvalid(await asVisitor(server, 'fot').post('getContractForContributor', { id: contract.id, token }));
    // A CMS session changes nothing: the link is the credential.
    await expectInvalid(await as(server, manager).post('getContractForContributor', { id: contract.id, token: 'x.y' }));
  });

  it('refuses ill-typed variables and an unknown site', async () => {
    await expectBadVariablesRefused(server, 'getContractForContributor', { id: 1 }, /token/);
    await expectUnknownTenantRefused(server, 'getContractForContributor', { id: 1, token: 'x.y' });
  });
});
