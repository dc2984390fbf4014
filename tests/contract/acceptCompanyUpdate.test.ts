import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcceptCompanyUpdateDocument } from '../../src/gql/graphql.js';
import { assets, content, history } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { companyNamed, createLink, expectDisabled, formProfile, setCompanyUpdates, startCompanyUpdateServer, submit, submittedLink } from '../helpers/companyUpdates.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let editor = '';
let viewer = '';
let fotEditor = '';

beforeAll(async () => {
  ({ server, editor, viewer, fotEditor } = await startCompanyUpdateServer());
});
afterAll(() => server.close());

const accept = (input: { id: number; version: number; fields?: string[] }, token = editor) => post(server, 'acceptCompanyUpdate', { input }, bearer(token, 'edr'));
const item = async (id: number) => (await server.database.db.select().from(content).where(eq(content.id, id)))[0]!;
const contentHistory = (id: number) => server.database.db.select().from(history).where(and(eq(history.entityType, 'Content'), eq(history.entityId, String(id))));

describe('acceptCompanyUpdate', () => {
  it('is served as text', () => expectDocumentServed(server, 'acceptCompanyUpdate'));

  it('applies every changed field to the Company item through the content service, with history', async () => {
    const meridian = await companyNamed(server, 'edr', 'Meridian RF');
    const historyBefore = (await contentHistory(meridian.id)).length;
    const link = await submittedLink(server, editor, meridian.id, {
      description: 'RF front ends and antennas for Wi-Fi 7, 5G and satellite links.',
      website: 'https://meridian-rf.example/en',
      address2: 'Unit 4',
    });
    const { acceptCompanyUpdate: accepted } = await execute(server, AcceptCompanyUpdateDocument, { input: { id: link.id, version: link.version } }, { tenantKey: 'edr', cmsToken: editor });
    expect(accepted).toMatchObject({ id: link.id, status: 'accepted', reviewedByName: expect.any(String), reviewedAt: expect.any(String), version: link.version + 1 });
    const company = await item(meridian.id);
    expect(company).toMatchObject({ teaser: 'RF front ends and antennas for Wi-Fi 7, 5G and satellite links.', address2: 'Unit 4', version: meridian.version + 1, name: 'Meridian RF', city: 'Ottawa' });
    expect(company.details.website).toBe('https://meridian-rf.example/en');
    const rows = await contentHistory(meridian.id);
    expect(rows).toHaveLength(historyBefore + 1);
    expect(Object.keys(rows.at(-1)?.changes as object).sort()).toEqual(['address2', 'details', 'teaser']);
    // The update's own history records what was applied.
    const [own] = await server.database.db.select().from(history).where(and(eq(history.entityType, 'CompanyUpdate'), eq(history.entityId, String(link.id)))).orderBy(history.id).then((r) => r.slice(-1));
    expect(own?.snapshot).toMatchObject({ status: 'accepted', appliedFields: ['description', 'website', 'address2'] });

    // Reviewed: a second accept is refused.
    const again = await accept({ id: link.id, version: accepted.version });
    expect(again.body.errors?.[0]).toMatchObject({ message: 'This company update is already accepted.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('applies only the fields the editor chose, and refuses fields the update does not change', async () => {
    const quillon = await companyNamed(server, 'edr', 'Quillon Sensors');
    const link = await submittedLink(server, editor, quillon.id, { phone: '+49 89 5550 1899', city: 'München' });
    const unchanged = await accept({ id: link.id, version: link.version, fields: ['phone', 'website'] });
    expect(unchanged.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { fields: 'Website was not changed by this update.' } });
    expect((await accept({ id: link.id, version: link.version, fields: ['phone'] })).body.errors).toBeUndefined();
    const company = await item(quillon.id);
    expect(company.details.phone).toBe('+49 89 5550 1899');
    expect(company.city).toBe('Munich');
  });

  it('creates new contacts and products, saves changed ones, and takes removed products off the site', async () => {
    const kestrel = await companyNamed(server, 'edr', 'Kestrel Microsystems');
    const link = await createLink(server, editor, kestrel.id);
    const base = (await formProfile(server, link.hash)) as { contacts: { id: number; jobTitle: string }[]; products: { id: number; name: string; description: string }[] };
    const [anneke, rahul] = base.contacts;
    const k32r = base.products.find((p) => p.name === 'Kestrel K32R Safety Microcontroller')!;
    const others = base.products.filter((p) => p !== k32r);
    const sent = await submit(server, link.hash, {
      ...base,
      contacts: [{ ...rahul, jobTitle: 'Field Applications Manager' }, anneke, { id: null, firstName: 'Joris', lastName: 'de Vries', jobTitle: 'Sales Director', email: 'joris@kestrel-micro.example', phone: '' }],
      products: [{ ...k32r, description: 'Dual-core lockstep RISC-V MCU, now sampling.' }, { id: null, name: 'Kestrel K16 Microcontroller', description: 'Entry-level safety MCU.', url: 'https://kestrel-micro.example/k16', model: 'K16-100' }],
    });
    expect(sent.body.errors).toBeUndefined();
    const version = (await post(server, 'getCompanyUpdate', { id: link.id }, bearer(editor, 'edr'))).body.data?.getCompanyUpdate as { version: number };
    expect((await accept({ id: link.id, version: version.version })).body.errors).toBeUndefined();

    const company = await item(kestrel.id);
    const contactIds = company.details.contactIds as number[];
    expect(contactIds.slice(0, 2)).toEqual([rahul!.id, anneke!.id]);
    expect(contactIds).toHaveLength(3);
    const joris = await item(contactIds[2]!);
    expect(joris).toMatchObject({ type: 'Contact', name: 'Joris de Vries', status: 1, companyId: kestrel.id, primarySectionId: company.primarySectionId });
    expect(joris.details).toMatchObject({ firstName: 'Joris', lastName: 'de Vries', jobTitle: 'Sales Director', email: 'joris@kestrel-micro.example' });
    expect((await item(rahul!.id)).details.jobTitle).toBe('Field Applications Manager');
    expect((await contentHistory(rahul!.id)).length).toBeGreaterThan(0);
    expect((await item(k32r.id)).teaser).toBe('Dual-core lockstep RISC-V MCU, now sampling.');
    const [k16] = await server.database.db.select().from(content).where(and(eq(content.companyId, kestrel.id), eq(content.name, 'Kestrel K16 Microcontroller')));
    expect(k16).toMatchObject({ type: 'Product', status: 1, linkUrl: 'https://kestrel-micro.example/k16' });
    expect(k16?.details.productModel).toBe('K16-100');
    for (const removed of others) expect((await item(removed.id)).status, removed.name).toBe(2);
  });

  it('makes an uploaded logo an image of the media library and the company’s primary image', async () => {
    const halvorsen = await companyNamed(server, 'edr', 'Halvorsen Automotive Electronics');
    const link = await createLink(server, editor, halvorsen.id);
    const bytes = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#aa3300' } }).png().toBuffer();
    const uploaded = await fetch(`${server.url}/company-update/${link.hash}/logo`, { method: 'POST', headers: { 'content-type': 'image/png', 'x-tenant-key': 'edr' }, body: bytes });
    const { logo } = (await uploaded.json()) as { logo: string };
    expect((await submit(server, link.hash, { ...(await formProfile(server, link.hash)), logo })).body.errors).toBeUndefined();
    const update = (await post(server, 'getCompanyUpdate', { id: link.id }, bearer(editor, 'edr'))).body.data?.getCompanyUpdate as { version: number; diff: { field: string; changed: boolean; proposedImageUrl: string | null }[] };
    const logoRow = update.diff.find((row) => row.field === 'logo')!;
    expect(logoRow).toMatchObject({ changed: true, proposedImageUrl: expect.stringMatching(/^\/company-update-logo\?token=/) });
    expect((await fetch(`${server.url}${logoRow.proposedImageUrl}`)).status).toBe(200);
    expect((await accept({ id: link.id, version: update.version, fields: ['logo'] })).body.errors).toBeUndefined();
    const company = await item(halvorsen.id);
    const [asset] = await server.database.db.select().from(assets).where(eq(assets.id, company.primaryImageId!));
    expect(asset).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 200, height: 80, alt: 'Halvorsen Automotive Electronics logo', approvedWebsite: true });
    expect((await fetch(`${server.url}${asset!.src}`)).status).toBe(200);
  });

  it('refuses a stale version, an update not yet submitted and an unknown one', async () => {
    const arclight = await companyNamed(server, 'edr', 'Arclight Power');
    const link = await submittedLink(server, editor, arclight.id, { postalCode: '78759' });
    const stale = await accept({ id: link.id, version: link.version - 1 });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.body.errors?.[0]?.message).toMatch(/^This company update was changed by .+ since you opened it\./);
    const open = await createLink(server, editor, arclight.id);
    expect((await accept({ id: open.id, version: open.version })).body.errors?.[0]?.message).toBe('Nothing has been submitted through this link yet.');
    expect(codeOf(await accept({ id: 999_999, version: 1 }))).toBe('NOT_FOUND');
    expect((await item(arclight.id)).postalCode).toBe('78758');
  });

  it('needs manage_content on the site', async () => {
    const variables = { input: { id: 1, version: 1 } };
    await expectUnauthenticated(server, 'acceptCompanyUpdate', variables);
    await expectForbidden(server, 'acceptCompanyUpdate', variables, viewer);
    expect(codeOf(await accept({ id: 1, version: 1 }, fotEditor))).toBe('FORBIDDEN');
  });

  it('is refused while the site has company updates switched off', async () => {
    await setCompanyUpdates(server, 'edr', false);
    try {
      expectDisabled(await accept({ id: 1, version: 1 }));
    } finally {
      await setCompanyUpdates(server, 'edr', true);
    }
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'acceptCompanyUpdate', { input: { id: 1, version: 1 } }));
});
