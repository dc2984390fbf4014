import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetPersonDocument } from '../../src/gql/graphql.js';
import { persons } from '../../src/server/db/schema/index.js';
import { adminToken } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let person: typeof persons.$inferSelect;
beforeAll(async () => {
  server = await startTestServer();
  const edrId = await tenantIdOf(server, 'edr');
  const [row] = await server.database.db.select().from(persons).where(and(eq(persons.tenantId, edrId), eq(persons.status, 1))).limit(1);
  if (!row) throw new Error('No seeded person');
  person = row;
});
afterAll(() => server.close());

describe('getPerson', () => {
  it('is served as text', () => expectDocumentServed(server, 'getPerson'));

  it('reads a person; the e-mail only for CMS users', async () => {
    const anonymous = (await execute(server, GetPersonDocument, { id: person.id }, { tenantKey: 'edr' })).getPerson;
    expect(anonymous).toMatchObject({ __typename: 'Person', id: person.id, fullName: person.fullName, status: 1, version: person.version, imageId: person.imageId, email: null });
    const admin = await adminToken(server);
    const asAdmin = (await execute(server, GetPersonDocument, { id: person.id }, { cmsToken: admin, tenantKey: 'edr' })).getPerson;
    expect(asAdmin.email).toBe(person.email);
    if (person.imageId) expect(asAdmin.image).toMatchObject({ __typename: 'Asset', id: person.imageId, kind: 'image' });
  });

  it('answers NOT_FOUND for unknown ids and another site\'s persons', async () => {
    const response = await post(server, 'getPerson', { id: person.id }, onSite('fot'));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(`Person ${person.id} was not found on this site.`);
  });

  it('refuses bad variables and unknown sites', async () => {
    await expectBadVariablesRefused(server, 'getPerson', { id: 'x' }, /Int/);
    await expectUnknownTenantRefused(server, 'getPerson', { id: person.id });
  });
});
