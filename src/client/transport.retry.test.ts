import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from './errors.js';
import { answers, fakeBackend, type Answer } from './testing/fakeBackend.js';
import { createTransport } from './transport.js';

const OK = answers.json({ data: { a: 1 } });
const NON_JSON = answers.text('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' });
const THROWN = answers.networkFailure();
const GRAPHQL_ERROR = answers.json({ errors: [{ message: 'Nope', extensions: { code: 'NOT_FOUND' } }] });

function setup(posts: Answer[], documents: Record<string, string | Answer> = {}) {
  const backend = fakeBackend({
    documents: { 'query/q': 'query q { a }', 'mutation/m': 'mutation m { a }', ...documents },
    posts,
  });
  const transport = createTransport({ endpoint: '/graphql', version: '1', fetch: backend.fetch });
  return { backend, transport };
}

describe('retry (spec 000 §7.1: one retry on a non-JSON answer or a thrown error)', () => {
  it.each([
    ['a non-JSON answer', NON_JSON],
    ['a thrown error', THROWN],
  ])('queries retry once after %s and succeed on the second try', async (_label, first) => {
    const { backend, transport } = setup([first, OK]);
    await expect(transport.query('q')).resolves.toEqual({ a: 1 });
    expect(backend.posts()).toHaveLength(2);
  });

  it('queries fail after two tries with the last error: exactly two POSTs', async () => {
    const { backend, transport } = setup([NON_JSON, THROWN]);
    await expect(transport.query('q')).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 500 });
    expect(backend.posts()).toHaveLength(2);
  });

  it('streamQuery and queryText retry by default too', async () => {
    const stream = answers.json({ data: { s: { edges: [{ node: 1 }] } } });
    const { backend, transport } = setup([THROWN, stream, NON_JSON, OK]);
    await expect(transport.streamQuery('q')).resolves.toEqual([1]);
    await expect(transport.queryText('query t { a }')).resolves.toEqual({ a: 1 });
    expect(backend.posts()).toHaveLength(4);
  });

  it('mutations do not retry by default', async () => {
    const { backend, transport } = setup([THROWN, OK]);
    await expect(transport.mutation('m')).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE });
    expect(backend.posts()).toHaveLength(1);
  });

  it('mutationText does not retry by default', async () => {
    const { backend, transport } = setup([NON_JSON, OK]);
    await expect(transport.mutationText('mutation m { a }')).rejects.toMatchObject({ status: 502 });
    expect(backend.posts()).toHaveLength(1);
  });

  it('the retry option turns retry on for a mutation and off for a query', async () => {
    const { backend, transport } = setup([THROWN, OK, NON_JSON, OK]);
    await expect(transport.mutation('m', {}, { retry: true })).resolves.toEqual({ a: 1 });
    expect(backend.posts()).toHaveLength(2);
    await expect(transport.query('q', {}, { retry: false })).rejects.toMatchObject({ message: 'Bad Gateway' });
    expect(backend.posts()).toHaveLength(3);
  });

  it('never retries GraphQL errors', async () => {
    const { backend, transport } = setup([GRAPHQL_ERROR, OK]);
    await expect(transport.query('q')).rejects.toMatchObject({ message: 'Nope', code: 'NOT_FOUND' });
    expect(backend.posts()).toHaveLength(1);
  });

  it('a failed download is retried as part of the whole call', async () => {
    let gets = 0;
    const flaky: Answer = () => {
      gets += 1;
      return gets === 1 ? new Response('', { status: 503 }) : new Response('query flaky { a }');
    };
    const { backend, transport } = setup([OK], { 'query/flaky': flaky });
    await expect(transport.query('flaky')).resolves.toEqual({ a: 1 });
    expect(backend.gets()).toHaveLength(2);
    expect(backend.posts()).toHaveLength(1);
  });

  it('an invalid text is not downloaded again', async () => {
    const { backend, transport } = setup([], { 'query/bad': 'subscription bad { a }' });
    await expect(transport.query('bad')).rejects.toMatchObject({ message: 'Invalid GQL Format' });
    expect(backend.gets()).toHaveLength(1);
    expect(backend.posts()).toHaveLength(0);
  });

  it('a retry reuses the cached text and does not download it again', async () => {
    const { backend, transport } = setup([THROWN, OK]);
    await transport.query('q');
    expect(backend.gets()).toHaveLength(1);
  });
});
