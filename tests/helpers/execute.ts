import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { createTransport, type Transport } from '../../src/client/transport.js';
import { loadOperations } from '../../src/server/graphql/operations.js';
import type { TestServer } from './testServer.js';

const registry = loadOperations();

export interface CallOptions {
  /** Tenant selection and credentials, exactly as a client sends them. */
  tenantKey?: string | null;
  domain?: string | null;
  cmsToken?: string | null;
  siteUserToken?: string | null;
  headers?: Record<string, string>;
}

/** The project's own client transport pointed at a test server (GET the text, POST it). */
export function clientFor(server: TestServer, options: CallOptions = {}): Transport {
  return createTransport({
    endpoint: `${server.url}/graphql`,
    version: 'test',
    tenantKey: options.tenantKey ?? null,
    domain: () => options.domain ?? 'localhost',
    getCmsToken: () => options.cmsToken ?? null,
    getSiteUserToken: () => options.siteUserToken ?? null,
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

function operationOf(document: TypedDocumentNode<unknown, never>) {
  const definition = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const name = definition?.name?.value;
  const op = registry.all.find((o) => o.name === name);
  if (!definition || !op) throw new Error(`No operations/ file for ${name ?? 'an anonymous operation'}`);
  return op;
}

/** Runs a typed document through the real HTTP path and returns its typed data (or throws TransportError). */
export async function execute<TData, TVariables extends Record<string, unknown>>(
  server: TestServer,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: CallOptions = {},
): Promise<TData> {
  const op = operationOf(document as TypedDocumentNode<unknown, never>);
  const client = clientFor(server, options);
  return (op.kind === 'query' ? client.query<TData>(op.path, variables) : client.mutation<TData>(op.path, variables));
}

export interface RawResponse {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** POSTs an operation's text with any variables (even ill-typed ones) and returns status and body. */
export async function post(
  server: TestServer,
  name: string,
  variables: unknown,
  { headers = {}, text }: { headers?: Record<string, string>; text?: string } = {},
): Promise<RawResponse> {
  const op = registry.all.find((o) => o.path === name || o.name === name);
  const query = text ?? op?.text;
  if (!query) throw new Error(`Unknown operation ${name}`);
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as RawResponse['body'] };
}

/** The error code of the first GraphQL error. */
export const codeOf = (response: RawResponse) => response.body.errors?.[0]?.extensions?.code;
