/**
 * What the history screen (/admin/history) and the history service share: the kinds of records
 * that write history rows, where each is edited, how a row names its record, and how a field's
 * before / after values are best shown.
 */
import { CONTENT_STATUS_LABELS } from './contentStatus.js';

export const HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type HistoryActionName = (typeof HISTORY_ACTIONS)[number];

export const HISTORY_ACTION_LABELS: Record<HistoryActionName, string> = { create: 'Created', update: 'Updated', delete: 'Deleted' };

/** Record types that write history rows (rule 8), with the screen that edits one. */
export const HISTORY_ENTITY_TYPES = {
  Content: { label: 'Content', edit: (id: string) => `/admin/edit-content/${id}` },
  WebsiteSection: { label: 'Website section', edit: (id: string) => `/admin/edit-website-section/${id}` },
  Redirect: { label: 'Redirect', edit: () => '/admin/redirects' },
  Menu: { label: 'Menu', edit: () => '/admin/menus' },
  WebLayout: { label: 'Layout', edit: (id: string) => `/admin/edit-web-layout/${id}` },
  SiteSettings: { label: 'Site settings', edit: () => '/admin/edit-site-settings' },
  TaxonomyTerm: { label: 'Taxonomy term', edit: () => '/admin/taxonomy' },
  Person: { label: 'Person', edit: () => '/admin/persons' },
  Asset: { label: 'Media asset', edit: () => '/admin/digital-media-library' },
  EnabledModules: { label: 'Enabled modules', edit: () => '/admin/edit-enabled-modules' },
  CmsUser: { label: 'CMS user', edit: (id: string) => `/admin/edit-cms-user/${id}` },
  AspireNews: { label: 'Platform news', edit: () => '/admin/aspire-news' },
  Membership: { label: 'Membership', edit: (id: string) => `/admin/edit-membership/${id}` },
  MembershipSettings: { label: 'Membership settings', edit: () => '/admin/membership-settings' },
  SiteLicenseCompany: { label: 'Site-licence company', edit: (id: string) => `/admin/edit-ip-gating/${id}` },
  NewsletterSettings: { label: 'Newsletter settings', edit: () => '/admin/newsletter-settings' },
  NewsletterTemplate: { label: 'Newsletter template', edit: (id: string) => `/admin/edit-newsletter-template/${id}` },
  NewsletterCampaign: { label: 'Newsletter campaign', edit: (id: string) => `/admin/edit-newsletter-campaign/${id}` },
  NewsletterAd: { label: 'Newsletter ad', edit: (id: string) => `/admin/edit-newsletter-ad/${id}` },
  NewsletterIssueContent: { label: 'Newsletter issue content', edit: () => '/admin/newsletter-content' },
  CompanyUpdate: { label: 'Company update', edit: (id: string) => `/admin/company-updates/${id}` },
} as const satisfies Record<string, { label: string; edit: (id: string) => string }>;
export type HistoryEntityType = keyof typeof HISTORY_ENTITY_TYPES;

export const isHistoryEntityType = (value: string): value is HistoryEntityType => Object.hasOwn(HISTORY_ENTITY_TYPES, value);

export const entityTypeLabel = (type: string): string => (isHistoryEntityType(type) ? HISTORY_ENTITY_TYPES[type].label : type);

/** The screen that edits the record, or null for unknown record types. */
export const entityEditPath = (type: string, id: string): string | null =>
  isHistoryEntityType(type) ? HISTORY_ENTITY_TYPES[type].edit(encodeURIComponent(id)) : null;

const LABEL_FIELDS = ['name', 'title', 'subject', 'fullName', 'label', 'from', 'location', 'username', 'email'] as const;

/** What a row calls its record: the first naming field of the snapshot (content name, redirect from, ...). */
export function entityLabelOf(snapshot: Record<string, unknown> | null | undefined): string | null {
  if (!snapshot) return null;
  const first = [snapshot.firstName, snapshot.lastName].filter((v) => typeof v === 'string' && v.trim()).join(' ');
  for (const field of LABEL_FIELDS) {
    const value = snapshot[field];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200);
    if (field === 'title' && first) return first;
  }
  return first || null;
}

/** How a field's change is best shown: a word diff for long or HTML text, otherwise before → after values. */
export function changeDisplay(before: unknown, after: unknown): 'words' | 'values' {
  const long = (v: unknown) => typeof v === 'string' && (v.length > 120 || /<[a-z][^>]*>/i.test(v));
  return (long(before) || long(after)) && (before == null || typeof before === 'string') && (after == null || typeof after === 'string')
    ? 'words'
    : 'values';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A readable one-line value: dates in UTC, lists joined, objects as compact JSON, status names for Content. */
export function formatHistoryValue(value: unknown, field?: string, entityType?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && entityType === 'Content' && (value === 0 || value === 1 || value === 2)) return CONTENT_STATUS_LABELS[value];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_DATE.test(value) ? `${value.slice(0, 16).replace('T', ' ')} UTC` : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.every((v) => typeof v !== 'object' || v === null) ? value.map((v) => formatHistoryValue(v)).join(', ') : JSON.stringify(value, null, 1);
  }
  return JSON.stringify(value, null, 1);
}
