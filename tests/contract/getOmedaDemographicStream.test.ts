import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetOmedaDemographicStreamDocument } from '../../src/gql/graphql.js';
import { demographicQuestions, demographicValues } from '../../src/server/db/schema/index.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
const ids: number[] = [];
beforeAll(async () => {
  server = await startTestServer();
  const edr = await tenantIdOf(server, 'edr');
  for (let i = 0; i < 12; i += 1) {
    const [q] = await server.database.db.insert(demographicQuestions).values({ tenantId: edr, demographicType: i === 0 ? 2 : 3, omedaWebformText: `Question ${i}` }).returning();
    ids.push(q!.id);
  }
  await server.database.db.insert(demographicValues).values([
    { questionId: ids[0]!, description: 'Second', position: 2 },
    { questionId: ids[0]!, description: 'First', position: 1 },
  ]);
  const fot = await tenantIdOf(server, 'fot');
  await server.database.db.insert(demographicQuestions).values({ tenantId: fot, demographicType: 1, omedaWebformText: 'Elsewhere' });
});
afterAll(() => server.close());

describe('getOmedaDemographicStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getOmedaDemographicStream'));

  it('answers the asked questions with their values in order; at most 10, 10 by default', async () => {
    const { getOmedaDemographicStream } = await execute(server, GetOmedaDemographicStreamDocument, { demographicIds: [ids[0]!, ids[1]!] });
    expect(getOmedaDemographicStream.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ id: ids[0], demographicType: 2, omedaWebformText: 'Question 0', demographicValues: [expect.objectContaining({ description: 'First' }), expect.objectContaining({ description: 'Second' })] }),
      expect.objectContaining({ id: ids[1], demographicValues: [] }),
    ]);
    expect((await execute(server, GetOmedaDemographicStreamDocument, {})).getOmedaDemographicStream.edges).toHaveLength(10);
    expect((await execute(server, GetOmedaDemographicStreamDocument, { limit: 3 })).getOmedaDemographicStream.edges).toHaveLength(3);
  });

  it('keeps sites apart and refuses a limit above 10', async () => {
    const other = await execute(server, GetOmedaDemographicStreamDocument, { demographicIds: ids }, { tenantKey: 'fot' });
    expect(other.getOmedaDemographicStream.edges).toEqual([]);
    const response = await post(server, 'getOmedaDemographicStream', { limit: 11 });
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getOmedaDemographicStream', {}));
});
