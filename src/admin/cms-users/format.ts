import { formatDisplayDate } from '../../shared/dates.js';
import { isRole, ROLE_LABELS } from '../../shared/roles.js';

/** 'March 5, 2026, 9:00 PM' in the browser's time zone; '' for a missing or unreadable value. */
export function formatLocalDateTime(value: string | null | undefined): string {
  if (!value) return '';
  try {
    return formatDisplayDate(value, { withTime: true, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  } catch {
    return '';
  }
}

/** The role's label ('Managing editor'); an unknown key is shown as it is. */
export const roleLabel = (role: string): string => (isRole(role) ? ROLE_LABELS[role] : role);

/** 'Global' or 'Site: Electronic Design Review, Fleet Operations Today'. */
export function scopeLabel(user: { isGlobal: number; tenants: ReadonlyArray<{ name: string }> }): string {
  if (user.isGlobal === 1) return 'Global';
  return user.tenants.length ? `Site: ${user.tenants.map((t) => t.name).join(', ')}` : 'Site: none';
}

/** 'manage_newsletter_ads' → 'Manage newsletter ads'. */
export function permissionLabel(permission: string): string {
  const words = permission.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
