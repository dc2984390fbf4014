import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { SaveContractDocument, SendContractDocument, type ContractInput } from '../../src/gql/graphql.js';
import { contracts, mailOutbox, persons } from '../../src/server/db/schema/index.js';
import { createUser } from './auth.js';
import { tenantIdOf } from './db.js';
import { codeOf, execute, post, type RawResponse } from './execute.js';
import { bearer, onSite } from './headers.js';
import { startTestServer, type TestServer } from './testServer.js';

/**
 * Shared pieces of the contract tests (docs/contracts.md): a managing editor of edr (holds
 * manage_contracts), one of fot, and an editor of edr (no manage_contracts).
 */
export async function startContractServer() {
  const server = await startTestServer();
  const [manager, fotManager, editor] = await Promise.all([
    createUser(server, { role: 'managing_editor' }),
    createUser(server, { role: 'managing_editor', tenantKeys: ['fot'] }),
    createUser(server, { role: 'editor' }),
  ]);
  return { server, manager: manager.token, managerEmail: manager.email, fotManager: fotManager.token, editor: editor.token };
}

export const as = (server: TestServer, token: string, tenantKey = 'edr') => ({
  post: (name: string, variables: unknown) => post(server, name, variables, bearer(token, tenantKey)),
});

export const asVisitor = (server: TestServer, tenantKey = 'edr') => ({
  post: (name: string, variables: unknown) => post(server, name, variables, onSite(tenantKey)),
});

/** A person of the site, with an e-mail address (or the first without one). */
export async function contributorOf(server: TestServer, tenantKey: string, { withEmail = true }: { withEmail?: boolean } = {}) {
  const tenantId = await tenantIdOf(server, tenantKey);
  const [row] = await server.database.db
    .select()
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.status, 1), withEmail ? isNotNull(persons.email) : isNull(persons.email)))
    .orderBy(asc(persons.id))
    .limit(1);
  if (row) return row;
  if (withEmail) throw new Error(`No person with an e-mail address on ${tenantKey}`);
  // Every seeded person has an address: one without is made for the test.
  const [made] = await server.database.db.insert(persons).values({ tenantId, fullName: `No Mail ${Date.now()}`, status: 1 }).returning();
  return made!;
}

let counter = 0;
export function newContract(contributorId: number, overrides: Partial<ContractInput> = {}): ContractInput {
  counter += 1;
  return {
    contributorId,
    title: `Test contract ${process.pid}-${counter}`,
    description: 'Two articles.',
    amountCents: 95000,
    rateUnit: 'article',
    paymentTerms: 'Net 30 days',
    terms: '<h2>[title]</h2><p>Between [sitename] and [contributor] for [rate].</p>',
    ...overrides,
  };
}

/** Creates a draft contract as `token` on edr (or `tenantKey`). */
export async function createContract(server: TestServer, token: string, overrides: Partial<ContractInput> = {}, tenantKey = 'edr') {
  const contributor = await contributorOf(server, tenantKey);
  const { saveContract } = await execute(server, SaveContractDocument, { input: newContract(contributor.id, overrides) }, { cmsToken: token, tenantKey });
  return { contract: saveContract, contributor };
}

/** The newest contract link mailed to `to`: the id and token of /contract/{id}?token=…, and the mail. */
export async function contractLinkFromOutbox(server: TestServer, to: string) {
  const [mail] = await server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.category, 'contract')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = mail?.text.match(/\/contract\/(\d+)\?token=([^\s]+)/);
  if (!mail || !match) throw new Error(`No contract mail for ${to}`);
  return { id: Number(match[1]), token: decodeURIComponent(match[2]!), mail };
}

/** Creates and sends a contract on edr; returns the saved contract as sent and the contributor's link. */
export async function sentContract(server: TestServer, token: string, overrides: Partial<ContractInput> = {}, tenantKey = 'edr') {
  const { contract, contributor } = await createContract(server, token, overrides, tenantKey);
  const { sendContract } = await execute(server, SendContractDocument, { id: contract.id, version: contract.version }, { cmsToken: token, tenantKey });
  const link = await contractLinkFromOutbox(server, contributor.email!);
  expect(link.id).toBe(contract.id);
  return { contract: sendContract, contributor, token: link.token, mail: link.mail };
}

export async function contractRow(server: TestServer, id: number) {
  const [row] = await server.database.db.select().from(contracts).where(eq(contracts.id, id));
  return row;
}

/** The seeded contracts of a site by status. */
export async function seededContract(server: TestServer, tenantKey: string, status: 1 | 2 | 3) {
  const [row] = await server.database.db
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, await tenantIdOf(server, tenantKey)), eq(contracts.status, status)))
    .orderBy(asc(contracts.id))
    .limit(1);
  if (!row) throw new Error(`No seeded contract of status ${status} on ${tenantKey}`);
  return row;
}

export function expectFieldErrors(response: RawResponse, message: string, fieldErrors: Record<string, string>) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe(message);
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

export const LINK_INVALID = 'This link does not work. Ask the sender for a new link.';
