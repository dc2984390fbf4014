import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE, TransportError, statusCodeMessage } from './errors.js';
import { answers, fakeBackend, type Answer } from './testing/fakeBackend.js';
import { createTransport, type TransportConfig } from './transport.js';

// These tests are about mapping answers to errors; calls pass `retry: false` where a retry
// would otherwise consume a second scripted answer (transport.retry.test.ts covers retries).
function setup(posts: Answer[], config: Partial<TransportConfig> = {}) {
  const backend = fakeBackend({
    documents: { 'query/getContent': 'query getContent { a }', 'mutation/saveContent': 'mutation saveContent { a }' },
    posts,
  });
  const transport = createTransport({ endpoint: '/graphql', version: '1', fetch: backend.fetch, ...config });
  return { backend, transport };
}

async function failure(promise: Promise<unknown>): Promise<TransportError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
  if (!(error instanceof TransportError)) throw new Error(`expected a TransportError, got ${String(error)}`);
  return error;
}

describe('the spec 000 §8 message texts', () => {
  it('are quoted verbatim', () => {
    expect(NETWORK_ERROR_MESSAGE).toBe(
      'There was a problem connecting to the database. Please try again later or contact your site administrator.',
    );
    expect(statusCodeMessage(502)).toBe(
      'Status code 502: An error occurred, please try again. If this continues, please contact support.',
    );
  });
});

describe('GraphQL errors', () => {
  it('throw the first message with the HTTP status, code, field errors and all errors', async () => {
    const errors = [
      {
        message: 'Please correct the highlighted fields.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'Name is required', count: 3 } },
      },
      { message: 'second', extensions: { code: 'FORBIDDEN' } },
    ];
    const { transport } = setup([answers.json({ data: null, errors }, { status: 400 })]);
    const error = await failure(transport.mutation('saveContent', {}, { retry: false }));
    expect(error.message).toBe('Please correct the highlighted fields.');
    expect(error.status).toBe(400);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fieldErrors).toEqual({ name: 'Name is required' });
    expect(error.graphQLErrors).toEqual(errors);
  });

  it('carry the 200 status when yoga answers 200', async () => {
    const { transport } = setup([
      answers.json({ data: { a: null }, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] }),
    ]);
    const error = await failure(transport.query('getContent', {}, { retry: false }));
    expect(error).toMatchObject({ message: 'Not found', status: 200, code: 'NOT_FOUND' });
    expect(error.fieldErrors).toBeUndefined();
  });

  it('still fail when an error entry is malformed', async () => {
    const { transport } = setup([answers.json({ errors: [{ nope: true }] }, { status: 500 })]);
    const error = await failure(transport.query('getContent', {}, { retry: false }));
    expect(error.message).toBe(statusCodeMessage(500));
    expect(error.status).toBe(500);
  });
});

describe('non-JSON answers', () => {
  it('use the status text when there is one', async () => {
    const { transport } = setup([answers.text('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })]);
    const error = await failure(transport.query('getContent', {}, { retry: false }));
    expect(error).toMatchObject({ message: 'Bad Gateway', status: 502 });
  });

  it('use "Status code {n}: ..." when there is no status text', async () => {
    const { transport } = setup([answers.text('', { status: 502 })]);
    const error = await failure(transport.query('getContent', {}, { retry: false }));
    expect(error.message).toBe(
      'Status code 502: An error occurred, please try again. If this continues, please contact support.',
    );
    expect(error.status).toBe(502);
  });

  it('treat JSON without data or errors like a non-JSON answer', async () => {
    const { transport } = setup([answers.json({ message: 'upstream down' }, { status: 503, statusText: 'Service Unavailable' })]);
    await expect(transport.query('getContent', {}, { retry: false })).rejects.toMatchObject({
      message: 'Service Unavailable',
      status: 503,
    });
  });

  it('use the numbered text for a 200 HTML page rather than "OK"', async () => {
    const { transport } = setup([answers.text('<html></html>', { status: 200, statusText: 'OK' })]);
    await expect(transport.query('getContent', {}, { retry: false })).rejects.toMatchObject({
      message: statusCodeMessage(200),
      status: 200,
    });
  });
});

describe('thrown errors', () => {
  it('become the network message with status 500', async () => {
    const { transport } = setup([answers.networkFailure()]);
    const error = await failure(transport.query('getContent', {}, { retry: false }));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.status).toBe(500);
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('onError hook', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is called for failures other than UNAUTHENTICATED, with the operation name', async () => {
    const onError = vi.fn();
    const { transport } = setup(
      [
        answers.json({ errors: [{ message: 'No access', extensions: { code: 'FORBIDDEN' } }] }),
        answers.json({ errors: [{ message: 'Log in', extensions: { code: 'UNAUTHENTICATED' } }] }),
        answers.networkFailure(),
      ],
      { onError },
    );
    await failure(transport.query('getContent', {}, { retry: false }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'FORBIDDEN' }), { name: 'getContent' });

    await failure(transport.query('getContent', {}, { retry: false }));
    expect(onError).toHaveBeenCalledTimes(1);

    await failure(transport.mutationText('mutation saveThing { a }'));
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ message: NETWORK_ERROR_MESSAGE }), {
      name: 'saveThing',
    });
  });

  it('is called for download failures too', async () => {
    const onError = vi.fn();
    const { transport } = setup([], { onError });
    await failure(transport.query('missing', {}, { retry: false }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to download GQL file' }), {
      name: 'missing',
    });
  });

  it('is called once per call, not once per attempt', async () => {
    const onError = vi.fn();
    const { transport } = setup([answers.networkFailure(), answers.networkFailure()], { onError });
    await failure(transport.query('getContent'));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('cannot break the call when it throws or rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const throwing = setup([answers.text('', { status: 500 })], {
      onError: () => {
        throw new Error('monitoring down');
      },
    });
    const error = await failure(throwing.transport.query('getContent', {}, { retry: false }));
    expect(error.message).toBe(statusCodeMessage(500));

    const rejecting = setup([answers.text('', { status: 500 })], { onError: () => Promise.reject(new Error('x')) });
    await failure(rejecting.transport.query('getContent', {}, { retry: false }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
  });
});
