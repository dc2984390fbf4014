import { errorScreenText, isAdminPath, isCrawler } from '../shared/errorScreen.js';

/**
 * Which error screen a request gets (spec 002 §2 "Error screen"): crawlers none (the error is only
 * logged), admin paths the admin frame titled 'Error', everyone else the public page layout with
 * 'Return to Home'. Pure, so the server's +data and the page's fallback agree.
 */
export type ErrorScreenKind = 'public' | 'admin' | 'crawler';

export interface ErrorView {
  kind: ErrorScreenKind;
  statusCode: number;
  /** '404 - Page Not Found' or '{statusCode} - {message}'. */
  text: string;
}

export interface ErrorRequest {
  is404: boolean | null | undefined;
  abortStatusCode: number | null | undefined;
  abortReason: unknown;
  pathname: string;
  userAgent: string | null | undefined;
}

export function errorViewOf(request: ErrorRequest): ErrorView {
  const statusCode = request.is404 ? 404 : (request.abortStatusCode ?? 500);
  // Only a reason given on purpose (throw render(status, 'reason')) is shown: an unexpected
  // exception's message may hold internals, so it stays in the log.
  const reason = typeof request.abortReason === 'string' ? request.abortReason : null;
  const text = errorScreenText({ statusCode, message: reason });
  if (isCrawler(request.userAgent)) return { kind: 'crawler', statusCode, text };
  return { kind: isAdminPath(request.pathname, reason) ? 'admin' : 'public', statusCode, text };
}

/** The request facts of a Vike page context (server or browser). */
export function errorRequestOf(pageContext: {
  is404?: boolean | null;
  abortStatusCode?: number | null;
  abortReason?: unknown;
  urlPathname: string;
  headers?: Record<string, string> | null;
}): ErrorRequest {
  return {
    is404: pageContext.is404,
    abortStatusCode: pageContext.abortStatusCode,
    abortReason: pageContext.abortReason,
    pathname: pageContext.urlPathname,
    userAgent: pageContext.headers?.['user-agent'],
  };
}
