import {
  changedFields,
  COMPANY_UPDATE_MESSAGES,
  companyUpdateDiff,
  type CompanyProfileDocument,
  type CompanyUpdateDiffRow,
  type CompanyUpdateField,
  type CompanyUpdateStatus,
} from '../../../shared/companyUpdates.js';
import type { Permission } from '../../../shared/permissions.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError } from '../../graphql/errors.js';
import type { ContentRow } from '../content/repo.js';
import { logoUrlOf, profileView, storedProfile, type CompanyState } from './profile.js';
import type { ListedCompanyUpdate } from './repo.js';

/** Company updates change Company content items: the content permission (001 §2: the menu entry's). */
export const MANAGE: Permission = 'manage_content';
export const ENTITY = 'CompanyUpdate';

/** The site's companyUpdate settings group (001 §3): whether the feature is on, and who is told of submissions. */
export async function companyUpdateSettings(ctx: GraphQLContext): Promise<{ enabled: boolean; notificationEmails: string[] }> {
  const bundle = await ctx.services.slots.settings.get(ctx.tenant.id);
  return bundle.site.companyUpdate;
}

/** Every operation is refused while the setting is off (FORBIDDEN, saying where to turn it on). */
export async function requireEnabled(ctx: GraphQLContext): Promise<{ notificationEmails: string[] }> {
  const settings = await companyUpdateSettings(ctx);
  if (!settings.enabled) throw appError('FORBIDDEN', COMPANY_UPDATE_MESSAGES.disabled);
  return settings;
}

export const isExpired = (row: { status: string; expiresAt: Date }, now: Date) => (row.status === 'open' || row.status === 'submitted') && row.expiresAt.getTime() <= now.getTime();

/** An update as the API answers it (CompanyUpdate in schema/companyUpdates.graphql). */
export interface CompanyUpdateView {
  id: number;
  companyId: number;
  company: ContentRow;
  status: CompanyUpdateStatus;
  expired: boolean;
  recipientEmail: string | null;
  createdByName: string | null;
  createdAt: Date;
  expiresAt: Date;
  submitterName: string | null;
  submitterEmail: string | null;
  submitterIp: string | null;
  submittedAt: Date | null;
  reviewedByName: string | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
  revokedAt: Date | null;
  changedFields: CompanyUpdateField[];
  diff: (CompanyUpdateDiffRow & { currentImageUrl: string | null; proposedImageUrl: string | null })[] | null;
  proposed: (CompanyProfileDocument & { logoUrl: string | null }) | null;
  version: number;
}

/**
 * What a proposal changes: compared with the company's content as it is now while the update waits
 * for review; once reviewed, with the `base` the company saw (the content has moved on since).
 */
export function diffOf(row: ListedCompanyUpdate, state: CompanyState | null): CompanyUpdateDiffRow[] | null {
  const proposed = storedProfile(row.proposed);
  if (!proposed) return null;
  const reviewed = row.status === 'accepted' || row.status === 'rejected';
  const base = (reviewed ? storedProfile(row.base) : null) ?? state?.profile ?? storedProfile(row.base);
  return base ? companyUpdateDiff(base, proposed) : null;
}

export async function viewOf(
  ctx: GraphQLContext,
  row: ListedCompanyUpdate,
  { state, detailed }: { state: CompanyState | null; detailed: boolean },
): Promise<CompanyUpdateView> {
  const rows = diffOf(row, state);
  const proposed = storedProfile(row.proposed);
  const company = state?.company ?? (await ctx.loaders.content.load(row.companyId));
  if (!company) throw new Error(`Company ${row.companyId} of company update ${row.id} vanished`);
  return {
    id: row.id,
    companyId: row.companyId,
    company,
    status: row.status as CompanyUpdateStatus,
    expired: isExpired(row, ctx.now),
    recipientEmail: row.recipientEmail,
    createdByName: row.createdByName,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    submitterName: row.submitterName,
    submitterEmail: row.submitterEmail,
    submitterIp: row.submitterIp,
    submittedAt: row.submittedAt,
    reviewedByName: row.reviewedByName,
    reviewedAt: row.reviewedAt,
    reviewNote: row.reviewNote,
    revokedAt: row.revokedAt,
    changedFields: rows ? changedFields(rows) : [],
    diff:
      detailed && rows
        ? await Promise.all(
            rows.map(async (r) => ({
              ...r,
              currentImageUrl: r.kind === 'image' ? await logoUrlOf(ctx, r.current, row.id) : null,
              proposedImageUrl: r.kind === 'image' ? await logoUrlOf(ctx, r.proposed, row.id) : null,
            })),
          )
        : null,
    proposed: detailed && proposed ? await profileView(ctx, proposed, row.id) : null,
    version: row.version,
  };
}
