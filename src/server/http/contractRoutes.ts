import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONTRACT_MESSAGES, CONTRACT_STATUS } from '../../shared/contracts.js';
import { hasAnyPermission } from '../../shared/roles.js';
import { ALL_SITES } from '../cache/siteChanges.js';
import { resolveRequestTenant, type AppServices } from '../graphql/context.js';
import { resolveCmsViewerBySession } from '../modules/cmsAuth/viewer.js';
import { canActOnTenant } from '../modules/cmsUsers/viewer.js';
import { MANAGE_CONTRACTS } from '../modules/contracts/common.js';
import { contractOfLink } from '../modules/contracts/contributor.js';
import { contractPdfSecret, verifyAdminPdf } from '../modules/contracts/links.js';
import { contractPdf, contractPdfFileName } from '../modules/contracts/pdf.js';
import { findContract, type ContractRow } from '../modules/contracts/repo.js';
import { findPerson } from '../modules/persons/repo.js';
import { sendError } from './assetRoutes.js';
import { attachmentDisposition } from './files.js';
import { forSite } from './publicRoutes.js';
import { escapeXml as escapeHtml } from './xml.js';

/**
 * The contracts' PDF downloads (docs/contracts.md "PDF"):
 * - GET /api/contracts/{id}/pdf?token=… — editors, any status: the link getContract's pdfUrl
 *   carries, signed for the contract, its site and the CMS session, for 15 minutes (like the export
 *   downloads): checked are the signature (403), the age (410), the session still live (401) and its
 *   user allowed on the site with manage_contracts now (403).
 * - GET /contract/{id}/pdf?token=… — the contributor, with the link of the latest send, once the
 *   contract is approved. A link that does not work gets the same 404 page as an unknown contract.
 * Both are attachments, never cached, never sent on as a referrer.
 */
const ID = /^\d{1,9}$/;

async function siteNameFor(services: AppServices, tenantId: number): Promise<string> {
  const [settings, tenants] = await Promise.all([services.slots.settings.get(tenantId), services.slots.tenants.get(ALL_SITES)]);
  return settings.site.general.siteName || tenants.all.find((t) => t.id === tenantId)?.name || '';
}

async function sendPdf(services: AppServices, reply: FastifyReply, row: ContractRow): Promise<FastifyReply> {
  const person = await findPerson(services.db, row.tenantId, row.contributorId);
  const doc = await contractPdf({ ...row, siteName: await siteNameFor(services, row.tenantId), contributorName: person?.fullName ?? '', now: new Date() });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(contractPdfFileName(row.id, row.title)))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('referrer-policy', 'no-referrer')
    .send(doc);
}

function plainPage(reply: FastifyReply, status: number, title: string, text: string): FastifyReply {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
<main style="max-width:560px;margin:48px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.1)">
<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Go to the home page</a></p>
</main></body></html>`;
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(html);
}

/** The contributor's page, /contract/{id}[/] with its query: checked before the page renders. */
const CONTRACT_PAGE = /^\/contract\/([^/?#]+)\/?(?:\?|$)/;

export function registerContractRoutes(app: FastifyInstance, { services }: { services: AppServices }): void {
  // /contract/{id}?token=… is a Vike page (src/site/contract). A link that does not work — unknown
  // id, wrong, old or foreign token, a draft — is answered here with the same plain 404 page, so the
  // site's page never renders for it and nothing tells whether the contract exists.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const match = CONTRACT_PAGE.exec(request.url);
    if (!match) return;
    // An unknown site or an outage is the page handler's to answer, as for any page.
    let tenantId: number;
    try {
      tenantId = (await resolveRequestTenant(services, request.headers)).id;
    } catch {
      return;
    }
    const token = new URL(request.url, 'http://x.invalid').searchParams.get('token');
    const id = ID.test(match[1]!) ? Number(match[1]) : null;
    const found = id === null ? null : await contractOfLink(services.db, tenantId, id, token).catch(() => undefined);
    // undefined: the database failed; the page says so in the site's frame.
    if (found !== null) return;
    // (A reply is a thenable: it is returned only once sent, or the hook would wait for itself.)
    plainPage(reply, 404, 'This link does not work', CONTRACT_MESSAGES.linkInvalid);
    return reply;
  });

  app.get<{ Params: { id: string }; Querystring: { token?: string } }>('/api/contracts/:id/pdf', async (request, reply) => {
    const id = ID.test(request.params.id) ? Number(request.params.id) : null;
    const claim = verifyAdminPdf(await contractPdfSecret(services.db), request.query.token);
    if (id === null || !claim || claim.contractId !== id) return sendError(reply, 403, 'FORBIDDEN', 'This download link is not valid. Open the contract again and use its Download PDF button.');
    const now = new Date();
    if (claim.expires * 1000 <= now.getTime()) return sendError(reply, 410, 'LINK_EXPIRED', 'This download link has expired. Open the contract again and use its Download PDF button.');
    const viewer = await resolveCmsViewerBySession(services.db, claim.sessionId, now);
    if (!viewer) return sendError(reply, 401, 'UNAUTHENTICATED', 'You must be logged in to do this.');
    if (!canActOnTenant(viewer, claim.tenantId) || !hasAnyPermission(viewer.permissions, [MANAGE_CONTRACTS])) {
      return sendError(reply, 403, 'FORBIDDEN', `You do not have permission to do this (needs ${MANAGE_CONTRACTS}).`);
    }
    const row = await findContract(services.db, claim.tenantId, id);
    if (!row) return sendError(reply, 404, 'NOT_FOUND', CONTRACT_MESSAGES.missing(id));
    services.log.info({ contractId: id, userId: viewer.id, tenantId: row.tenantId }, 'contract pdf downloaded');
    return sendPdf(services, reply, row);
  });

  app.get<{ Params: { id: string }; Querystring: { token?: string } }>('/contract/:id/pdf', (request, reply) =>
    forSite(services, request, reply, async (ctx) => {
      const found = ID.test(request.params.id) ? await contractOfLink(ctx.db, ctx.tenant.id, Number(request.params.id), request.query.token) : null;
      if (!found) return plainPage(reply, 404, 'This link does not work', CONTRACT_MESSAGES.linkInvalid);
      if (found.row.status !== CONTRACT_STATUS.approved) return plainPage(reply, 409, 'Not approved yet', CONTRACT_MESSAGES.notApprovedYet);
      return sendPdf(services, reply, found.row);
    }),
  );
}
