// The one transport of the client (spec 000 §7.1, §8; ARCHITECTURE "One transport"): download the
// operation text, POST it with the spec's headers, map failures to the catalogue's words, retry once
// where the spec allows. Everything lives on the created object: no module state, so SSR requests
// and tests never share caches or tokens.
import { createDocumentLoader, operationNameOf, type OperationKind } from './documents.js';
import { TransportError } from './errors.js';
import { buildRequestHeaders } from './headers.js';
import { postOperation } from './response.js';

export type { OperationKind } from './documents.js';

export interface TransportConfig {
  /** POST target, e.g. '/graphql' or 'http://127.0.0.1:3000/graphql'. */
  endpoint: string;
  /** Where `{kind}/{name}.gql` live; defaults to the endpoint. */
  documentsBase?: string;
  /** The `v` parameter. A function lets an update check move to a new build without a new client. */
  version: string | (() => string);
  /** Configured tenant key; null, '' or 'auto' means "send x-domain instead". */
  tenantKey?: string | null;
  /** Current host for x-domain (browser: location.host). */
  domain?: () => string | null;
  /** Sent as `authorization: Bearer {token}`. */
  getCmsToken?: () => string | null;
  /** Sent as `x-site-user: Bearer {token}`. */
  getSiteUserToken?: () => string | null;
  /** Injectable for tests and SSR; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Error-reporting hook (spec §8: everything except UNAUTHENTICATED goes to monitoring). */
  onError?: (error: TransportError, context: { name: string }) => void;
  /** Extra headers on every POST. */
  headers?: Record<string, string>;
}

export interface CallOptions {
  /** One retry on a non-JSON answer or a thrown error. Default: on for queries, off for mutations. */
  retry?: boolean;
  /** Extra headers for this call only; they win over computed ones. */
  headers?: Record<string, string>;
}

type Variables = Record<string, unknown>;

export interface Transport {
  loadDocument(kind: OperationKind, name: string): Promise<string>;
  query<TData = unknown, TVariables extends Variables = Variables>(
    name: string,
    variables?: TVariables,
    options?: CallOptions,
  ): Promise<TData>;
  /** Runs a `get…Stream` query and returns the nodes of the single root field's edges. */
  streamQuery<TNode = unknown, TVariables extends Variables = Variables>(
    name: string,
    variables?: TVariables,
    options?: CallOptions,
  ): Promise<TNode[]>;
  mutation<TData = unknown, TVariables extends Variables = Variables>(
    name: string,
    variables?: TVariables,
    options?: CallOptions,
  ): Promise<TData>;
  queryText<TData = unknown, TVariables extends Variables = Variables>(
    text: string,
    variables?: TVariables,
    options?: CallOptions,
  ): Promise<TData>;
  mutationText<TData = unknown, TVariables extends Variables = Variables>(
    text: string,
    variables?: TVariables,
    options?: CallOptions,
  ): Promise<TData>;
}

/** Either a named file to download or a text given directly. */
type Source = { kind: OperationKind; name: string } | { kind: OperationKind; text: string };

export function createTransport(config: TransportConfig): Transport {
  // Resolved per call, not captured: a browser's fetch must be called unbound from `window`,
  // and tests may stub the global after the transport was built.
  const fetchFn: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { version } = config;
  const loadDocument = createDocumentLoader({
    base: config.documentsBase ?? config.endpoint,
    version: typeof version === 'function' ? version : () => version,
    fetch: fetchFn,
  });

  async function attempt(source: Source, variables: Variables, options: CallOptions): Promise<unknown> {
    const text = 'text' in source ? source.text : await loadDocument(source.kind, source.name);
    return postOperation({
      fetch: fetchFn,
      endpoint: config.endpoint,
      headers: buildRequestHeaders(config, options.headers),
      query: text,
      variables,
    });
  }

  async function run(source: Source, variables: Variables = {}, options: CallOptions = {}): Promise<unknown> {
    const retry = options.retry ?? source.kind === 'query';
    try {
      try {
        return await attempt(source, variables, options);
      } catch (error) {
        // The retry repeats the whole call; a download that failed was not cached, so it reruns too.
        if (retry && error instanceof TransportError && error.retryable) {
          return await attempt(source, variables, options);
        }
        throw error;
      }
    } catch (error) {
      report(config.onError, error, 'name' in source ? source.name : operationNameOf(source.text));
      throw error;
    }
  }

  // The generic parameters below are the caller's statement of the server's answer shape
  // (codegen types); the transport does not validate data, so these casts are the trust boundary.
  return {
    loadDocument,
    query: <TData>(name: string, variables?: Variables, options?: CallOptions) =>
      run({ kind: 'query', name }, variables, options) as Promise<TData>,
    streamQuery: async <TNode>(name: string, variables?: Variables, options?: CallOptions) =>
      edgeNodes<TNode>(await run({ kind: 'query', name }, variables, options)),
    mutation: <TData>(name: string, variables?: Variables, options?: CallOptions) =>
      run({ kind: 'mutation', name }, variables, options) as Promise<TData>,
    queryText: <TData>(text: string, variables?: Variables, options?: CallOptions) =>
      run({ kind: 'query', text }, variables, options) as Promise<TData>,
    mutationText: <TData>(text: string, variables?: Variables, options?: CallOptions) =>
      run({ kind: 'mutation', text }, variables, options) as Promise<TData>,
  };
}

/** `data[firstKey].edges.map(e => e.node)`; [] when the connection or its edges are missing. */
export function edgeNodes<TNode>(data: unknown): TNode[] {
  if (!isRecord(data)) return [];
  const connection = Object.values(data)[0];
  if (!isRecord(connection) || !Array.isArray(connection.edges)) return [];
  return connection.edges.filter(isRecord).map((edge) => edge.node as TNode);
}

function report(hook: TransportConfig['onError'], error: unknown, name: string | null): void {
  // UNAUTHENTICATED is an expected state (logged out, expired token), not an incident.
  if (!hook || !(error instanceof TransportError) || error.code === 'UNAUTHENTICATED') return;
  const warn = (failure: unknown) => console.warn('Transport error hook failed', failure);
  try {
    // A reporting failure must never replace the error the caller is waiting for.
    const result: unknown = hook(error, { name: name ?? '(anonymous)' });
    if (result instanceof Promise) result.catch(warn);
  } catch (failure) {
    warn(failure);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
