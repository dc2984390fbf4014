// Test double for the server: serves operation texts on GET and scripted answers on POST, and
// records every call. Used only by the client's unit tests (no network).

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  /** Parsed JSON body of a POST. */
  body: { query: string; variables: Record<string, unknown> } | null;
}

/** Builds a fresh Response per call (a Response body can be read only once), or throws. */
export type Answer = () => Response;

export const answers = {
  json: (body: unknown, init: ResponseInit = {}): Answer => () =>
    new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json' } }),
  text: (body: string, init: ResponseInit = {}): Answer => () => new Response(body, { status: 200, ...init }),
  networkFailure: (): Answer => () => {
    throw new TypeError('fetch failed');
  },
};

export interface FakeBackendOptions {
  /** `query/getContent` → text (200) or a scripted answer. */
  documents?: Record<string, string | Answer>;
  /** Answers for successive POSTs, in order. */
  posts?: Answer[];
}

export function fakeBackend(options: FakeBackendOptions = {}) {
  const calls: RecordedCall[] = [];
  const documents = { ...options.documents };
  const posts = [...(options.posts ?? [])];

  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as RecordedCall['body']) : null;
    calls.push({ method, url, headers: new Headers(init?.headers), body });

    if (method === 'GET') {
      const key = /\/((?:query|mutation)\/.+)\.gql\?/.exec(url)?.[1] ?? '';
      const document = documents[key];
      if (document === undefined) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
      return typeof document === 'string' ? new Response(document, { status: 200 }) : document();
    }
    const next = posts.shift();
    if (!next) throw new Error(`Unexpected POST #${calls.filter((c) => c.method === 'POST').length}`);
    return next();
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    gets: () => calls.filter((call) => call.method === 'GET'),
    posts: () => calls.filter((call) => call.method === 'POST'),
    /** Headers of the last POST. */
    lastHeaders: (): Headers => {
      const last = calls.filter((call) => call.method === 'POST').at(-1);
      if (!last) throw new Error('No POST was made');
      return last.headers;
    },
  };
}
