import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RejectCompanyUpdateDocument } from '../../src/gql/graphql.js';
import { content } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { companyNamed, createLink, expectDisabled, setCompanyUpdates, startCompanyUpdateServer, submittedLink } from '../helpers/companyUpdates.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let editor = '';
let viewer = '';
let fotEditor = '';
let company = { id: 0, version: 0, canonicalPath: '' };

beforeAll(async () => {
  ({ server, editor, viewer, fotEditor } = await startCompanyUpdateServer());
  company = await companyNamed(server, 'edr', 'Voltaic Semiconductor');
});
afterAll(() => server.close());

const reject = (input: { id: number; version: number; note?: string | null }, token = editor) => post(server, 'rejectCompanyUpdate', { input }, bearer(token, 'edr'));

describe('rejectCompanyUpdate', () => {
  it('is served as text', () => expectDocumentServed(server, 'rejectCompanyUpdate'));

  it('closes a submitted update with the editor’s note and changes nothing of the company', async () => {
    const link = await submittedLink(server, editor, company.id, { name: 'Voltaic Semi', website: 'https://voltaic.example' });
    const { rejectCompanyUpdate: rejected } = await execute(
      server,
      RejectCompanyUpdateDocument,
      { input: { id: link.id, version: link.version, note: '  The new name is not registered yet.  ' } },
      { tenantKey: 'edr', cmsToken: editor },
    );
    expect(rejected).toMatchObject({ status: 'rejected', reviewNote: 'The new name is not registered yet.', reviewedByName: expect.any(String), version: link.version + 1 });
    // The reviewed update still shows what was proposed against what the company saw.
    expect(rejected.changedFields).toEqual(['name', 'website']);
    const [row] = await server.database.db.select().from(content).where(eq(content.id, company.id));
    expect(row).toMatchObject({ name: 'Voltaic Semiconductor', version: company.version });
    expect(row?.details.website).toBe('https://voltaic-semi.example');
    expect((await reject({ id: link.id, version: rejected.version })).body.errors?.[0]?.message).toBe('This company update is already rejected.');
  });

  it('refuses a stale version, an open link and a note that is too long', async () => {
    const link = await submittedLink(server, editor, company.id, { phone: '+1 408 555 0143' });
    expect(codeOf(await reject({ id: link.id, version: link.version + 5 }))).toBe('CONFLICT');
    const long = await reject({ id: link.id, version: link.version, note: 'x'.repeat(2001) });
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { note: 'At most 2000 characters.' } });
    const open = await createLink(server, editor, company.id);
    expect((await reject({ id: open.id, version: open.version })).body.errors?.[0]?.message).toBe('Nothing has been submitted through this link yet.');
    expect(codeOf(await reject({ id: 999_999, version: 1 }))).toBe('NOT_FOUND');
  });

  it('needs manage_content on the site', async () => {
    await expectUnauthenticated(server, 'rejectCompanyUpdate', { input: { id: 1, version: 1 } });
    await expectForbidden(server, 'rejectCompanyUpdate', { input: { id: 1, version: 1 } }, viewer);
    expect(codeOf(await reject({ id: 1, version: 1 }, fotEditor))).toBe('FORBIDDEN');
  });

  it('is refused while the site has company updates switched off', async () => {
    await setCompanyUpdates(server, 'edr', false);
    try {
      expectDisabled(await reject({ id: 1, version: 1 }));
    } finally {
      await setCompanyUpdates(server, 'edr', true);
    }
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'rejectCompanyUpdate', { input: { id: 1, version: 1 } }));
});
