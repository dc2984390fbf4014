import type { FastifyInstance } from 'fastify';
import { EXPORT_FORMATS, EXPORT_MESSAGES, EXPORT_PERMISSIONS } from '../../shared/exports.js';
import { hasAnyPermission } from '../../shared/roles.js';
import type { AppServices } from '../graphql/context.js';
import { resolveCmsViewerBySession } from '../modules/cmsAuth/viewer.js';
import { canActOnTenant } from '../modules/cmsUsers/viewer.js';
import { downloadSecret, verifyDownload } from '../modules/exports/download.js';
import { findExportForDownload } from '../modules/exports/repo.js';
import { effectiveStatus } from '../modules/exports/service.js';
import { sendError } from './assetRoutes.js';
import { attachmentDisposition } from './files.js';

/**
 * GET /api/exports/{id}/download?token=…: a finished export's file, streamed from storage
 * (docs/exports.md "Downloading"). The token is the one getExport's downloadUrl carries: signed for
 * this export and the CMS session of the user who asked, for 15 minutes. Checked on every call:
 * the signature (403), the link's age (410), the session still live and its user active (401),
 * the user allowed on the export's site and holding its kind's permission now (403), the export
 * done and its file still kept (409 not yet, 410 expired). The answer is an attachment —
 * text/csv; charset=utf-8 (the file starts with a byte-order mark), or application/zip for a print
 * export — never cached, never rendered.
 */
export function registerExportRoutes(app: FastifyInstance, { services }: { services: AppServices }): void {
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>('/api/exports/:id/download', async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    const claim = verifyDownload(await downloadSecret(services.db), request.query.token);
    if (id === null || !claim || claim.exportId !== id) return sendError(reply, 403, 'FORBIDDEN', EXPORT_MESSAGES.linkInvalid);
    const now = new Date();
    if (claim.expires * 1000 <= now.getTime()) return sendError(reply, 410, 'LINK_EXPIRED', EXPORT_MESSAGES.linkExpired);
    const viewer = await resolveCmsViewerBySession(services.db, claim.sessionId, now);
    if (!viewer) return sendError(reply, 401, 'UNAUTHENTICATED', 'You must be logged in to do this.');
    const row = await findExportForDownload(services.db, id);
    if (!row) return sendError(reply, 404, 'NOT_FOUND', `No export with id ${id} was found.`);
    const permissions = EXPORT_PERMISSIONS[row.kind];
    if (!canActOnTenant(viewer, row.tenantId) || !hasAnyPermission(viewer.permissions, permissions)) {
      return sendError(reply, 403, 'FORBIDDEN', `You do not have permission to do this (needs ${permissions.join(' or ')}).`);
    }
    const status = effectiveStatus(row, now);
    if (status === 'queued' || status === 'running' || status === 'failed') return sendError(reply, 409, 'NOT_READY', EXPORT_MESSAGES.notReady);
    const file = status === 'done' && row.fileKey ? await services.storage.getStream(row.fileKey) : null;
    if (!file) return sendError(reply, 410, 'EXPIRED', EXPORT_MESSAGES.fileGone);
    reply
      .header('content-type', EXPORT_FORMATS[row.kind].contentType)
      .header('content-disposition', attachmentDisposition(row.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('referrer-policy', 'no-referrer');
    if (row.byteSize !== null) reply.header('content-length', String(row.byteSize));
    services.log.info({ exportId: id, userId: viewer.id, tenantId: row.tenantId }, 'export downloaded');
    return reply.send(file);
  });
}
