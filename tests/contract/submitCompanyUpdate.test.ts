import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmitCompanyUpdateDocument } from '../../src/gql/graphql.js';
import { companyUpdates } from '../../src/server/db/schema/index.js';
import { companyNamed, createLink, expectDisabled, expire, formProfile, mailsTo, setCompanyUpdates, startCompanyUpdateServer, submit, SUBMITTER } from '../helpers/companyUpdates.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import type { TestServer } from '../helpers/testServer.js';
import { MAX_LOGO_UPLOADS } from '../../src/server/modules/companyUpdates/logo.js';

let server: TestServer;
let editor = '';
let companyId = 0;
const NOTIFY = 'companies-edr@example.com';

beforeAll(async () => {
  ({ server, editor } = await startCompanyUpdateServer());
  await setCompanyUpdates(server, 'edr', true);
  companyId = (await companyNamed(server, 'edr', 'Arclight Power')).id;
});
afterAll(() => server.close());

const rowOf = async (id: number) => (await server.database.db.select().from(companyUpdates).where(eq(companyUpdates.id, id)))[0]!;
const upload = (hash: string, body: Uint8Array, type = 'image/png') =>
  fetch(`${server.url}/company-update/${hash}/logo`, { method: 'POST', headers: { 'content-type': type, 'x-tenant-key': 'edr' }, body: new Blob([new Uint8Array(body)]) });
const png = () => sharp({ create: { width: 120, height: 60, channels: 3, background: '#204080' } }).png().toBuffer();

describe('submitCompanyUpdate', () => {
  it('is served as text', () => expectDocumentServed(server, 'submitCompanyUpdate'));

  it('keeps the proposal with who sent it, their address and the profile they saw, and tells the editors', async () => {
    const link = await createLink(server, editor, companyId);
    const base = await formProfile(server, link.hash);
    const before = (await mailsTo(server, NOTIFY)).length;
    const { submitCompanyUpdate: receipt } = await execute(
      server,
      SubmitCompanyUpdateDocument,
      { hash: link.hash, input: { ...SUBMITTER, profile: { ...base, description: 'Isolated DC-DC converters from 1 W to 600 W.', contacts: [{ firstName: 'Lee', lastName: 'Ortega', email: 'lee@arclight.example' }] } } },
      { tenantKey: 'edr' },
    );
    expect(receipt.message).toMatch(/^Thank you\. Your changes were sent to the editors/);
    const row = await rowOf(link.id);
    expect(row).toMatchObject({ status: 'submitted', submitterName: 'Pat Doe', submitterEmail: 'pat.doe@example.com', submitterIp: expect.stringMatching(/127\.0\.0\.1|::1/) });
    expect(row.proposed).toMatchObject({ description: 'Isolated DC-DC converters from 1 W to 600 W.', contacts: [{ id: null, firstName: 'Lee', lastName: 'Ortega', jobTitle: '' }] });
    expect(row.base).toMatchObject({ name: 'Arclight Power', description: base.description });
    const mails = await mailsTo(server, NOTIFY);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({ subject: 'Company update: Arclight Power', replyTo: 'pat.doe@example.com' });
    expect(mail.text).toContain(`/admin/company-updates/${link.id}`);
    expect(mail.text).toContain('Changed: Description, Contacts.');

    // A correction replaces the proposal while nobody has reviewed it.
    expect((await submit(server, link.hash, { ...base, website: 'https://arclight-power.example/en' })).body.errors).toBeUndefined();
    const corrected = await rowOf(link.id);
    expect(corrected.proposed).toMatchObject({ website: 'https://arclight-power.example/en', description: base.description, contacts: [] });
    expect(corrected.version).toBe(row.version + 1);
    expect((await mailsTo(server, NOTIFY)).at(-1)?.subject).toBe('Corrected company update: Arclight Power');
  });

  it('refuses bad input on its fields and keeps nothing', async () => {
    const link = await createLink(server, editor, companyId);
    const base = await formProfile(server, link.hash);
    const response = await post(server, 'submitCompanyUpdate', {
      hash: link.hash,
      input: { submitterName: ' ', submitterEmail: 'nobody', profile: { ...base, name: '', website: 'arclight.example', products: [{ name: '' }] } },
    }, { headers: { 'x-tenant-key': 'edr' } });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ message: 'Please correct the highlighted fields.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      submitterName: 'Field is required',
      submitterEmail: 'Enter a valid e-mail address.',
      'profile.name': 'Field is required',
      'profile.website': expect.stringMatching(/http/),
      'profile.products.0.name': 'Field is required',
    });
    // Another image of the library than the company's own logo is not the company's to choose.
    const logo = await post(server, 'submitCompanyUpdate', { hash: link.hash, input: { ...SUBMITTER, profile: { ...base, logo: 'asset:999999' } } }, { headers: { 'x-tenant-key': 'edr' } });
    expect(logo.body.errors?.[0]?.extensions?.fieldErrors, JSON.stringify(logo.body)).toEqual({ 'profile.logo': 'Upload the new logo as an image file.' });
    expect((await rowOf(link.id)).status).toBe('open');
  });

  it('takes an uploaded logo image, checked by its bytes, and refuses anything else', async () => {
    const link = await createLink(server, editor, companyId);
    const response = await upload(link.hash, await png());
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { logo: string; url: string; width: number; height: number };
    expect(stored).toMatchObject({ logo: expect.stringMatching(/^upload:[a-f0-9]{32}\.png$/), url: expect.stringMatching(/^\/company-update-logo\?token=/), width: 120, height: 60 });
    const preview = await fetch(`${server.url}${stored.url}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${server.url}/company-update-logo?token=forged.token`)).status).toBe(403);

    const html = await upload(link.hash, new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.status).toBe(415);
    expect(await html.json()).toMatchObject({ code: 'NOT_AN_IMAGE', message: 'The logo must be a JPEG, PNG, WebP, GIF or AVIF image.' });
    const tooLarge = await upload(link.hash, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    const unknown = await upload('x'.repeat(43), await png());
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'LINK_INVALID' });

    const base = await formProfile(server, link.hash);
    expect((await submit(server, link.hash, { ...base, logo: stored.logo })).body.errors).toBeUndefined();
    expect((await rowOf(link.id)).proposed).toMatchObject({ logo: stored.logo });
    const missing = await submit(server, link.hash, { ...base, logo: 'upload:0123456789abcdef0123456789abcdef.png' });
    expect(missing.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'profile.logo': 'The uploaded logo was not found. Upload it again.' });
  });

  it('takes at most MAX_LOGO_UPLOADS logos through one link in an hour (each is kept until review)', async () => {
    const link = await createLink(server, editor, companyId);
    const image = await png();
    for (let i = 0; i < MAX_LOGO_UPLOADS; i += 1) expect((await upload(link.hash, image)).status).toBe(201);
    const refused = await upload(link.hash, image);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many logos were uploaded through this link. Try again in an hour.' });
    // Another link is counted apart.
    expect((await upload((await createLink(server, editor, companyId)).hash, image)).status).toBe(201);
  });

  it('refuses unknown, expired, revoked and reviewed links with words for the company', async () => {
    const base = await formProfile(server, (await createLink(server, editor, companyId)).hash);
    const unknown = await submit(server, 'x'.repeat(43), base);
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'This company update link is not valid. Ask the editors for a new link.', extensions: { code: 'NOT_FOUND' } });
    expect(unknown.status).toBeLessThan(500);

    const expired = await createLink(server, editor, companyId);
    await expire(server, expired.id);
    const late = await submit(server, expired.hash, base);
    expect(late.body.errors?.[0]).toMatchObject({ message: 'This company update link has expired. Ask the editors for a new link.', extensions: { code: 'CONFLICT' } });
    expect((await upload(expired.hash, await png())).status).toBe(400);

    const revoked = await createLink(server, editor, companyId);
    await post(server, 'revokeCompanyUpdate', { id: revoked.id, version: revoked.version }, bearer(editor, 'edr'));
    expect((await submit(server, revoked.hash, base)).body.errors?.[0]?.message).toMatch(/^This company update link was withdrawn by the editors\./);

    const reviewed = await createLink(server, editor, companyId);
    await submit(server, reviewed.hash, { ...base, phone: '+1 512 555 0114' });
    const { version } = await rowOf(reviewed.id);
    expect((await post(server, 'acceptCompanyUpdate', { input: { id: reviewed.id, version } }, bearer(editor, 'edr'))).body.errors).toBeUndefined();
    const again = await submit(server, reviewed.hash, base);
    expect(again.body.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringMatching(/already been reviewed/) });
  });

  it('is refused while the site has company updates switched off', async () => {
    const link = await createLink(server, editor, companyId);
    const base = await formProfile(server, link.hash);
    await setCompanyUpdates(server, 'edr', false);
    try {
      expectDisabled(await submit(server, link.hash, base));
      expect(codeOf(await submit(server, link.hash, base))).toBe('FORBIDDEN');
      expect((await upload(link.hash, await png())).status).toBe(400);
    } finally {
      await setCompanyUpdates(server, 'edr', true);
    }
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'submitCompanyUpdate', { hash: 'x'.repeat(43), input: { profile: {} } }));
});
