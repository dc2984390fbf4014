import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { COMPANY_UPDATE_LIMITS } from '../../shared/companyUpdates.js';
import { createContext, type AppServices } from '../graphql/context.js';
import { UploadRefused } from '../modules/assets/upload.js';
import { logoSecret, pendingLogoKey, verifyLogoToken } from '../modules/companyUpdates/links.js';
import { logoContentType, storeCompanyLogo } from '../modules/companyUpdates/logo.js';
import { sendError } from './assetRoutes.js';
import { noteRequestError } from './requestLog.js';

/**
 * The two file routes of company updates (docs/company-updates.md "Logo"):
 * - POST /company-update/{hash}/logo: the company's form uploads a new logo (the image as the raw
 *   body, at most COMPANY_UPDATE_LIMITS.logoBytes). The link is the only credential: the update it
 *   names on the asking site must still take changes. Answers 201 { logo, url, width, height } or a
 *   4xx { statusCode, code, message } — never a 500 for anything the caller sent.
 * - GET /company-update-logo?token={token}: an uploaded logo, seen through the signed link the form and
 *   the review screen are given (an hour). Served as the image type its bytes were checked to be,
 *   with nosniff, a script-less policy and no caching by shared caches.
 */
export async function registerCompanyUpdateRoutes(app: FastifyInstance, { services }: { services: AppServices }): Promise<void> {
  const limit = COMPANY_UPDATE_LIMITS.logoBytes;
  const limitMb = limit / 1024 / 1024;

  await app.register(async (scope) => {
    // Only this scope reads raw bodies: the bytes are checked by their signature, not their label.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limit }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return sendError(reply, 413, 'TOO_LARGE', `The logo is larger than ${limitMb} MB.`);
      if (error.code === 'FST_ERR_CTP_EMPTY_TYPE' || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, 'UNSUPPORTED_TYPE', 'Send the image with its Content-Type.');
      if (error.statusCode && error.statusCode < 500) return sendError(reply, error.statusCode, error.code ?? 'BAD_REQUEST', error.message);
      noteRequestError(reply, { error, unexpected: true });
      return sendError(reply, 500, 'INTERNAL', 'The logo could not be stored. Try again in a moment.');
    });

    scope.post<{ Params: { hash: string } }>('/company-update/:hash/logo', {
      bodyLimit: limit,
      onRequest: async (request, reply) => {
        if (Number(request.headers['content-length'] ?? 0) > limit) return sendError(reply, 413, 'TOO_LARGE', `The logo is larger than ${limitMb} MB.`);
        return undefined;
      },
      handler: async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) return sendError(reply, 400, 'EMPTY_FILE', 'Send the image as the request body.');
        try {
          const ctx = await createContext(services, { headers: request.headers, ip: request.ip, protocol: request.protocol, requestId: String(request.id) });
          const stored = await storeCompanyLogo(ctx, request.params.hash, new Uint8Array(request.body.buffer, request.body.byteOffset, request.body.byteLength));
          return reply.code(201).header('cache-control', 'no-store').send(stored);
        } catch (error) {
          if (error instanceof UploadRefused) return sendError(reply, error.status, error.code, error.message);
          if (error instanceof GraphQLError) {
            const http = error.extensions['http'] as { status?: number } | undefined;
            return sendError(reply, http?.status ?? 400, String(error.extensions['code'] ?? 'BAD_REQUEST'), error.message);
          }
          noteRequestError(reply, { error, unexpected: true });
          return sendError(reply, 500, 'INTERNAL', 'The logo could not be stored. Try again in a moment.');
        }
      },
    });
  });

  app.get<{ Querystring: { token?: string } }>('/company-update-logo', async (request, reply) => {
    const claim = verifyLogoToken(await logoSecret(services.db), request.query.token);
    if (!claim) return sendError(reply, 403, 'FORBIDDEN', 'This logo link is not valid.');
    if (claim.expires * 1000 <= Date.now()) return sendError(reply, 410, 'LINK_EXPIRED', 'This logo link has expired. Reload the page for a new one.');
    const bytes = await services.storage.get(pendingLogoKey(claim.tenantId, claim.updateId, claim.file));
    if (!bytes) return sendError(reply, 404, 'NOT_FOUND', 'This logo is no longer stored.');
    return reply
      .header('content-type', logoContentType(claim.file))
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(Buffer.from(bytes));
  });
}
