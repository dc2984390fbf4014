import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { content, history, newsletterContentSchedules, newsletterTemplates } from '../../src/server/db/schema/index.js';
import { createUser } from './auth.js';
import { tenantIdOf } from './db.js';
import { startTestServer, type TestServer } from './testServer.js';

/**
 * Shared pieces of the newsletter content contract tests (getNewsletterContentSchedules,
 * getNewsletterScheduleSummary, saveNewsletterContentSchedules, getNewsletterSchedulesForContent,
 * scheduleContentToNewsletter, removeNewsletterContentSchedule): a newsletter manager of edr, one
 * of fot, an editor of edr (manage_content only), a viewer (neither), and templates whose grid has
 * one automatic and one manual content list (written straight into newsletter_templates: the
 * template operations are not what these tests are about).
 */
export async function startNewsletterContentServer() {
  const server = await startTestServer();
  const [manager, fotManager, editor, viewer, basic] = await Promise.all([
    createUser(server, { role: 'newsletter_manager' }),
    createUser(server, { role: 'newsletter_manager', tenantKeys: ['fot'] }),
    createUser(server, { role: 'editor' }),
    createUser(server, { role: 'viewer' }),
    // managing_editor: manage_newsletter_templates_basic, and manage_content.
    createUser(server, { role: 'managing_editor' }),
  ]);
  return { server, manager, fotManager: fotManager.token, editor: editor.token, viewer: viewer.token, basic: basic.token };
}

export const BLOCKS = { automatic: 'top-stories', manual: 'sponsor-picks', html: 'editor-note', automatic2: 'more-news' } as const;

/**
 * A template of the site: one row, one column, blocks in this order — an automatic content list
 * 'Top stories' (3 items), a manual one 'Sponsor picks' (2), an HTML block, and a second automatic
 * list 'More news' (5).
 */
export async function insertTemplate(server: TestServer, tenantKey: string, { status = 1, name }: { status?: number; name?: string } = {}): Promise<number> {
  const payload = {
    name: name ?? `Content Test ${randomUUID().slice(0, 8)}`,
    description: 'Newsletter content tests',
    grid: {
      rows: [
        {
          id: 'row-1',
          settings: { layout: '1' },
          columns: [
            {
              id: 'col-1',
              blocks: [
                { id: BLOCKS.automatic, type: 'content_list', settings: { title: 'Top stories', populationMode: 'automatic', numberOfItems: 3 } },
                { id: BLOCKS.manual, type: 'content_list', settings: { title: 'Sponsor picks', populationMode: 'manual', numberOfItems: 2 } },
                { id: BLOCKS.html, type: 'html', settings: { title: 'A note', html: '<p>Hello</p>' } },
                { id: BLOCKS.automatic2, type: 'content_list', settings: { title: 'More news', numberOfItems: 5 } },
              ],
            },
          ],
        },
      ],
    },
  };
  const [row] = await server.database.db
    .insert(newsletterTemplates)
    .values({ tenantId: await tenantIdOf(server, tenantKey), status, payload })
    .returning({ id: newsletterTemplates.id });
  return row!.id;
}

/** Ids of the site's content items of a status (1 published, 2 draft), lowest first. */
export async function contentIdsOf(server: TestServer, tenantKey: string, n: number, status = 1): Promise<number[]> {
  const rows = await server.database.db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, await tenantIdOf(server, tenantKey)), eq(content.status, status)))
    .orderBy(asc(content.id))
    .limit(n);
  if (rows.length < n) throw new Error(`Only ${rows.length} items of status ${status} seeded on ${tenantKey}`);
  return rows.map((row) => row.id);
}

/** A content item of the site with the given status (0 deleted), written straight into the table. */
export async function insertContent(server: TestServer, tenantKey: string, status: number, name = `Newsletter content ${randomUUID().slice(0, 8)}`): Promise<number> {
  const alias = `newsletter-content/${randomUUID()}`;
  const [row] = await server.database.db
    .insert(content)
    .values({ tenantId: await tenantIdOf(server, tenantKey), type: 'Article', status, name, alias, canonicalPath: `/${alias}`, published: new Date('2026-01-05T12:00:00Z') })
    .returning({ id: content.id });
  return row!.id;
}

/** The stored rows of an issue, in order. */
export async function issueRows(server: TestServer, templateId: number, issueDate: string) {
  return server.database.db
    .select()
    .from(newsletterContentSchedules)
    .where(and(eq(newsletterContentSchedules.templateId, templateId), eq(newsletterContentSchedules.issueDate, issueDate)))
    .orderBy(asc(newsletterContentSchedules.position), asc(newsletterContentSchedules.id));
}

/** The newest history row of an issue's list. */
export async function lastIssueHistory(server: TestServer, templateId: number, issueDate: string) {
  const [row] = await server.database.db
    .select()
    .from(history)
    .where(and(eq(history.entityType, 'NewsletterIssueContent'), eq(history.entityId, `${templateId}:${issueDate}`)))
    .orderBy(desc(history.id))
    .limit(1);
  return row;
}

/** A unique future issue date per call (tests of one file share a database). */
let dayCounter = 0;
export function nextIssueDate(): string {
  dayCounter += 1;
  const d = new Date(Date.UTC(2030, 0, 1));
  d.setUTCDate(d.getUTCDate() + dayCounter * 3 + (process.pid % 100));
  return d.toISOString().slice(0, 10);
}
