import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppServices, GraphQLContext } from '../graphql/context.js';
import { withFrozenHtml } from '../modules/newsletters/campaigns.js';
import { findCampaign, findLatestWebCampaign } from '../modules/newsletters/repo.js';
import { optOutByLink, readUnsubscribeLink } from '../modules/newsletters/optOut.js';
import { personalise } from '../modules/newsletters/render/personalise.js';
import type { CampaignRow } from '../modules/newsletters/repo.js';
import { WEB_VISIBLE_STATUSES } from '../../shared/newsletterCampaigns.js';
import { forSite } from './publicRoutes.js';
import { escapeXml as escapeHtml } from './xml.js';

/**
 * The newsletter routes of the public site (002 §2; docs/newsletters.md):
 * - /newsletter/{campaignId}: a campaign's HTML as a web page, once it is sending or sent and not
 *   hidden on the web;
 * - /latest-newsletter/{templateId}: the newest such campaign of a template;
 * - /newsletter-unsubscribe/{token}: the signed unsubscribe link of a message. GET shows a page
 *   with a button (link scanners of mail systems must not unsubscribe anyone by following it);
 *   POST unsubscribes — the button, and mail clients' one-click (RFC 8058: a POST with the body
 *   List-Unsubscribe=One-Click to the List-Unsubscribe address).
 */
const WEB_CACHE = 'public, max-age=300';
const HTML = 'text/html; charset=utf-8';
const ID = /^\d{1,9}$/;

function page(reply: FastifyReply, status: number, title: string, body: string, siteName: string): FastifyReply {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(siteName)}</title></head>
<body style="margin:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
<main style="max-width:560px;margin:48px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.1)">
<p style="margin:0 0 16px;font-weight:bold;color:#495057">${escapeHtml(siteName)}</p>
<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
  return reply.code(status).header('content-type', HTML).header('cache-control', 'no-store').send(html);
}

const siteNameOf = async (ctx: GraphQLContext) => (await ctx.services.slots.settings.get(ctx.tenant.id)).site.general.siteName || ctx.tenant.name;

async function webView(ctx: GraphQLContext, reply: FastifyReply, found: CampaignRow | undefined): Promise<FastifyReply> {
  const campaign = found && WEB_VISIBLE_STATUSES.includes(found.status) && !found.hideOnWeb ? await withFrozenHtml(ctx, found) : undefined;
  if (!campaign?.html) {
    return page(reply, 404, 'Newsletter not found', '<p>This newsletter is not available on the web. It may not have been sent yet.</p><p><a href="/">Go to the home page</a></p>', await siteNameOf(ctx));
  }
  const html = personalise(campaign.html, { unsubscribeUrl: `${campaign.origin ?? ctx.origin}/account#manage-newsletters`, email: 'you', cacheBuster: String(campaign.id) });
  return reply.header('content-type', HTML).header('cache-control', WEB_CACHE).send(html);
}

export function registerNewsletterRoutes(app: FastifyInstance, { services }: { services: AppServices }): void {
  app.get<{ Params: { id: string } }>('/newsletter/:id', (request, reply) =>
    forSite(services, request, reply, async (ctx) => webView(ctx, reply, ID.test(request.params.id) ? await findCampaign(ctx.db, ctx.tenant.id, Number(request.params.id)) : undefined)),
  );
  app.get<{ Params: { id: string } }>('/latest-newsletter/:id', (request, reply) =>
    forSite(services, request, reply, async (ctx) => webView(ctx, reply, ID.test(request.params.id) ? await findLatestWebCampaign(ctx.db, ctx.tenant.id, Number(request.params.id)) : undefined)),
  );

  app.register(async (scope) => {
    // The button's form and RFC 8058's one-click POST send application/x-www-form-urlencoded; the body is not needed.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    const invalid = async (ctx: GraphQLContext, reply: FastifyReply) =>
      page(reply, 404, 'This link does not work', '<p>This unsubscribe link is not valid for this site. Use the link of a recent newsletter, or manage your newsletters in <a href="/account#manage-newsletters">your account</a>.</p>', await siteNameOf(ctx));

    scope.get<{ Params: { token: string } }>('/newsletter-unsubscribe/:token', (request, reply) =>
      forSite(services, request, reply, async (ctx) => {
        const claim = await readUnsubscribeLink(ctx, request.params.token);
        if (!claim) return invalid(ctx, reply);
        const action = `/newsletter-unsubscribe/${encodeURIComponent(request.params.token)}`;
        return page(
          reply,
          200,
          'Unsubscribe',
          `<p>Stop sending <strong>${escapeHtml(claim.newsletterTitle)}</strong> to <strong>${escapeHtml(claim.email)}</strong>?</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="confirm" value="1"><button type="submit" style="background:#c92a2a;color:#fff;border:0;border-radius:4px;padding:12px 20px;font-size:16px;cursor:pointer">Unsubscribe</button></form>`,
          await siteNameOf(ctx),
        );
      }),
    );
    scope.post<{ Params: { token: string } }>('/newsletter-unsubscribe/:token', (request, reply) =>
      forSite(services, request, reply, async (ctx) => {
        const outcome = await optOutByLink(ctx, request.params.token);
        if (!outcome.ok) return invalid(ctx, reply);
        return page(
          reply,
          200,
          'You are unsubscribed',
          `<p>${escapeHtml(outcome.email)} will no longer receive <strong>${escapeHtml(outcome.newsletterTitle)}</strong>.</p><p>Changed your mind? Subscribe again from <a href="/account#manage-newsletters">your account</a> or the newsletter sign-up on <a href="/">our site</a>.</p>`,
          await siteNameOf(ctx),
        );
      }),
    );
  });
}
