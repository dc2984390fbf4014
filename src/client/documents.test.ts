import { describe, expect, it } from 'vitest';
import { documentUrl, isOperationText, operationNameOf } from './documents.js';
import { DOWNLOAD_FAILED_MESSAGE, INVALID_GQL_FORMAT_MESSAGE, NETWORK_ERROR_MESSAGE, TransportError } from './errors.js';
import { answers, fakeBackend } from './testing/fakeBackend.js';
import { createTransport } from './transport.js';

const GET_CONTENT = 'query getContent($id: Int!) { content(id: $id) { __typename id name } }';

describe('documentUrl', () => {
  it('builds {base}/{kind}/{name}.gql?v={version}, nested names included', () => {
    expect(documentUrl('/graphql', 'query', 'aspireNews/getAspireNewsStream', '1.2.3')).toBe(
      '/graphql/query/aspireNews/getAspireNewsStream.gql?v=1.2.3',
    );
    expect(documentUrl('http://127.0.0.1:3000/graphql/', 'mutation', 'saveContent', 'a b')).toBe(
      'http://127.0.0.1:3000/graphql/mutation/saveContent.gql?v=a%20b',
    );
  });

  it('refuses names that would escape the documents folder', () => {
    expect(() => documentUrl('/graphql', 'query', '../secrets', '1')).toThrow(TypeError);
    expect(() => documentUrl('/graphql', 'query', 'a?x=1', '1')).toThrow(TypeError);
    expect(() => documentUrl('/graphql', 'query', '', '1')).toThrow(TypeError);
  });
});

describe('isOperationText', () => {
  it.each([
    ['query getContent { a }', true],
    ['mutation saveContent { a }', true],
    ['  \n\tquery { a }', true],
    ['# comment\n# another\n  query x { a }', true],
    ['query{ a }', true],
    ['subscription onChange { a }', false],
    ['<!DOCTYPE html><html></html>', false],
    ['queryX { a }', false],
    ['{ a }', false],
    ['', false],
    ['# only a comment', false],
  ])('%j → %s', (text, expected) => {
    expect(isOperationText(text)).toBe(expected);
  });
});

describe('operationNameOf', () => {
  it('reads the name after the keyword, null when anonymous', () => {
    expect(operationNameOf('# c\nmutation saveThing($a: Int) { x }')).toBe('saveThing');
    expect(operationNameOf('query { x }')).toBeNull();
  });
});

describe('loadDocument', () => {
  it('GETs the text with the version parameter and without session headers', async () => {
    const backend = fakeBackend({ documents: { 'query/getContent': GET_CONTENT } });
    const transport = createTransport({
      endpoint: '/graphql',
      version: '42',
      fetch: backend.fetch,
      getCmsToken: () => 'secret',
      tenantKey: 'acme',
    });

    await expect(transport.loadDocument('query', 'getContent')).resolves.toBe(GET_CONTENT);
    const [get] = backend.gets();
    expect(get?.url).toBe('/graphql/query/getContent.gql?v=42');
    expect(get?.headers.get('authorization')).toBeNull();
    expect(get?.headers.get('x-tenant-key')).toBeNull();
  });

  it('uses documentsBase when given', async () => {
    const backend = fakeBackend({ documents: { 'mutation/a/b': 'mutation b { x }' } });
    const transport = createTransport({
      endpoint: '/graphql',
      documentsBase: 'https://cdn.example.com/ops',
      version: '1',
      fetch: backend.fetch,
    });
    await transport.loadDocument('mutation', 'a/b');
    expect(backend.gets()[0]?.url).toBe('https://cdn.example.com/ops/mutation/a/b.gql?v=1');
  });

  it('fails with "Failed to download GQL file" and the response status when not 200', async () => {
    const backend = fakeBackend();
    const transport = createTransport({ endpoint: '/graphql', version: '1', fetch: backend.fetch });
    const error = await transport.loadDocument('query', 'missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ message: DOWNLOAD_FAILED_MESSAGE, status: 404 });
    expect(DOWNLOAD_FAILED_MESSAGE).toBe('Failed to download GQL file');
  });

  it('treats any status other than 200 as a failed download, even another 2xx', async () => {
    const backend = fakeBackend({ documents: { 'query/x': answers.text('query x { a }', { status: 203 }) } });
    const transport = createTransport({ endpoint: '/graphql', version: '1', fetch: backend.fetch });
    await expect(transport.loadDocument('query', 'x')).rejects.toMatchObject({
      message: 'Failed to download GQL file',
      status: 203,
    });
  });

  it.each([
    ['a subscription', 'subscription onChange { a }'],
    ['an HTML fallback page', '<!doctype html><html><body>app</body></html>'],
  ])('fails with "Invalid GQL Format" for %s', async (_label, text) => {
    const backend = fakeBackend({ documents: { 'query/x': text } });
    const transport = createTransport({ endpoint: '/graphql', version: '1', fetch: backend.fetch });
    await expect(transport.loadDocument('query', 'x')).rejects.toMatchObject({
      message: 'Invalid GQL Format',
      status: 500,
    });
    expect(INVALID_GQL_FORMAT_MESSAGE).toBe('Invalid GQL Format');
  });

  it('reports a rejected GET as the network error with status 500', async () => {
    const backend = fakeBackend({ documents: { 'query/x': answers.networkFailure() } });
    const transport = createTransport({ endpoint: '/graphql', version: '1', fetch: backend.fetch });
    await expect(transport.loadDocument('query', 'x')).rejects.toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      status: 500,
    });
  });

  it('downloads once per (kind, name, version) and again when the version changes', async () => {
    const backend = fakeBackend({
      documents: { 'query/getContent': GET_CONTENT, 'mutation/getContent': 'mutation getContent { a }' },
    });
    let version = '1';
    const transport = createTransport({ endpoint: '/graphql', version: () => version, fetch: backend.fetch });

    await transport.loadDocument('query', 'getContent');
    await transport.loadDocument('query', 'getContent');
    expect(backend.gets()).toHaveLength(1);

    await transport.loadDocument('mutation', 'getContent');
    expect(backend.gets()).toHaveLength(2);

    version = '2';
    await transport.loadDocument('query', 'getContent');
    expect(backend.gets()).toHaveLength(3);
    expect(backend.gets()[2]?.url).toBe('/graphql/query/getContent.gql?v=2');
  });

  it('shares one download between concurrent first calls', async () => {
    const backend = fakeBackend({ documents: { 'query/getContent': GET_CONTENT } });
    const transport = createTransport({ endpoint: '/graphql', version: '1', fetch: backend.fetch });
    await Promise.all([transport.loadDocument('query', 'getContent'), transport.loadDocument('query', 'getContent')]);
    expect(backend.gets()).toHaveLength(1);
  });

  it('does not cache a failed download', async () => {
    let calls = 0;
    const backend = fakeBackend({
      documents: {
        'query/flaky': () => {
          calls += 1;
          return calls === 1 ? new Response('', { status: 503 }) : new Response('query flaky { a }');
        },
      },
    });
    const transport = createTransport({ endpoint: '/graphql', version: '1', fetch: backend.fetch });
    await expect(transport.loadDocument('query', 'flaky')).rejects.toMatchObject({ status: 503 });
    await expect(transport.loadDocument('query', 'flaky')).resolves.toBe('query flaky { a }');
    expect(backend.gets()).toHaveLength(2);
  });

  it('keeps caches per transport (no global state)', async () => {
    const backend = fakeBackend({ documents: { 'query/getContent': GET_CONTENT } });
    const config = { endpoint: '/graphql', version: '1', fetch: backend.fetch };
    await createTransport(config).loadDocument('query', 'getContent');
    await createTransport(config).loadDocument('query', 'getContent');
    expect(backend.gets()).toHaveLength(2);
  });
});
