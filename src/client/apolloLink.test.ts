import { CombinedGraphQLErrors, gql } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from './apolloLink.js';
import { NETWORK_ERROR_MESSAGE, TransportError } from './errors.js';
import { answers, fakeBackend, type Answer } from './testing/fakeBackend.js';
import { createTransport } from './transport.js';

// What the server ships: the file text, with __typename and id for cache normalisation.
const GET_CONTENT_TEXT = 'query getContent($id: Int!) { content(id: $id) { __typename id name } }';
const STREAM_TEXT =
  'query getAspireNewsStream { getAspireNewsStream { edges { node { __typename id title } } } }';
const SAVE_TEXT = 'mutation saveContent($id: Int!, $name: String!) { saveContent(id: $id, name: $name) { __typename id name } }';

// What the application bundles (codegen's documents): only the name and kind matter to the link.
const GetContentDocument = parse('query getContent($id: Int!) { content(id: $id) { id name } }');
const GetAspireNewsStreamDocument = gql`
  query getAspireNewsStream {
    getAspireNewsStream {
      edges {
        node {
          id
          title
        }
      }
    }
  }
`;
const SaveContentDocument = parse(
  'mutation saveContent($id: Int!, $name: String!) { saveContent(id: $id, name: $name) { id name } }',
);

const CONTENT = { content: { __typename: 'Content', id: 10000001, name: 'Hello' } };

function setup(posts: Answer[]) {
  const backend = fakeBackend({
    documents: {
      'query/getContent': GET_CONTENT_TEXT,
      'query/aspireNews/getAspireNewsStream': STREAM_TEXT,
      'mutation/saveContent': SAVE_TEXT,
    },
    posts,
  });
  const transport = createTransport({ endpoint: '/graphql', version: '9', fetch: backend.fetch, tenantKey: 'acme' });
  const client = createApolloClient({
    transport,
    operationPaths: { getAspireNewsStream: { kind: 'query', path: 'aspireNews/getAspireNewsStream' } },
  });
  return { backend, client };
}

describe('Apollo link over the transport', () => {
  it('runs client.query through the downloaded text, never the bundled document', async () => {
    const { backend, client } = setup([answers.json({ data: CONTENT })]);
    const result = await client.query({ query: GetContentDocument, variables: { id: 10000001 } });

    expect(result.data).toMatchObject({ content: { id: 10000001, name: 'Hello' } });
    expect(backend.gets().map((call) => call.url)).toEqual(['/graphql/query/getContent.gql?v=9']);
    const [post] = backend.posts();
    expect(post?.body).toEqual({ query: GET_CONTENT_TEXT, variables: { id: 10000001 } });
    expect(post?.headers.get('x-tenant-key')).toBe('acme');
  });

  it('normalises results in the cache (the text selects __typename and id)', async () => {
    const { client } = setup([answers.json({ data: CONTENT })]);
    await client.query({ query: GetContentDocument, variables: { id: 10000001 } });
    expect(client.cache.extract()).toHaveProperty('Content:10000001');
  });

  it('resolves nested paths through operationPaths', async () => {
    const { backend, client } = setup([
      answers.json({
        data: {
          getAspireNewsStream: {
            __typename: 'NewsConnection',
            edges: [{ __typename: 'NewsEdge', node: { __typename: 'News', id: 1, title: 'T' } }],
          },
        },
      }),
    ]);
    const result = await client.query({ query: GetAspireNewsStreamDocument });
    expect(result.data).toMatchObject({ getAspireNewsStream: { edges: [{ node: { id: 1, title: 'T' } }] } });
    expect(backend.gets()[0]?.url).toBe('/graphql/query/aspireNews/getAspireNewsStream.gql?v=9');
  });

  it('runs mutations from mutation/ without retrying them', async () => {
    const { backend, client } = setup([answers.networkFailure(), answers.json({ data: {} })]);
    const error: unknown = await client
      .mutate({ mutation: SaveContentDocument, variables: { id: 1, name: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 500 });
    expect(backend.gets()[0]?.url).toBe('/graphql/mutation/saveContent.gql?v=9');
    expect(backend.posts()).toHaveLength(1);
  });

  it('turns GraphQL errors into CombinedGraphQLErrors with their extensions', async () => {
    const { client } = setup([
      answers.json({
        data: null,
        errors: [{ message: 'Name is required', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'Required' } } }],
      }),
    ]);
    const error: unknown = await client
      .mutate({ mutation: SaveContentDocument, variables: { id: 1, name: '' } })
      .catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    if (!CombinedGraphQLErrors.is(error)) return;
    expect(error.errors[0]?.message).toBe('Name is required');
    expect(error.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { name: 'Required' } });
  });

  it('retries a query once on a thrown error, like the transport does', async () => {
    const { backend, client } = setup([answers.networkFailure(), answers.json({ data: CONTENT })]);
    const result = await client.query({ query: GetContentDocument, variables: { id: 10000001 } });
    expect(result.data).toMatchObject({ content: { name: 'Hello' } });
    expect(backend.posts()).toHaveLength(2);
  });

  it('passes per-operation context headers to the POST', async () => {
    const { backend, client } = setup([answers.json({ data: CONTENT })]);
    await client.query({
      query: GetContentDocument,
      variables: { id: 10000001 },
      context: { headers: { 'x-tenant-key': 'other' } },
    });
    expect(backend.lastHeaders().get('x-tenant-key')).toBe('other');
  });

  it('refuses anonymous operations and a kind that contradicts operationPaths', async () => {
    const { backend, client } = setup([]);
    await expect(client.query({ query: parse('query { content(id: 1) { id } }') })).rejects.toThrow(
      'The transport link needs named operations',
    );

    const wrong = createApolloClient({
      transport: createTransport({ endpoint: '/graphql', version: '9', fetch: backend.fetch }),
      operationPaths: { getContent: { kind: 'mutation', path: 'getContent' } },
    });
    await expect(wrong.query({ query: GetContentDocument, variables: { id: 1 } })).rejects.toThrow(
      'operationPaths lists getContent as a mutation',
    );
    expect(backend.calls).toHaveLength(0);
  });
});
