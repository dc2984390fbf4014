import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/** Secret query values are masked in logs (credentials never reach a log line). */
const SENSITIVE_QUERY = /([?&](?:hash|token|refreshToken|password)=)[^&]*/gi;

export const maskUrl = (url: string) => url.replace(SENSITIVE_QUERY, '$1***');

/** Request lines are written at LOG_LEVEL info or lower. */
export const logsRequests = (level: string) => level === 'info' || level === 'debug' || level === 'trace';

/** An error a request met: a bug (logged with its stack) or the caller's mistake (message only). */
export interface RequestError {
  error: unknown;
  /** A bug or an outage: the line is written at level error with the stack (`err`). */
  unexpected: boolean;
}

export interface RequestLine {
  id: unknown;
  method: string;
  url: string;
  ip: string | undefined;
  status: number;
  ms: number;
  failure?: RequestError | undefined;
}

/** What a client error says in the log: its code and message, never a stack. */
function clientErrorFields(error: unknown): { code?: string; message: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? { code, message: error.message } : { message: error.message };
}

/**
 * One log line per answered request — method, path, status and time (`GET /news 200 3.1 ms`), with
 * the same fields structured — instead of Fastify's two ("incoming request", "request completed";
 * "Route … not found"; a client error's own line with its stack). An error the request met rides on
 * the same line: a bug (5xx, or an error GraphQL masked as 'Unexpected error.') at level error with
 * its stack under `err`; a client error (4xx: a body that is not JSON, too large) at info with
 * `error: { code, message }` and no stack — it is the caller's mistake, not something to debug here.
 * Written by Fastify's log controller below for its answers, and by the page-cache front for its hits.
 */
export function logRequest(log: FastifyBaseLogger, { id, method, url, ip, status, ms, failure }: RequestLine): void {
  const path = maskUrl(url);
  const time = Math.round(ms * 10) / 10;
  const fields = { reqId: typeof id === 'string' ? id : undefined, req: { method, url: path, ip }, res: { statusCode: status }, responseTime: time };
  const msg = `${method} ${path} ${status} ${time} ms`;
  if (failure?.unexpected || (failure && status >= 500)) log.error({ ...fields, err: failure.error }, msg);
  else if (failure) log.info({ ...fields, error: clientErrorFields(failure.error) }, msg);
  else log.info(fields, msg);
}

/** Errors met by requests still being answered, for their one line (keyed by Fastify's reply). */
const failures = new WeakMap<FastifyReply, RequestError>();

/** Records the error a request met (the first one counts) for its request line. */
export function noteRequestError(reply: FastifyReply, failure: RequestError): void {
  if (!failures.has(reply)) failures.set(reply, failure);
}

/** Fastify's request logging as the one line above, with the error a request met folded into it. */
export function oneLineLogController(): LogController {
  return new (class extends LogController {
    override incomingRequest(): void {}
    // The request line says 404.
    override routeNotFound(): void {}
    // Fastify's default error handler: logged on the request line instead (4xx without the stack).
    override defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
      noteRequestError(reply, { error, unexpected: reply.statusCode >= 500 });
    }
    override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
      const failure = error ? { error, unexpected: true } : failures.get(reply);
      logRequest(reply.log, { id: undefined /* the child logger carries reqId */, method: request.method, url: request.url, ip: request.ip, status: reply.statusCode, ms: reply.elapsedTime, failure });
    }
  })();
}
