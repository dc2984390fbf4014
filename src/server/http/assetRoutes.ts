import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { ASSET_UPLOAD_ROUTE, UPLOAD_FILE_NAME_HEADER } from '../../shared/assets.js';
import { createContext, type AppServices, type GraphQLContext } from '../graphql/context.js';
import { requirePermission } from '../modules/cmsAuth/access.js';
import { createImageDelivery, parseImageRequest, type ImageRequestParams } from '../modules/assets/delivery.js';
import { assetJson } from '../modules/assets/json.js';
import { createUploadedAsset, UploadRefused } from '../modules/assets/upload.js';
import { noteRequestError } from './requestLog.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ statusCode: status, code, message });
}

/**
 * GraphQL errors thrown by the shared services (auth, tenant) keep their code and HTTP status;
 * anything else is a bug, logged with its stack on the request's one line (requestLog.ts).
 */
export function sendThrown(reply: FastifyReply, error: unknown) {
  if (error instanceof UploadRefused) return sendError(reply, error.status, error.code, error.message);
  if (error instanceof GraphQLError) {
    const code = typeof error.extensions['code'] === 'string' ? error.extensions['code'] : 'BAD_REQUEST';
    const http = error.extensions['http'] as { status?: number } | undefined;
    return sendError(reply, http?.status ?? 400, code, error.message);
  }
  noteRequestError(reply, { error, unexpected: true });
  return sendError(reply, 500, 'INTERNAL', 'The file could not be stored. Try again in a moment.');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the upload route's onRequest hook once the caller may upload. */
    assetUploadContext?: GraphQLContext;
  }
}

/**
 * POST /api/assets (uploads; GraphQL stays JSON-only) and GET /images/{id}/{version}/{name}
 * (resized variants). See README "Media library".
 */
export async function registerAssetRoutes(app: FastifyInstance, { services, imageCacheDir }: { services: AppServices; imageCacheDir: string }) {
  const bodyLimit = services.config.assetMaxUploadBytes;
  const limitMb = Number((bodyLimit / 1024 / 1024).toFixed(1));

  await app.register(async (scope) => {
    // Only this scope reads raw bodies: any Content-Type arrives as a Buffer, checked by the service.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return sendError(reply, 413, 'TOO_LARGE', `The file is larger than ${limitMb} MB.`);
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_TYPE' || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return sendError(reply, 415, 'UNSUPPORTED_TYPE', 'Send the file with its Content-Type.');
      }
      if (error.statusCode && error.statusCode < 500) return sendError(reply, error.statusCode, error.code ?? 'BAD_REQUEST', error.message);
      noteRequestError(reply, { error, unexpected: true });
      return sendError(reply, 500, 'INTERNAL', 'The file could not be stored. Try again in a moment.');
    });

    scope.post(ASSET_UPLOAD_ROUTE, {
      bodyLimit,
      // Who is uploading is settled before the body is read: a refused caller never streams 25 MB.
      onRequest: async (request, reply) => {
        try {
          const declared = Number(request.headers['content-length'] ?? 0);
          const ctx = await createContext(services, { headers: request.headers, ip: request.ip, protocol: request.protocol, requestId: request.id });
          requirePermission(ctx, 'manage_assets');
          if (declared > bodyLimit) return sendError(reply, 413, 'TOO_LARGE', `The file is larger than ${limitMb} MB.`);
          request.assetUploadContext = ctx;
        } catch (error) {
          return sendThrown(reply, error);
        }
        return undefined;
      },
      handler: async (request, reply) => {
        const ctx = request.assetUploadContext;
        if (!ctx) return sendError(reply, 401, 'UNAUTHENTICATED', 'You must be logged in to do this.');
        if (!Buffer.isBuffer(request.body)) return sendError(reply, 400, 'EMPTY_FILE', 'Send the file as the request body.');
        const header = request.headers[UPLOAD_FILE_NAME_HEADER];
        try {
          const row = await createUploadedAsset(ctx, {
            fileName: Array.isArray(header) ? header[0] : header,
            contentType: request.headers['content-type'],
            bytes: new Uint8Array(request.body.buffer, request.body.byteOffset, request.body.byteLength),
          });
          return reply.code(201).header('cache-control', 'no-store').send(assetJson(row));
        } catch (error) {
          return sendThrown(reply, error);
        }
      },
    });
  });

  const delivery = createImageDelivery({ db: services.db, storage: services.storage, cacheDir: imageCacheDir });
  app.get<{ Params: { id: string; version: string; name: string }; Querystring: Record<string, string | string[] | undefined> }>(
    '/images/:id/:version/:name',
    async (request, reply) => {
      const single = (value: string | string[] | undefined) => (Array.isArray(value) ? '' : value);
      const params: ImageRequestParams = { ...request.params, w: single(request.query['w']), fm: single(request.query['fm']), ar: single(request.query['ar']) };
      const parsed = parseImageRequest(params);
      if (!parsed.ok) return sendError(reply, 400, 'BAD_IMAGE_REQUEST', parsed.message);
      try {
        const result = await delivery.deliver(parsed.key);
        if (result.kind === 'notFound') return sendError(reply, 404, 'NOT_FOUND', result.message);
        if (result.kind === 'moved') return reply.header('cache-control', 'public, max-age=300').redirect(result.location, 302);
        reply.header('cache-control', IMMUTABLE).header('etag', result.etag).header('content-type', result.contentType);
        if (request.headers['if-none-match'] === result.etag) return reply.code(304).send();
        return reply.send(result.bytes);
      } catch (error) {
        // A corrupt original: a missing image is better than a 500 page element (logged as a bug).
        noteRequestError(reply, { error, unexpected: true });
        return sendError(reply, 404, 'NOT_RENDERABLE', `Image ${parsed.key.id} could not be rendered.`);
      }
    },
  );
}
