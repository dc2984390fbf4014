import { COMPANY_UPDATE_STATUS_LABELS, type CompanyUpdateStatus } from '../../shared/companyUpdates.js';

/** The badge of an update: its status, or "Expired" for a link that can no longer be used. */
export function statusBadge(update: { status: CompanyUpdateStatus; expired: boolean }): { label: string; color: string } {
  if (update.expired) return { label: update.status === 'submitted' ? 'Awaiting review (link expired)' : 'Expired', color: update.status === 'submitted' ? 'orange' : 'gray' };
  const colors: Record<CompanyUpdateStatus, string> = { open: 'blue', submitted: 'orange', accepted: 'green', rejected: 'red', revoked: 'gray' };
  return { label: COMPANY_UPDATE_STATUS_LABELS[update.status], color: colors[update.status] };
}

export const STATUS_FILTER_OPTIONS = (['submitted', 'open', 'accepted', 'rejected', 'revoked'] as const).map((value) => ({ value, label: COMPANY_UPDATE_STATUS_LABELS[value] }));
