import { and, eq, inArray, sql } from 'drizzle-orm';
import { ALL_SITES } from '../../cache/siteChanges.js';
import { newsletterCampaignRecipients, newsletterCampaigns, RECIPIENT_STATE } from '../../db/schema/index.js';
import { createContext, type AppServices } from '../../graphql/context.js';
import { POOL_CONNECTIONS, type BulkMessage } from '../../integrations/mail/bulk.js';
import { personalise } from './render/personalise.js';
import * as repo from './repo.js';
import { hostOf, senderOf, startSending, unsubscribeUrl } from './campaigns.js';
import { templateDocumentOf } from './templates.js';

/**
 * The send job of a campaign (docs/newsletters.md "Sending"). Every recipient is a row of
 * newsletter_campaign_recipients; a worker claims a batch of waiting rows (FOR UPDATE SKIP LOCKED,
 * so two workers never take the same row), keeps IN_FLIGHT messages going to the SMTP pool, and
 * marks each message sent right after the SMTP server accepted it. After a crash, rows still
 * claimed are released once their claim is older than CLAIM_TIMEOUT_MS and sent again with the
 * same Message-ID: only a message accepted by the server in the instant before the crash (before
 * its row was marked) can arrive twice, and its stable Message-ID lets the receiving side
 * recognise it. Nothing claimed is ever lost. A refused message is tried again (3 attempts) and then
 * counted as failed. When no row waits or is claimed, the campaign is Sent.
 */
export const BATCH_SIZE = 500;
/** Messages in flight at once: twice the SMTP pool's connections, so none waits for the database. */
export const IN_FLIGHT = POOL_CONNECTIONS * 2;
export const MAX_ATTEMPTS = 3;
export const CLAIM_TIMEOUT_MS = 60_000;
const REFUSALS_BEFORE_PAUSE = 20;

interface ClaimedRow {
  id: number;
  email: string;
  attempts: number;
}

export interface SendOptions {
  batchSize?: number;
  inFlight?: number;
  /** Tests: stop after this many messages, leaving the rest of the batch claimed (a simulated crash). */
  stopAfterMessages?: number;
}

export async function runCampaignSend(services: AppServices, campaignId: number, options: SendOptions = {}): Promise<'sent' | 'stopped' | 'nothing'> {
  const { db, log } = services;
  const campaign = await repo.findCampaignById(db, campaignId);
  if (!campaign || campaign.status !== 'sending' || !campaign.html || !campaign.text) return 'nothing';
  const template = await repo.findTemplate(db, campaign.tenantId, campaign.templateId);
  if (!template) return 'nothing';
  const document = templateDocumentOf(template);
  const productId = document.deployment.productId ?? 0;
  const origin = campaign.origin ?? services.config.publicUrl ?? 'http://localhost';
  const host = hostOf(origin);
  const { html, text } = campaign;
  const ctx = { db, config: services.config };

  // A crashed worker's claims go back to waiting.
  await db
    .update(newsletterCampaignRecipients)
    .set({ state: RECIPIENT_STATE.WAITING })
    .where(and(eq(newsletterCampaignRecipients.campaignId, campaignId), eq(newsletterCampaignRecipients.state, RECIPIENT_STATE.CLAIMED), sql`${newsletterCampaignRecipients.claimedAt} < now() - make_interval(secs => ${CLAIM_TIMEOUT_MS / 1000})`));

  const messageOf = async (row: ClaimedRow): Promise<BulkMessage> => {
    const link = await unsubscribeUrl(ctx, origin, { tenantId: campaign.tenantId, productId, campaignId, email: row.email });
    const values = { unsubscribeUrl: link, email: row.email };
    return {
      to: row.email,
      subject: campaign.subject,
      html: personalise(html, values),
      text: personalise(text, values, 'text'),
      from: senderOf(document),
      replyTo: document.deployment.replyTo,
      messageId: `<nl-${campaignId}-${row.id}@${host}>`,
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': `"${document.name.replace(/["<>]/g, '')}" <newsletter-${template.id}.${host}>`,
        Precedence: 'bulk',
      },
      tenantId: campaign.tenantId,
      category: 'newsletter',
    };
  };

  let handled = 0;
  for (;;) {
    const claimed = await db.execute(sql`
      update ${newsletterCampaignRecipients} set state = ${RECIPIENT_STATE.CLAIMED}, claimed_at = now(), attempts = attempts + 1
      where id in (
        select id from ${newsletterCampaignRecipients}
        where campaign_id = ${campaignId} and state = ${RECIPIENT_STATE.WAITING}
        order by id limit ${options.batchSize ?? BATCH_SIZE} for update skip locked)
      returning id, email, attempts`);
    const rows = rowsOf<ClaimedRow>(claimed).sort((a, b) => Number(a.id) - Number(b.id));
    if (rows.length === 0) break;
    // Several messages in flight (the SMTP pool's connections); each is marked sent as soon as the
    // server accepted it, so a crash can repeat only the messages in flight at that instant.
    const queue = [...rows];
    let sent = 0;
    let failed = 0;
    let refusedInARow = 0;
    let stopped = false;
    let lastError = '';
    const worker = async () => {
      for (let row = queue.shift(); row && !stopped; row = queue.shift()) {
        if (options.stopAfterMessages !== undefined && handled >= options.stopAfterMessages) {
          stopped = true;
          return;
        }
        handled += 1;
        const result = await services.bulkMailer.send(await messageOf(row));
        const id = Number(row.id);
        if (result.ok) {
          await db.update(newsletterCampaignRecipients).set({ state: RECIPIENT_STATE.SENT, sentAt: sql`now()` }).where(eq(newsletterCampaignRecipients.id, id));
          sent += 1;
          refusedInARow = 0;
          continue;
        }
        lastError = result.error ?? 'refused';
        refusedInARow += 1;
        const final = row.attempts >= MAX_ATTEMPTS;
        await db
          .update(newsletterCampaignRecipients)
          .set(final ? { state: RECIPIENT_STATE.FAILED, error: lastError } : { state: RECIPIENT_STATE.WAITING, error: lastError })
          .where(eq(newsletterCampaignRecipients.id, id));
        if (final) failed += 1;
        // The SMTP server refuses everything: stop here; the job fails and pg-boss retries it later.
        if (refusedInARow >= REFUSALS_BEFORE_PAUSE) stopped = true;
      }
    };
    await Promise.all(Array.from({ length: options.inFlight ?? IN_FLIGHT }, worker));
    await db
      .update(newsletterCampaigns)
      .set({ sentCount: sql`${newsletterCampaigns.sentCount} + ${sent}`, failedCount: sql`${newsletterCampaigns.failedCount} + ${failed}` })
      .where(eq(newsletterCampaigns.id, campaignId));
    if (stopped && options.stopAfterMessages !== undefined && handled >= options.stopAfterMessages) return 'stopped';
    if (stopped) {
      // What this worker claimed and did not try goes back to waiting for the retry.
      await db
        .update(newsletterCampaignRecipients)
        .set({ state: RECIPIENT_STATE.WAITING })
        .where(and(inArray(newsletterCampaignRecipients.id, queue.map((r) => Number(r.id))), eq(newsletterCampaignRecipients.state, RECIPIENT_STATE.CLAIMED)));
      throw new Error(`The mail server refused ${REFUSALS_BEFORE_PAUSE} messages in a row (${lastError}); the send resumes at the job's retry.`);
    }
  }

  // Finished when nothing waits and nothing is claimed (another worker may still hold a batch).
  const progress = await repo.recipientProgress(db, campaignId);
  if (progress.waiting > 0 || progress.claimed > 0) return 'stopped';
  const [done] = await db
    .update(newsletterCampaigns)
    .set({ status: 'sent', sentAt: sql`now()`, sentCount: progress.sent, failedCount: progress.failed, version: sql`${newsletterCampaigns.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.status, 'sending')))
    .returning({ id: newsletterCampaigns.id });
  if (done) log.info({ campaignId, sent: progress.sent, failed: progress.failed }, 'newsletter campaign sent');
  return 'sent';
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The start job of a scheduled campaign: freezes it (startSending) and sends, if it is still scheduled as it was. */
export async function runCampaignStart(services: AppServices, campaignId: number, version: number): Promise<void> {
  const campaign = await repo.findCampaignById(services.db, campaignId);
  if (!campaign || campaign.status !== 'scheduled' || campaign.version !== version) return;
  const tenant = (await services.slots.tenants.get(ALL_SITES)).all.find((t) => t.id === campaign.tenantId);
  if (!tenant) return;
  const ctx = await createContext(services, { headers: { 'x-tenant-key': tenant.tenantKey }, ip: '127.0.0.1', protocol: 'https', requestId: `campaign-start-${campaignId}` });
  await startSending(ctx, campaign, campaign.origin ?? ctx.origin, { refuseEmpty: false });
  await runCampaignSend(services, campaignId);
}

/**
 * At start-up: campaigns left Sending by a crash or a restart go on, and every Scheduled campaign
 * has a start job (one scheduled without the API — the seed, an import — has none yet; a second
 * start job of the same campaign finds it started and does nothing).
 */
export async function resumeCampaignSends(
  services: AppServices,
  queue: { send: (campaignId: number) => Promise<unknown>; start: (campaignId: number, version: number, startAfterSeconds: number) => Promise<unknown> },
): Promise<number> {
  const open = await services.db
    .select({ id: newsletterCampaigns.id, status: newsletterCampaigns.status, version: newsletterCampaigns.version, sendAt: newsletterCampaigns.sendAt })
    .from(newsletterCampaigns)
    .where(inArray(newsletterCampaigns.status, ['sending', 'scheduled']));
  for (const row of open) {
    if (row.status === 'sending') await queue.send(row.id);
    else await queue.start(row.id, row.version, Math.max(1, Math.ceil(((row.sendAt?.getTime() ?? Date.now()) - Date.now()) / 1000)));
  }
  const sending = open.filter((row) => row.status === 'sending');
  if (sending.length) services.log.info({ campaigns: sending.map((r) => r.id) }, 'newsletter sends resumed');
  return open.length;
}
