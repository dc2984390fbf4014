// Apollo Client 4 on top of the one transport. The link is terminating: it never prints the bundled
// document (the server only runs the texts it ships), it looks the operation up by name, lets the
// transport download that text and POST it, and hands back `{ data }`.
// Because the server's text is what runs, the cache's added `__typename` fields never reach the
// server: the .gql files themselves must select `__typename` and `id` for normalisation.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import type { OperationKind } from './documents.js';
import { TransportError } from './errors.js';
import type { CallOptions, Transport } from './transport.js';

/** Operation name → where its file lives (`aspireNews/getAspireNewsStream`). */
export type OperationPaths = Record<string, { kind: OperationKind; path: string }>;

export interface TransportLinkOptions {
  transport: Transport;
  /** Names absent from the map are fetched as `{kind}/{operationName}.gql`. */
  operationPaths?: OperationPaths;
}

export function createTransportLink({ transport, operationPaths = {} }: TransportLinkOptions): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let closed = false;
        execute(transport, operationPaths, operation).then(
          (result) => {
            if (closed) return;
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => {
            if (!closed) observer.error(error);
          },
        );
        // fetch is not aborted (the transport has no signal); late answers are simply dropped.
        return () => {
          closed = true;
        };
      }),
  );
}

async function execute(
  transport: Transport,
  operationPaths: OperationPaths,
  operation: ApolloLink.Operation,
): Promise<ApolloLink.Result> {
  const { operationName, operationType } = operation;
  if (operationType !== 'query' && operationType !== 'mutation') {
    throw new Error(`The transport link cannot run ${operationType} operations`);
  }
  if (!operationName) throw new Error('The transport link needs named operations');
  const entry = operationPaths[operationName];
  if (entry && entry.kind !== operationType) {
    throw new Error(`operationPaths lists ${operationName} as a ${entry.kind}, the document says ${operationType}`);
  }
  const path = entry?.path ?? operationName;
  const options: CallOptions = {};
  const headers = stringHeaders(operation.getContext().headers);
  if (headers) options.headers = headers;

  try {
    const data =
      operationType === 'query'
        ? await transport.query<Record<string, unknown>>(path, operation.variables, options)
        : await transport.mutation<Record<string, unknown>>(path, operation.variables, options);
    return { data };
  } catch (error) {
    // GraphQL errors go back as a result so Apollo raises CombinedGraphQLErrors and honours the
    // errorPolicy; everything else (network, download, non-JSON) surfaces as the TransportError.
    if (error instanceof TransportError && error.graphQLErrors?.length) {
      return { data: null, errors: error.graphQLErrors };
    }
    throw error;
  }
}

/** Per-operation headers from Apollo's context (`context: { headers }`), strings only. */
function stringHeaders(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export interface CreateApolloClientOptions extends TransportLinkOptions {
  /** True while rendering on the server, so Apollo skips refetches meant for the browser. */
  ssrMode?: boolean;
}

export function createApolloClient({ transport, operationPaths, ssrMode }: CreateApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: createTransportLink({ transport, operationPaths: operationPaths ?? {} }),
    // A template's payload has no id: answers of different queries about the same template merge
    // into it instead of replacing it (a polled campaign would otherwise refetch its template).
    cache: new InMemoryCache({ typePolicies: { NewsletterTemplate: { fields: { payload: { merge: true } } } } }),
    ssrMode: ssrMode ?? false,
  });
}
