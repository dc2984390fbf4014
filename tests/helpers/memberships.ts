import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { content, demographicQuestions, memberships, siteUserProducts, siteUsers } from '../../src/server/db/schema/index.js';
import type { MembershipInput } from '../../src/gql/graphql.js';
import { adminToken, createUser } from './auth.js';
import { tenantIdOf } from './db.js';
import { startTestServer, type TestServer } from './testServer.js';

/**
 * Shared pieces of the membership contract tests (getMembership, saveMembership, deleteMembership,
 * getMembershipDemographicOptions): an audience manager of edr (manage_memberships), one of fot,
 * an editor of edr (no manage_memberships), and rows the operations read but do not write
 * (demographic questions, products held by site users).
 */
export async function startMembershipServer() {
  const server = await startTestServer();
  const [admin, manager, fotManager, editor] = await Promise.all([
    adminToken(server),
    createUser(server, { role: 'audience_manager' }),
    createUser(server, { role: 'audience_manager', tenantKeys: ['fot'] }),
    createUser(server, { role: 'editor' }),
  ]);
  return { server, admin, manager, fotManager: fotManager.token, editor: editor.token };
}

let counter = 0;

/** A valid new membership with a title unique to the test run. */
export function newMembership(overrides: Partial<MembershipInput> = {}): MembershipInput {
  counter += 1;
  return {
    title: `Test Membership ${process.pid} ${counter}`,
    status: 1,
    isFree: true,
    requiredUserCommonFields: ['firstName', 'lastName'],
    ...overrides,
  };
}

export async function membershipRows(server: TestServer, tenantKey: string) {
  return server.database.db.select().from(memberships).where(eq(memberships.tenantId, await tenantIdOf(server, tenantKey)));
}

/** A demographic question of a site (the table has no API of its own yet). */
export async function insertQuestion(server: TestServer, tenantKey: string, text: string, demographicType = 1): Promise<number> {
  const [row] = await server.database.db
    .insert(demographicQuestions)
    .values({ tenantId: await tenantIdOf(server, tenantKey), demographicType, omedaWebformText: text })
    .returning({ id: demographicQuestions.id });
  return row!.id;
}

/** A site user of a site holding a product (as setOmedaCustomer or a registration would leave it). */
export async function insertHolder(server: TestServer, tenantKey: string, productId: number): Promise<number> {
  const db = server.database.db;
  const id = randomUUID();
  const [user] = await db
    .insert(siteUsers)
    .values({ tenantId: await tenantIdOf(server, tenantKey), username: `holder-${id}@example.com`, emails: [`holder-${id}@example.com`], hashedId: id, status: 1 })
    .returning({ id: siteUsers.id });
  await db.insert(siteUserProducts).values({ userId: user!.id, productId, source: 'test' });
  return user!.id;
}

/** A membership of the site that seeded content requires (gating). */
export async function gatingMembershipId(server: TestServer, tenantKey: string): Promise<number> {
  const [row] = await server.database.db
    .select({ ids: content.membershipIds })
    .from(content)
    .where(and(eq(content.tenantId, await tenantIdOf(server, tenantKey)), sql`cardinality(${content.membershipIds}) > 0`))
    .limit(1);
  const id = row?.ids[0];
  if (id === undefined) throw new Error(`No gated content seeded on ${tenantKey}`);
  return id;
}
