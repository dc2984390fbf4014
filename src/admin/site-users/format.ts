import { formatDisplayDate } from '../../shared/dates.js';
import { countryByAlpha2, countryByAlpha3 } from '../../shared/countries.js';

/** 'Maria Okafor', or the username (the e-mail address) when the reader has not given a name. */
export function siteUserName(user: { firstName?: string | null; lastName?: string | null; username: string }): string {
  const name = [user.firstName, user.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  return name || user.username;
}

const STATUS: Record<number, { label: string; color: string }> = {
  0: { label: 'Registering', color: 'orange' },
  1: { label: 'Active', color: 'green' },
  2: { label: 'Disabled', color: 'gray' },
};

/** The status badge of a reader (0 registering, 1 active, 2 disabled); an unknown one shows its number. */
export function siteUserStatus(status: number): { label: string; color: string } {
  return STATUS[status] ?? { label: `Status ${status}`, color: 'gray' };
}

export const SITE_USER_STATUS_OPTIONS = [0, 1, 2].map((status) => ({ value: String(status), label: siteUserStatus(status).label }));

/** 'United States' for 'USA' (the audience store keeps alpha-3 codes) or 'US'; an unknown code as it is. */
export function countryLabel(code: string | null | undefined): string {
  if (!code?.trim()) return '';
  const country = code.trim().length === 2 ? countryByAlpha2(code) : countryByAlpha3(code);
  return country?.friendlyLabel ?? code;
}

/** '149.00' (the audience platform records no currency); '' when nothing was recorded. */
export function formatAmount(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? '' : amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** 'March 5, 2026' in the browser's time zone; '' for a missing or unreadable value. */
export function formatLocalDate(value: string | null | undefined): string {
  if (!value) return '';
  try {
    return formatDisplayDate(value, { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  } catch {
    return '';
  }
}
