import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreviewNewsletterTemplateDocument, SaveEnabledModulesDocument, GetEnabledModulesDocument } from '../../src/gql/graphql.js';
import { newTemplateDocument } from '../../src/shared/newsletterTemplates.js';
import { adminToken } from '../helpers/auth.js';
import { execute } from '../helpers/execute.js';
import { issueRows, publicationRows } from '../helpers/magazines.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The newsletter `issue` block (001 §3 "Newsletter block types"; docs/magazines.md): the newest
 * active issue of its publication that mails on or before the newsletter's issue date, with its
 * cover and a link to its page; nothing while the magazine module is off.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

let n = 0;
const newId = () => `m${(n += 1)}`;

function documentWithIssueBlock(publicationId: number) {
  const document = newTemplateDocument('Magazine promo', newId);
  const row = { id: newId(), settings: { layout: '1' }, columns: [{ id: newId(), blocks: [{ id: newId(), type: 'issue', settings: { publicationId, title: 'In the magazine' } }] }] };
  return { ...document, grid: { rows: [...document.grid.rows, row] } };
}

const preview = async (document: unknown, issueDate: string, tenantKey = 'edr') =>
  (await execute(server, PreviewNewsletterTemplateDocument, { document, issueDate }, { cmsToken: admin, tenantKey })).previewNewsletterTemplate;

describe('the newsletter issue block', () => {
  it("shows the newest issue of its publication mailing by the newsletter's date: name, publication, cover and link", async () => {
    const publication = (await publicationRows(server, 'edr')).find((row) => row.alias === 'edr-magazine')!;
    const active = (await issueRows(server, 'edr')).filter((row) => row.publicationId === publication.id && row.status === 1);
    const [newest, previous] = active;
    const rendered = await preview(documentWithIssueBlock(publication.id), newest!.mailingDate);
    expect(rendered.html).toContain(`/magazine/edr-magazine/${newest!.alias}`);
    expect(rendered.html).toContain(newest!.name);
    expect(rendered.html).toContain('Electronic Design Review Magazine');
    expect(rendered.html).toMatch(new RegExp(`src="http[^"]+/images/${newest!.coverImageId}/`));
    expect(rendered.warnings).not.toContain("Magazine issue 'In the magazine' has no issue to show.");
    // A day before the newest mails, the one before it is the newest.
    const dayBefore = new Date(Date.parse(`${newest!.mailingDate}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await preview(documentWithIssueBlock(publication.id), dayBefore)).html).toContain(`/magazine/edr-magazine/${previous!.alias}`);
  });

  it('has nothing to show while the magazine module is off (fot)', async () => {
    const modules = (await execute(server, GetEnabledModulesDocument, {}, { tenantKey: 'fot', cmsToken: admin })).getEnabledModules;
    expect(modules.magazine).toBe(false);
    const [publication] = await publicationRows(server, 'fot');
    const rendered = await preview(documentWithIssueBlock(publication!.id), '2099-01-01', 'fot');
    expect(rendered.warnings).toContain("Magazine issue 'In the magazine' has no issue to show.");
    // Switched on, the same block shows fot's newest issue.
    const { leaders, magazine: _off, newsletters, search, memberships, sourceesb, version } = modules;
    await execute(server, SaveEnabledModulesDocument, { input: { leaders, magazine: true, newsletters, search, memberships, sourceesb, version } }, { tenantKey: 'fot', cmsToken: admin });
    const newest = (await issueRows(server, 'fot')).find((row) => row.publicationId === publication!.id && row.status === 1)!;
    expect((await preview(documentWithIssueBlock(publication!.id), '2099-01-01', 'fot')).html).toContain(newest.name);
  });
});
