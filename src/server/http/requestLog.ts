import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/** Secret query values are masked in logs (credentials never reach a log line). */
const SENSITIVE_QUERY = /([?&](?:hash|token|refreshToken|password)=)[^&]*/gi;

export const maskUrl = (url: string) => url.replace(SENSITIVE_QUERY, '$1***');

/** Request lines are written at LOG_LEVEL info or lower. */
export const logsRequests = (level: string) => level === 'info' || level === 'debug' || level === 'trace';

export interface RequestLine {
  id: unknown;
  method: string;
  url: string;
  ip: string | undefined;
  status: number;
  ms: number;
}

/**
 * One log line per answered request — method, path, status and time (`GET /news 200 3.1 ms`), with
 * the same fields structured — instead of Fastify's two ("incoming request", "request completed").
 * Written by Fastify's log controller below for its answers, and by the page-cache front for its hits.
 */
export function logRequest(log: FastifyBaseLogger, { id, method, url, ip, status, ms }: RequestLine): void {
  const path = maskUrl(url);
  const time = Math.round(ms * 10) / 10;
  log.info({ reqId: typeof id === 'string' ? id : undefined, req: { method, url: path, ip }, res: { statusCode: status }, responseTime: time }, `${method} ${path} ${status} ${time} ms`);
}

/** Fastify's request logging with the one line above; its error logs (5xx with the stack) are kept. */
export function oneLineLogController(): LogController {
  return new (class extends LogController {
    override incomingRequest(): void {}
    override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
      if (error) return super.requestCompleted(error, request, reply);
      logRequest(reply.log, { id: undefined /* the child logger carries reqId */, method: request.method, url: request.url, ip: request.ip, status: reply.statusCode, ms: reply.elapsedTime });
    }
  })();
}
