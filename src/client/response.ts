// Turns the answer of POST {endpoint} into data or a TransportError, following spec 000 §8.
import {
  NETWORK_ERROR_MESSAGE,
  THROWN_ERROR_STATUS,
  TransportError,
  statusCodeMessage,
  type TransportGraphQLError,
} from './errors.js';

export interface PostRequest {
  fetch: typeof fetch;
  endpoint: string;
  headers: Headers;
  query: string;
  variables: Record<string, unknown>;
}

/** Sends one operation and returns the response's `data` (or throws a TransportError). */
export async function postOperation(request: PostRequest): Promise<unknown> {
  let response: Response;
  let body: string;
  try {
    response = await request.fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify({ query: request.query, variables: request.variables }),
    });
    // A connection dropped while reading the body is a network failure too.
    body = await response.text();
  } catch (cause) {
    throw new TransportError(NETWORK_ERROR_MESSAGE, {
      status: THROWN_ERROR_STATUS,
      retryable: true,
      cause,
    });
  }
  return interpretResponse(response, body);
}

export function interpretResponse(response: Response, body: string): unknown {
  const json = parseJsonObject(body);
  if (json !== null) {
    const errors = graphQLErrorsOf(json.errors, response.status);
    if (errors.length > 0) throw graphQLError(errors, response.status);
    if ('data' in json) return json.data;
  }
  // Not a GraphQL answer (a proxy's HTML page, an empty 502, JSON without data): §8 "Non-JSON failure".
  throw new TransportError(nonJsonMessage(response), { status: response.status, retryable: true });
}

function nonJsonMessage(response: Response): string {
  // A 200 status text ("OK") would be a confusing error message; the numbered text is clearer.
  const statusText = response.statusText.trim();
  return !response.ok && statusText !== '' ? statusText : statusCodeMessage(response.status);
}

function parseJsonObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

function graphQLErrorsOf(value: unknown, status: number): TransportGraphQLError[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: unknown): TransportGraphQLError => {
    if (!isRecord(entry) || typeof entry.message !== 'string') {
      // A malformed entry still signals failure; never let it pass as success.
      return { message: statusCodeMessage(status) };
    }
    // Keep `path` and `locations` too: Apollo's CombinedGraphQLErrors shows them.
    const { extensions, ...rest } = entry;
    return isRecord(extensions)
      ? { ...rest, message: entry.message, extensions }
      : { ...rest, message: entry.message };
  });
}

function graphQLError(errors: TransportGraphQLError[], status: number): TransportError {
  const [first] = errors as [TransportGraphQLError, ...TransportGraphQLError[]];
  const code = first.extensions?.code;
  const fieldErrors = stringRecord(first.extensions?.fieldErrors);
  return new TransportError(first.message, {
    status,
    graphQLErrors: errors,
    ...(typeof code === 'string' ? { code } : {}),
    ...(fieldErrors ? { fieldErrors } : {}),
  });
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
