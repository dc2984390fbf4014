import { describe, expect, it } from 'vitest';
import { answers, fakeBackend } from './testing/fakeBackend.js';
import { createTransport, edgeNodes } from './transport.js';

const GET_CONTENT = '# Loads one item\nquery getContent($id: Int!) { content(id: $id) { __typename id name } }';
const SAVE_CONTENT = 'mutation saveContent($input: ContentInput!) { saveContent(input: $input) { id } }';
const STREAM = 'query getAspireNewsStream { getAspireNewsStream { edges { node { id } } } }';

function setup(posts = [answers.json({ data: { content: { __typename: 'Content', id: 1, name: 'A' } } })]) {
  const backend = fakeBackend({
    documents: {
      'query/getContent': GET_CONTENT,
      'mutation/saveContent': SAVE_CONTENT,
      'query/aspireNews/getAspireNewsStream': STREAM,
    },
    posts,
  });
  const transport = createTransport({ endpoint: 'http://127.0.0.1:3000/graphql', version: '7', fetch: backend.fetch });
  return { backend, transport };
}

describe('query', () => {
  it('downloads the text, POSTs exactly that text with the variables, returns the whole data', async () => {
    const { backend, transport } = setup();
    const data = await transport.query<{ content: { name: string } }>('getContent', { id: 1 });
    expect(data).toEqual({ content: { __typename: 'Content', id: 1, name: 'A' } });
    expect(backend.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET http://127.0.0.1:3000/graphql/query/getContent.gql?v=7',
      'POST http://127.0.0.1:3000/graphql',
    ]);
    expect(backend.posts()[0]?.body).toEqual({ query: GET_CONTENT, variables: { id: 1 } });
  });

  it('sends empty variables when none are given', async () => {
    const { backend, transport } = setup();
    await transport.query('getContent');
    expect(backend.posts()[0]?.body?.variables).toEqual({});
  });

  it('returns data even when it is null (no errors)', async () => {
    const { transport } = setup([answers.json({ data: null })]);
    await expect(transport.query('getContent')).resolves.toBeNull();
  });

  it('treats an empty errors array as success', async () => {
    const { transport } = setup([answers.json({ data: { ok: 1 }, errors: [] })]);
    await expect(transport.query('getContent')).resolves.toEqual({ ok: 1 });
  });
});

describe('mutation', () => {
  it('downloads from mutation/ and returns the data', async () => {
    const { backend, transport } = setup([answers.json({ data: { saveContent: { id: 5 } } })]);
    await expect(transport.mutation('saveContent', { input: { name: 'x' } })).resolves.toEqual({
      saveContent: { id: 5 },
    });
    expect(backend.gets()[0]?.url).toBe('http://127.0.0.1:3000/graphql/mutation/saveContent.gql?v=7');
  });
});

describe('queryText / mutationText', () => {
  it('POST the given text without downloading anything', async () => {
    const { backend, transport } = setup([answers.json({ data: { a: 1 } }), answers.json({ data: { b: 2 } })]);
    await expect(transport.queryText('query a { a }', { x: 1 })).resolves.toEqual({ a: 1 });
    await expect(transport.mutationText('mutation b { b }')).resolves.toEqual({ b: 2 });
    expect(backend.gets()).toHaveLength(0);
    expect(backend.posts().map((call) => call.body?.query)).toEqual(['query a { a }', 'mutation b { b }']);
  });
});

describe('streamQuery', () => {
  it('returns the nodes of the edges of the single root field (nested document name)', async () => {
    const { backend, transport } = setup([
      answers.json({
        data: { getAspireNewsStream: { totalCount: 2, edges: [{ node: { id: 1 } }, { node: { id: 2 } }] } },
      }),
    ]);
    await expect(transport.streamQuery<{ id: number }>('aspireNews/getAspireNewsStream')).resolves.toEqual([
      { id: 1 },
      { id: 2 },
    ]);
    expect(backend.gets()[0]?.url).toContain('/graphql/query/aspireNews/getAspireNewsStream.gql?v=7');
  });

  it('returns [] when edges are missing', async () => {
    const { transport } = setup([answers.json({ data: { getAspireNewsStream: { totalCount: 0 } } })]);
    await expect(transport.streamQuery('aspireNews/getAspireNewsStream')).resolves.toEqual([]);
  });
});

describe('edgeNodes', () => {
  it('handles null data, null connections and null edges', () => {
    expect(edgeNodes(null)).toEqual([]);
    expect(edgeNodes({ stream: null })).toEqual([]);
    expect(edgeNodes({ stream: { edges: [null, { node: 'a' }] } })).toEqual(['a']);
  });
});
