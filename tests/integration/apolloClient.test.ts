import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentDocument, GetContentStreamDocument } from '../../src/gql/graphql.js';
import { operationPaths } from '../../src/gql/operationPaths.js';
import { createApolloClient } from '../../src/client/apolloLink.js';
import { clientFor } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// The Apollo link built on the transport, against the real server: the typed document is not sent;
// the link downloads operations/query/getContent.gql and POSTs that text (trusted documents on).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('Apollo Client over the transport', () => {
  it('runs typed documents and normalises results in its cache', async () => {
    const client = createApolloClient({ transport: clientFor(server), operationPaths });
    const list = await client.query({ query: GetContentStreamDocument, variables: { limit: 3 } });
    const first = list.data?.getContentStream.edges[0]?.node;
    expect(first?.__typename).toBe('Content');
    const one = await client.query({ query: GetContentDocument, variables: { id: first?.id ?? 0 } });
    expect(one.data?.getContent.name).toBe(first?.name);
    // Normalised by __typename and id: the cache holds the entity once.
    const cached = client.cache.extract() as Record<string, { name?: string } | undefined>;
    expect(cached[`Content:${first?.id}`]).toMatchObject({ name: first?.name });
  });

  it('surfaces GraphQL errors with their code', async () => {
    const client = createApolloClient({ transport: clientFor(server), operationPaths });
    await expect(client.query({ query: GetContentDocument, variables: { id: 99999999 } })).rejects.toMatchObject({
      errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })],
    });
  });
});
