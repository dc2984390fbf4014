import { CONTRACT_MESSAGES, CONTRACT_STATUS, checkApproval, contractAdminPath, contractPdfPath, formatContractDateTime, formatRate } from '../../../shared/contracts.js';
import type { Db } from '../../db/client.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { sanitizeRichTextForDisplay } from '../../html/sanitize.js';
import { recordHistory } from '../history/repo.js';
import { findPerson } from '../persons/repo.js';
import { ENTITY, contractSettingsOf, siteNameOf } from './common.js';
import { contractLinkSecret, linkNonceOf } from './links.js';
import { approveContractRow, findContract, type ContractRow } from './repo.js';
import { findUserById } from '../cmsAuth/repo.js';

/**
 * The contributor's side (000 §2.1 /contract/{id}; docs/contracts.md "The contributor's link"):
 * whoever holds the link of the contract's latest send reads it and approves it. No login: the
 * signed token is the credential. A wrong, old or foreign token, a draft (its link was retired) and
 * an unknown id all answer the same NOT_FOUND, so nothing tells whether a contract exists.
 */
const invalidLink = () => notFound(CONTRACT_MESSAGES.linkInvalid);

/** What the contributor sees (the GraphQL ContributorContract). */
export interface ContributorContractView {
  id: number;
  title: string;
  description: string | null;
  contributorName: string;
  siteName: string;
  rate: string;
  amountCents: number | null;
  rateUnit: string;
  paymentTerms: string | null;
  terms: string;
  status: number;
  sentAt: Date | null;
  approved: Date | null;
  signatureName: string | null;
  approvedIp: string | null;
  /** /contract/{id}/pdf?token=… once approved; null before. */
  pdfUrl: string | null;
}

/** The contract a token opens, with the nonce it names; null for any link that does not work. */
export async function contractOfLink(db: Db, tenantId: number, id: number, token: unknown): Promise<{ row: ContractRow; nonce: string } | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const nonce = linkNonceOf(await contractLinkSecret(db), token, { tenantId, contractId: id });
  if (!nonce) return null;
  const row = await findContract(db, tenantId, id);
  // A draft has no link (a change retired it); a resend drew a new nonce.
  if (!row || row.status === CONTRACT_STATUS.draft || row.linkNonce !== nonce) return null;
  return { row, nonce };
}

export async function contributorView(ctx: Pick<GraphQLContext, 'db' | 'tenant' | 'services'>, row: ContractRow, token: string): Promise<ContributorContractView> {
  const person = await findPerson(ctx.db, ctx.tenant.id, row.contributorId);
  const approved = row.status === CONTRACT_STATUS.approved;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    contributorName: person?.fullName ?? '',
    siteName: await siteNameOf(ctx),
    rate: formatRate(row.amountCents, row.rateUnit),
    amountCents: row.amountCents,
    rateUnit: row.rateUnit,
    paymentTerms: row.paymentTerms,
    terms: sanitizeRichTextForDisplay(row.terms ?? ''),
    status: row.status,
    sentAt: row.sentAt,
    approved: row.approved,
    signatureName: row.signatureName,
    approvedIp: row.approvedIp,
    pdfUrl: approved ? `${contractPdfPath(row.id)}?token=${encodeURIComponent(token)}` : null,
  };
}

export async function getContractForContributor(ctx: GraphQLContext, id: number, token: string): Promise<ContributorContractView> {
  const found = await contractOfLink(ctx.db, ctx.tenant.id, id, token);
  if (!found) throw invalidLink();
  return contributorView(ctx, found.row, token);
}

const alreadyApproved = (row: ContractRow) =>
  conflict(CONTRACT_MESSAGES.alreadyApproved(row.approved ? formatContractDateTime(row.approved) : 'an earlier day', row.signatureName ?? 'the contributor'), { approved: row.approved?.toISOString() ?? null });

/**
 * The contributor approves: their full name typed as signature and "I agree" ticked. Records the
 * time, the name, the address and the browser it came from; the contract is Approved and read-only
 * from then on. Approving again changes nothing and says when it was approved (CONFLICT).
 */
export async function approveContract(
  ctx: GraphQLContext,
  args: { id: number; token: string; signatureName: string; agreed: boolean },
): Promise<ContributorContractView> {
  const tenantId = ctx.tenant.id;
  const found = await contractOfLink(ctx.db, tenantId, args.id, args.token);
  if (!found) throw invalidLink();
  if (found.row.status === CONTRACT_STATUS.approved) throw alreadyApproved(found.row);
  const errors = checkApproval(args);
  if (Object.keys(errors).length > 0) throw badInput(CONTRACT_MESSAGES.invalid, errors);

  const approved = await ctx.db.transaction(async (tx) => {
    const row = await approveContractRow(tx, tenantId, args.id, found.nonce, {
      signatureName: args.signatureName.trim().replace(/\s+/g, ' '),
      approvedIp: ctx.ip,
      approvedUserAgent: ctx.userAgent ? ctx.userAgent.slice(0, 500) : null,
      now: ctx.now,
    });
    if (!row) return null;
    // The contributor, not a CMS user, made this change (even in a browser with an admin session).
    await recordHistory(tx, { cmsUser: null }, { entityType: ENTITY, entityId: row.id, action: 'update', before: found.row, after: row, tenantId, omit: ['linkNonce'] });
    return row;
  });
  if (approved) {
    await tellEditorsOfApproval(ctx, approved);
    return contributorView(ctx, approved, args.token);
  }
  // Another request came first: approved meanwhile (say a double click), or edited, resent or deleted.
  const current = await contractOfLink(ctx.db, tenantId, args.id, args.token);
  if (current?.row.status === CONTRACT_STATUS.approved) throw alreadyApproved(current.row);
  throw invalidLink();
}

/**
 * Tells the editors a contract was approved: the settings' approval addresses, or else the CMS user
 * who created the contract (while active). The approval stands whatever the mail does: a failure is
 * logged, never shown to the contributor.
 */
async function tellEditorsOfApproval(ctx: GraphQLContext, row: ContractRow): Promise<void> {
  try {
    const settings = await contractSettingsOf(ctx);
    let recipients = settings.approvalNotify;
    if (recipients.length === 0 && row.createdBy !== null) {
      const creator = await findUserById(ctx.db, row.createdBy);
      if (creator?.status === 1 && creator.email.trim() !== '') recipients = [creator.email.trim()];
    }
    if (recipients.length === 0) return;
    // An approved row always has its typed name and time.
    const who = row.signatureName ?? 'The contributor';
    const when = formatContractDateTime(row.approved ?? ctx.now);
    const url = `${ctx.origin}${contractAdminPath(row.id)}`;
    const siteName = await siteNameOf(ctx);
    for (const to of recipients) {
      await ctx.services.mailer.send({
        tenantId: ctx.tenant.id,
        to,
        subject: `Contract approved: ${row.title}`,
        category: 'contract-approved',
        text: `${who} approved the contract "${row.title}" on ${siteName} (${when}).\n\nThe signed contract and its PDF:\n${url}\n`,
      });
    }
  } catch (error) {
    ctx.services.log.error({ err: error, contractId: row.id, tenantId: ctx.tenant.id }, 'the approval notice could not be sent');
  }
}
