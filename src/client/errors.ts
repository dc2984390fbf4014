// The transport's single error type and the user-facing words of spec 000 §8 (error catalogue).
// The message texts are quoted verbatim from the spec: screens show them as they are.

/** Spec 000 §8, "Network error on a backend call". */
export const NETWORK_ERROR_MESSAGE =
  'There was a problem connecting to the database. Please try again later or contact your site administrator.';

/** Spec 000 §8, "Query text download fails". */
export const DOWNLOAD_FAILED_MESSAGE = 'Failed to download GQL file';

/** Spec 000 §8, "Query text invalid". */
export const INVALID_GQL_FORMAT_MESSAGE = 'Invalid GQL Format';

/** Spec 000 §8, "Thrown error": a failure without an HTTP answer is reported as status 500. */
export const THROWN_ERROR_STATUS = 500;

/** Spec 000 §8, "Non-JSON failure" when the response carries no status text. */
export function statusCodeMessage(status: number): string {
  return `Status code ${status}: An error occurred, please try again. If this continues, please contact support.`;
}

/** One entry of a GraphQL response's `errors` array, as graphql-yoga sends it. */
export interface TransportGraphQLError {
  message: string;
  extensions?: Record<string, unknown>;
}

export interface TransportErrorInit {
  status: number;
  code?: string;
  graphQLErrors?: ReadonlyArray<TransportGraphQLError>;
  fieldErrors?: Record<string, string>;
  /**
   * Whether one more attempt may succeed (network failures, non-JSON answers). GraphQL errors
   * and malformed operation texts are answers, not accidents: repeating the call cannot help.
   */
  retryable?: boolean;
  cause?: unknown;
}

export class TransportError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly graphQLErrors?: ReadonlyArray<TransportGraphQLError>;
  readonly fieldErrors?: Record<string, string>;
  readonly retryable: boolean;

  constructor(message: string, init: TransportErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'TransportError';
    this.status = init.status;
    this.retryable = init.retryable ?? false;
    // Optional fields are only set when known, so `'code' in error` and deep equality stay honest.
    if (init.code !== undefined) this.code = init.code;
    if (init.graphQLErrors !== undefined) this.graphQLErrors = init.graphQLErrors;
    if (init.fieldErrors !== undefined) this.fieldErrors = init.fieldErrors;
  }
}

export function isTransportError(value: unknown): value is TransportError {
  return value instanceof TransportError;
}
