import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCompanyUpdateFormDocument } from '../../src/gql/graphql.js';
import { companyNamed, createLink, expectDisabled, expire, formProfile, setCompanyUpdates, someCompany, startCompanyUpdateServer, submit, submittedLink } from '../helpers/companyUpdates.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute, post } from '../helpers/execute.js';
import { bearer, onSite } from '../helpers/headers.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let editor = '';
let fotEditor = '';

beforeAll(async () => {
  ({ server, editor, fotEditor } = await startCompanyUpdateServer());
});
afterAll(() => server.close());

const form = (hash: string, tenantKey = 'edr') => execute(server, GetCompanyUpdateFormDocument, { hash }, { tenantKey }).then((d) => d.getCompanyUpdateForm);

describe('getCompanyUpdateForm', () => {
  it('is served as text', () => expectDocumentServed(server, 'getCompanyUpdateForm'));

  it("answers an open link with the company's current profile: content fields, contacts and products", async () => {
    const kestrel = await companyNamed(server, 'edr', 'Kestrel Microsystems');
    const link = await createLink(server, editor, kestrel.id);
    const answer = await form(link.hash);
    expect(answer).toMatchObject({ state: 'open', message: null, companyName: 'Kestrel Microsystems', submittedAt: null, maxLogoBytes: 5 * 1024 * 1024 });
    expect(answer.profile).toMatchObject({
      name: 'Kestrel Microsystems',
      description: 'RISC-V microcontrollers with functional-safety support for industrial and automotive control.',
      website: 'https://kestrel-micro.example',
      phone: '+31 40 555 0190',
      email: 'contact@kestrel-micro.example',
      address1: 'High Tech Campus 41',
      address2: '',
      city: 'Eindhoven',
      postalCode: '5656 AE',
      country: 'NL',
      logo: expect.stringMatching(/^asset:\d+$/),
      logoUrl: expect.stringMatching(/^\/files\//),
    });
    expect(answer.profile?.contacts.map((c) => [c.firstName, c.lastName, c.jobTitle])).toEqual([
      ['Anneke', 'Visser', 'Director of Product Marketing'],
      ['Rahul', 'Mehta', 'Field Applications Engineer, Americas'],
    ]);
    expect(answer.profile?.products).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Kestrel K32R Safety Microcontroller', url: 'https://kestrel-micro.example/k32r', model: 'K32R-300-4M' })]),
    );
  });

  it('answers a submitted link with the proposal, which may still be corrected', async () => {
    const meridian = await companyNamed(server, 'edr', 'Meridian RF');
    const link = await submittedLink(server, editor, meridian.id, { website: 'https://meridian-rf.example/en' });
    const answer = await form(link.hash);
    expect(answer).toMatchObject({ state: 'submitted', companyName: 'Meridian RF', submitterName: 'Pat Doe', submitterEmail: 'pat.doe@example.com', profile: { website: 'https://meridian-rf.example/en' } });
    expect(answer.message).toMatch(/^Your changes were received on .+ and are awaiting review by the editors\./);
  });

  it('answers a state and words, never a profile, for unknown, expired, revoked and reviewed links', async () => {
    for (const hash of ['', 'nope', 'x'.repeat(43), 'a'.repeat(500)]) {
      expect(await form(hash)).toEqual({
        state: 'invalid',
        message: 'This company update link is not valid. Ask the editors for a new link.',
        companyName: null,
        expiresAt: null,
        submittedAt: null,
        submitterName: null,
        submitterEmail: null,
        maxLogoBytes: 5 * 1024 * 1024,
        profile: null,
      });
    }
    const quillon = await companyNamed(server, 'edr', 'Quillon Sensors');
    const expired = await createLink(server, editor, quillon.id);
    await expire(server, expired.id);
    expect(await form(expired.hash)).toMatchObject({ state: 'expired', message: 'This company update link has expired. Ask the editors for a new link.', profile: null });

    const revoked = await createLink(server, editor, quillon.id);
    expect((await post(server, 'revokeCompanyUpdate', { id: revoked.id, version: revoked.version }, bearer(editor, 'edr'))).body.errors).toBeUndefined();
    expect(await form(revoked.hash)).toMatchObject({ state: 'revoked', companyName: 'Quillon Sensors', profile: null });

    const rejected = await submittedLink(server, editor, quillon.id, { phone: '+49 89 5550 1871' });
    expect((await post(server, 'rejectCompanyUpdate', { input: { id: rejected.id, version: rejected.version } }, bearer(editor, 'edr'))).body.errors).toBeUndefined();
    expect(await form(rejected.hash)).toMatchObject({ state: 'reviewed', profile: null, message: expect.stringMatching(/already been reviewed/) });
  });

  it("answers another site's link as not valid, never showing its company", async () => {
    await setCompanyUpdates(server, 'fot', true);
    const fotLink = await createLink(server, fotEditor, await someCompany(server, 'fot'), 'fot');
    expect((await form(fotLink.hash, 'fot')).state).toBe('open');
    expect(await form(fotLink.hash, 'edr')).toMatchObject({ state: 'invalid', companyName: null, profile: null });
    // Sending to it from edr is refused the same way.
    const sent = await submit(server, fotLink.hash, await formProfile(server, fotLink.hash, 'fot'), 'edr');
    expect(sent.body.errors?.[0]).toMatchObject({ message: 'This company update link is not valid. Ask the editors for a new link.', extensions: { code: 'NOT_FOUND' } });
  });

  it('is refused while the site has company updates switched off', async () => {
    await setCompanyUpdates(server, 'fot', false);
    expectDisabled(await post(server, 'getCompanyUpdateForm', { hash: 'x'.repeat(43) }, onSite('fot')));
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getCompanyUpdateForm', { hash: 'x'.repeat(43) }));
});
