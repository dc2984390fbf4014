import {
  assetIdOf,
  checkCompanyProposal,
  COMPANY_UPDATE_LIMITS,
  COMPANY_UPDATE_MESSAGES,
  companySubmitterSchema,
  companyUpdateAdminPath,
  companyUpdateDiff,
  changedFields,
  companyUpdateFieldLabel,
  uploadFileOf,
  type CompanyProfileDocument,
} from '../../../shared/companyUpdates.js';
import { formatDisplayDate } from '../../../shared/dates.js';
import { checkSettings } from '../../../shared/settings/validate.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError, badInput } from '../../graphql/errors.js';
import { recordHistory } from '../history/repo.js';
import { ENTITY, isExpired, requireEnabled } from './common.js';
import { hashLinkSecret, isLinkSecret, pendingLogoKey } from './links.js';
import { loadCompanyState, profileView, storedProfile, type CompanyState } from './profile.js';
import { findCompanyUpdateByHash, updateCompanyUpdate, type CompanyUpdateRow } from './repo.js';
import { historyRecord, siteNameOf } from './service.js';

/**
 * Company updates, the company's side (/company-update/{hash}; docs/company-updates.md): the form's
 * data and the submission. A link is found by the hash of its secret on the asking site only; an
 * unknown one, another site's, an expired or a revoked one answers a state with words for the
 * company, never another company's profile and never an error page.
 */

type FormState = 'open' | 'submitted' | 'expired' | 'revoked' | 'reviewed' | 'invalid';

export interface CompanyUpdateFormView {
  state: FormState;
  message: string | null;
  companyName: string | null;
  expiresAt: Date | null;
  submittedAt: Date | null;
  submitterName: string | null;
  submitterEmail: string | null;
  profile: (CompanyProfileDocument & { logoUrl: string | null }) | null;
  maxLogoBytes: number;
}

const closed = (state: FormState, message: string, row?: CompanyUpdateRow, companyName?: string): CompanyUpdateFormView => ({
  state,
  message,
  companyName: companyName ?? null,
  expiresAt: row?.expiresAt ?? null,
  submittedAt: row?.submittedAt ?? null,
  submitterName: null,
  submitterEmail: null,
  profile: null,
  maxLogoBytes: COMPANY_UPDATE_LIMITS.logoBytes,
});

async function linkOf(ctx: GraphQLContext, hash: string): Promise<CompanyUpdateRow | null> {
  return isLinkSecret(hash) ? findCompanyUpdateByHash(ctx.db, ctx.tenant.id, hashLinkSecret(hash)) : null;
}

/** getCompanyUpdateForm: what the link's page shows. */
export async function getCompanyUpdateForm(ctx: GraphQLContext, hash: string): Promise<CompanyUpdateFormView> {
  await requireEnabled(ctx);
  const row = await linkOf(ctx, hash);
  if (!row) return closed('invalid', COMPANY_UPDATE_MESSAGES.linkInvalid);
  const state = await loadCompanyState(ctx.db, ctx.tenant.id, row.companyId);
  if (!state) return closed('invalid', COMPANY_UPDATE_MESSAGES.companyGone, row);
  const name = state.company.name;
  if (row.status === 'revoked') return closed('revoked', COMPANY_UPDATE_MESSAGES.linkRevoked, row, name);
  if (row.status === 'accepted' || row.status === 'rejected') return closed('reviewed', COMPANY_UPDATE_MESSAGES.reviewed, row, name);
  if (isExpired(row, ctx.now)) {
    const waiting = row.submittedAt ? ` The changes you sent on ${formatDisplayDate(row.submittedAt.toISOString())} are awaiting review by the editors.` : '';
    return closed('expired', `${COMPANY_UPDATE_MESSAGES.linkExpired}${waiting}`, row, name);
  }
  const proposed = row.status === 'submitted' ? storedProfile(row.proposed) : null;
  return {
    state: row.status === 'submitted' ? 'submitted' : 'open',
    message:
      row.status === 'submitted' && row.submittedAt
        ? `Your changes were received on ${formatDisplayDate(row.submittedAt.toISOString())} and are awaiting review by the editors. You may correct them below until then.`
        : null,
    companyName: name,
    expiresAt: row.expiresAt,
    submittedAt: row.submittedAt,
    submitterName: row.submitterName,
    submitterEmail: row.submitterEmail,
    profile: await profileView(ctx, proposed ?? state.profile, row.id),
    maxLogoBytes: COMPANY_UPDATE_LIMITS.logoBytes,
  };
}

export interface SubmitInput {
  submitterName?: string | null;
  submitterEmail?: string | null;
  profile: Record<string, unknown>;
}

/** The refusal of a link that takes no (more) changes: NOT_FOUND for an unknown one, CONFLICT for a closed one. */
function refusal(row: CompanyUpdateRow | null, state: CompanyState | null, now: Date) {
  if (!row) return appError('NOT_FOUND', COMPANY_UPDATE_MESSAGES.linkInvalid);
  if (!state) return appError('NOT_FOUND', COMPANY_UPDATE_MESSAGES.companyGone);
  if (row.status === 'revoked') return appError('CONFLICT', COMPANY_UPDATE_MESSAGES.linkRevoked);
  if (row.status === 'accepted' || row.status === 'rejected') return appError('CONFLICT', COMPANY_UPDATE_MESSAGES.reviewed);
  if (isExpired(row, now)) return appError('CONFLICT', COMPANY_UPDATE_MESSAGES.linkExpired);
  return null;
}

/**
 * submitCompanyUpdate: checks the proposal (src/shared/companyUpdates.ts), keeps it with who sent it,
 * their IP and the company's profile as it was (the base), sets the update to submitted and e-mails
 * every notification address of the companyUpdate setting a link to its review screen. A
 * correction replaces the previous proposal while no editor has reviewed it.
 */
export async function submitCompanyUpdate(ctx: GraphQLContext, hash: string, input: SubmitInput): Promise<{ submittedAt: Date; message: string }> {
  const { notificationEmails } = await requireEnabled(ctx);
  const row = await linkOf(ctx, hash);
  const state = row ? await loadCompanyState(ctx.db, ctx.tenant.id, row.companyId) : null;
  const refused = refusal(row, state, ctx.now);
  if (refused || !row || !state) throw refused ?? appError('NOT_FOUND', COMPANY_UPDATE_MESSAGES.linkInvalid);

  const errors: Record<string, string> = {};
  const submitter = checkSettings(companySubmitterSchema, { submitterName: input.submitterName ?? '', submitterEmail: input.submitterEmail ?? '' });
  if (!submitter.ok) Object.assign(errors, submitter.fieldErrors);
  const checked = checkCompanyProposal(input.profile);
  if (!checked.ok) Object.assign(errors, checked.fieldErrors);
  if (checked.ok) Object.assign(errors, await logoErrors(ctx, checked.value, state, row));
  if (Object.keys(errors).length || !checked.ok || !submitter.ok) throw badInput(COMPANY_UPDATE_MESSAGES.invalid, errors);

  // Entries naming items the company does not have are new ones (their id is dropped).
  const known = { contacts: new Set(state.profile.contacts.map((c) => c.id)), products: new Set(state.profile.products.map((p) => p.id)) };
  const proposal: CompanyProfileDocument = {
    ...checked.value,
    contacts: checked.value.contacts.map((c) => ({ ...c, id: c.id !== null && known.contacts.has(c.id) ? c.id : null })),
    products: checked.value.products.map((p) => ({ ...p, id: p.id !== null && known.products.has(p.id) ? p.id : null })),
  };
  const resubmitted = row.status === 'submitted';
  const saved = await ctx.db.transaction(async (tx) => {
    const updated = await updateCompanyUpdate(
      tx,
      ctx.tenant.id,
      row.id,
      { statuses: ['open', 'submitted'] },
      {
        status: 'submitted',
        proposed: proposal as unknown as Record<string, unknown>,
        base: state.profile as unknown as Record<string, unknown>,
        submitterName: submitter.ok ? submitter.value.submitterName : null,
        submitterEmail: submitter.ok ? submitter.value.submitterEmail : null,
        submitterIp: ctx.ip.slice(0, 100),
        submittedAt: ctx.now,
      },
      ctx.now,
    );
    if (!updated) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: 'update', before: historyRecord(row), after: historyRecord(updated), tenantId: ctx.tenant.id });
    return updated;
  });
  // Reviewed or revoked between the read and the write.
  if (!saved) throw appError('CONFLICT', COMPANY_UPDATE_MESSAGES.reviewed);

  const changes = changedFields(companyUpdateDiff(state.profile, proposal)).map(companyUpdateFieldLabel);
  const siteName = await siteNameOf(ctx);
  const reviewUrl = `${ctx.origin}${companyUpdateAdminPath(row.id)}`;
  for (const to of notificationEmails) {
    await ctx.services.mailer.send({
      to,
      replyTo: saved.submitterEmail,
      subject: `${resubmitted ? 'Corrected company update' : 'Company update'}: ${state.company.name}`,
      text:
        `${saved.submitterName} <${saved.submitterEmail}> ${resubmitted ? 'corrected the changes they proposed' : 'proposed changes'} to the profile of ${state.company.name} on ${siteName}.\n\n` +
        `Changed: ${changes.length ? changes.join(', ') : 'nothing (the profile was confirmed as it is)'}.\n\n` +
        `Review and accept or reject them here:\n${reviewUrl}\n`,
      category: 'company-update',
      tenantId: ctx.tenant.id,
    });
  }
  ctx.services.log.info({ companyUpdateId: row.id, tenantId: ctx.tenant.id, changes: changes.length, resubmitted }, 'company update submitted');
  return {
    submittedAt: ctx.now,
    message: 'Thank you. Your changes were sent to the editors, who will review them before they appear on the site. You can correct them through the same link until then.',
  };
}

/** The logo must be the company's current one, an image uploaded through this link, or none. */
async function logoErrors(ctx: GraphQLContext, proposal: CompanyProfileDocument, state: CompanyState, row: CompanyUpdateRow): Promise<Record<string, string>> {
  const assetId = assetIdOf(proposal.logo);
  if (assetId !== null && proposal.logo !== state.profile.logo) return { 'profile.logo': 'Upload the new logo as an image file.' };
  const file = uploadFileOf(proposal.logo);
  if (file && !(await ctx.services.storage.exists(pendingLogoKey(ctx.tenant.id, row.id, file)))) return { 'profile.logo': 'The uploaded logo was not found. Upload it again.' };
  return {};
}
