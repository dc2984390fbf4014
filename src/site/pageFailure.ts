import { render } from 'vike/abort';

/**
 * What a page's +data hook throws for a failure of its data: while the database cannot be reached
 * (an answer with status 503) the error screen says so in the site's frame, with a 503 and
 * Retry-After (the page handler adds it); anything else goes on as it is (500, logged).
 */
export function pageFailure(error: unknown): unknown {
  const { status, message } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; message?: unknown };
  return status === 503 && typeof message === 'string' ? render(503, message) : error;
}
