/**
 * Whether an error means the database cannot be reached right now (not a bug, not bad input): the
 * server answers such requests with 503 and Retry-After, pages from the cache keep answering.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
/** PostgreSQL: admin or crash shutdown, cannot connect now, connection exceptions, too many connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
const MESSAGES = [/not currently accepting connections/i, /the database system is (starting up|shutting down|in recovery mode)/i, /connection terminated/i, /timeout exceeded when trying to connect/i, /connection error/i, /pglite is closed/i, /cannot use a pool after calling end/i, /client was closed/i];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const { code, message, cause, originalError } = error as { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code))) return true;
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(originalError, depth + 1);
}
