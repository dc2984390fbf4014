import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { UPLOAD_FILE_NAME_HEADER } from '../../shared/assets.js';
import { SITE_USER_IMPORT_UPLOAD_ROUTE, type UploadedImport } from '../../shared/siteUserImport.js';
import { createContext, type AppServices, type GraphQLContext } from '../graphql/context.js';
import { requirePermission } from '../modules/cmsAuth/access.js';
import { storeUpload } from '../modules/siteUserImports/service.js';
import { sendError, sendThrown } from './assetRoutes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the import upload's onRequest hook once the caller may upload. */
    siteUserImportContext?: GraphQLContext;
  }
}

/**
 * POST /api/site-user-imports: the CSV file of a site-user import as the raw body (any content
 * type; the name in x-file-name). The body is streamed into the database, never held whole; the
 * answer is the stored import's id with its columns, first rows and row count (201), or a refusal
 * (400 not CSV, no header or no rows; 413 too large). manage_site_users, checked before the body
 * is read. GraphQL then starts it (startSiteUserImport).
 */
export async function registerSiteUserImportRoute(app: FastifyInstance, { services }: { services: AppServices }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The request stream itself is the body: storeUpload reads it chunk by chunk.
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post(SITE_USER_IMPORT_UPLOAD_ROUTE, {
      onRequest: async (request, reply) => {
        try {
          const ctx = await createContext(services, { headers: request.headers, ip: request.ip, protocol: request.protocol, requestId: request.id });
          requirePermission(ctx, 'manage_site_users');
          request.siteUserImportContext = ctx;
        } catch (error) {
          return sendThrown(reply, error);
        }
        return undefined;
      },
      handler: async (request, reply) => {
        const ctx = request.siteUserImportContext;
        if (!ctx) return sendError(reply, 401, 'UNAUTHENTICATED', 'You must be logged in to do this.');
        const header = request.headers[UPLOAD_FILE_NAME_HEADER];
        const body = request.body as Readable | undefined;
        if (!body || typeof (body as AsyncIterable<Buffer>)[Symbol.asyncIterator] !== 'function') return sendError(reply, 400, 'EMPTY_FILE', 'Send the file as the request body.');
        try {
          const row = await storeUpload(ctx, { fileName: (Array.isArray(header) ? header[0] : header) ?? '', body: body as AsyncIterable<Buffer> });
          const answer: UploadedImport = { id: row.id, version: row.version, fileName: row.fileName, columns: row.columns, sampleRows: row.sample, rowCount: row.rowCount, mapping: row.mapping ?? [] };
          return reply.code(201).header('cache-control', 'no-store').send(answer);
        } catch (error) {
          // The rest of a refused body is not read: the connection closes after the answer.
          if (!body.readableEnded) reply.header('connection', 'close');
          return sendThrown(reply, error);
        }
      },
    });
  });
}
