import type { ContentInput } from '../../gql/graphql.js';

export interface FieldDifference {
  field: string;
  label: string;
  mine: string;
  stored: string;
}

const LABELS: Record<string, string> = {
  name: 'Name',
  teaser: 'Teaser',
  body: 'Body',
  seoTitle: 'SEO title',
  manualAlias: 'Alias',
  status: 'Status',
  published: 'Published',
  unpublished: 'Unpublished',
  primarySectionId: 'Primary section',
  websiteSchedules: 'Website schedules',
  taxonomyIds: 'Taxonomy',
  authorIds: 'Authors',
  primaryImageId: 'Primary image',
  imageIds: 'Images',
  labels: 'Labels',
  companyId: 'Company',
  membershipIds: 'Memberships',
  userRegistrationRequired: 'Registration required',
  gatingSurveyType: 'Gating survey type',
  startDate: 'Starts',
  endDate: 'Ends',
  linkUrl: 'Link URL',
  embedCode: 'Video',
};

const STATUS: Record<string, string> = { '0': 'Deleted', '1': 'Published', '2': 'Draft' };

/** A field path of saveContent's errors in the editor's words ('websiteSchedules.1.end' → 'Website schedules 2: end'). */
export function fieldLabel(path: string): string {
  const exact = LABELS[path];
  if (exact) return exact;
  const [first = path, ...rest] = path.split('.');
  const label = LABELS[first] ?? first;
  if (!rest.length) return label;
  const index = /^\d+$/.test(rest[0]!) ? Number(rest.shift()) + 1 : null;
  return `${label}${index !== null ? ` ${index}` : ''}${rest.length ? `: ${rest.join('.')}` : ''}`;
}

/** Nested groups (details, venue, excludeAds, metadata) are compared field by field. */
function flatten(input: ContentInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'id' || key === 'version' || key === 'type') continue;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of Object.entries(value as Record<string, unknown>)) out[`${key}.${inner}`] = v;
    } else out[key] = value;
  }
  return out;
}

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (field === 'status') return STATUS[String(value)] ?? String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'body' && typeof value === 'string') {
    const plain = value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return plain.length > 300 ? `${plain.slice(0, 300)}…` : plain;
  }
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Field by field: the editor's unsaved values next to the stored ones, only where they differ. */
export function compareDocuments(mine: ContentInput, stored: ContentInput): FieldDifference[] {
  const a = flatten(mine);
  const b = flatten(stored);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((k) => !same(a[k], b[k]) && !(show(k, a[k]) === '—' && show(k, b[k]) === '—'))
    .map((k) => ({ field: k, label: LABELS[k] ?? k, mine: show(k, a[k]), stored: show(k, b[k]) }));
}
