/**
 * Bulk content updates (issue 4 item 8): the changes an editor can apply to many items at once,
 * their validation (shared by /admin/bulk-update-content and bulkUpdateContent) and how a change
 * turns one content document into the next. Every item is then saved through saveContent, so the
 * usual rules and a history row apply to each.
 */
import { CONTENT_LIMITS, type ContentDocument, type ScheduleDocument } from './contentFields.js';
import { CONTENT_STATUS, CONTENT_STATUS_LABELS, isContentStatus, type ContentStatus } from './contentStatus.js';
import { MESSAGES } from './messages.js';
import { isScheduleOption, type ScheduleOption } from './schedules.js';

/** Ids per bulkUpdateContent call (the server refuses more). */
export const BULK_MAX_IDS_PER_CALL = 100;
/** Ids the screen sends per call, so the progress bar moves and one slow call never times out. */
export const BULK_CHUNK_SIZE = 25;
/** Items one run may touch (the screen stops there; undo of a run stays one reasonable call). */
export const BULK_MAX_ITEMS = 1000;
/** Client-chosen batch ids: one per run, shared by its chunks. */
export const BATCH_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const BULK_CHANGE_KINDS = [
  'setStatus',
  'addSchedule',
  'removeSectionSchedules',
  'addTaxonomy',
  'removeTaxonomy',
  'addLabels',
  'removeLabels',
] as const;
export type BulkChangeKind = (typeof BULK_CHANGE_KINDS)[number];

export const BULK_CHANGE_LABELS: Record<BulkChangeKind, string> = {
  setStatus: 'Set status',
  addSchedule: 'Add a website schedule',
  removeSectionSchedules: 'Remove the schedules of a section',
  addTaxonomy: 'Add taxonomy terms',
  removeTaxonomy: 'Remove taxonomy terms',
  addLabels: 'Add labels',
  removeLabels: 'Remove labels',
};

/** A validated change. Schedule dates are ISO strings, as in content documents. */
export type BulkChange =
  | { kind: 'setStatus'; status: ContentStatus }
  | { kind: 'addSchedule'; schedule: { sectionId: number; option: ScheduleOption; start: string | null; end: string | null } }
  | { kind: 'removeSectionSchedules'; sectionId: number }
  | { kind: 'addTaxonomy' | 'removeTaxonomy'; taxonomyIds: number[] }
  | { kind: 'addLabels' | 'removeLabels'; labels: string[] };

/** The change as sent (GraphQL BulkContentChangeInput, or the screen's form values). */
export interface BulkChangeInput {
  kind?: string | null;
  status?: number | null;
  schedule?: { sectionId?: number | null; option?: string | null; start?: string | Date | null; end?: string | Date | null } | null;
  sectionId?: number | null;
  taxonomyIds?: readonly number[] | null;
  labels?: readonly string[] | null;
}

export type BulkChangeCheck = { ok: true; change: BulkChange } | { ok: false; errors: Record<string, string> };

const REQUIRED = MESSAGES.fieldRequired;

const iso = (value: string | Date | null | undefined): string | null | 'invalid' => {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString();
};

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Checks a change and normalises it (trimmed, de-duplicated labels and ids). */
export function checkBulkChange(input: BulkChangeInput): BulkChangeCheck {
  const fail = (field: string, message: string): BulkChangeCheck => ({ ok: false, errors: { [field]: message } });
  switch (input.kind) {
    case 'setStatus':
      if (input.status == null) return fail('status', REQUIRED);
      if (!isContentStatus(input.status)) return fail('status', 'Must be 0 (Deleted), 1 (Published) or 2 (Draft)');
      return { ok: true, change: { kind: 'setStatus', status: input.status } };
    case 'addSchedule': {
      const s = input.schedule;
      const errors: Record<string, string> = {};
      if (!isId(s?.sectionId)) errors['schedule.sectionId'] = REQUIRED;
      const option = s?.option ?? 'Standard';
      if (!isScheduleOption(option)) errors['schedule.option'] = 'Choose Standard, Featured, Pinned, Sponsored or Recommended';
      const start = iso(s?.start);
      const end = iso(s?.end);
      if (start === 'invalid') errors['schedule.start'] = 'Enter a valid date';
      if (end === 'invalid') errors['schedule.end'] = 'Enter a valid date';
      else if (end && start && start !== 'invalid' && end <= start) errors['schedule.end'] = 'The end must be after the start';
      if (Object.keys(errors).length || !isId(s?.sectionId) || !isScheduleOption(option) || start === 'invalid' || end === 'invalid') {
        return { ok: false, errors };
      }
      return { ok: true, change: { kind: 'addSchedule', schedule: { sectionId: s.sectionId, option, start, end } } };
    }
    case 'removeSectionSchedules':
      if (!isId(input.sectionId)) return fail('sectionId', REQUIRED);
      return { ok: true, change: { kind: 'removeSectionSchedules', sectionId: input.sectionId } };
    case 'addTaxonomy':
    case 'removeTaxonomy': {
      const ids = [...new Set(input.taxonomyIds ?? [])];
      if (!ids.length) return fail('taxonomyIds', REQUIRED);
      if (!ids.every(isId)) return fail('taxonomyIds', 'Unknown taxonomy term');
      if (ids.length > CONTENT_LIMITS.ids) return fail('taxonomyIds', `At most ${CONTENT_LIMITS.ids} terms`);
      return { ok: true, change: { kind: input.kind, taxonomyIds: ids } };
    }
    case 'addLabels':
    case 'removeLabels': {
      const labels = [...new Set((input.labels ?? []).map((l) => l.trim()).filter(Boolean))];
      if (!labels.length) return fail('labels', REQUIRED);
      if (labels.length > CONTENT_LIMITS.labels) return fail('labels', `At most ${CONTENT_LIMITS.labels} labels`);
      if (labels.some((l) => l.length > CONTENT_LIMITS.label)) return fail('labels', `A label has at most ${CONTENT_LIMITS.label} characters`);
      return { ok: true, change: { kind: input.kind, labels } };
    }
    default:
      return fail('kind', input.kind ? 'Unknown kind of change' : REQUIRED);
  }
}

const sameSchedule = (a: ScheduleDocument, b: { sectionId: number; option: ScheduleOption }) =>
  a.sectionId === b.sectionId && (a.option ?? 'Standard') === b.option;

/**
 * The document after the change. Adding a schedule for a section and option the item already
 * has replaces that schedule's dates (one placement per section and option); publishing an item
 * that never had a publication date publishes it now. Returns the same object when nothing
 * changes, so callers can skip a save that would record nothing.
 */
export function applyBulkChange<T extends ContentDocument>(doc: T, change: BulkChange, now: Date): T {
  switch (change.kind) {
    case 'setStatus': {
      if (doc.status === change.status) return doc;
      const published = change.status === CONTENT_STATUS.PUBLISHED && !doc.published ? now.toISOString() : doc.published;
      return { ...doc, status: change.status, published };
    }
    case 'addSchedule': {
      const current = doc.websiteSchedules ?? [];
      const wanted = change.schedule;
      const existing = current.find((s) => sameSchedule(s, wanted));
      // Without a start, a new schedule starts now and an existing one keeps its start.
      const start = wanted.start ?? (existing ? iso(existing.start) : null) ?? now.toISOString();
      if (existing && iso(existing.start) === start && iso(existing.end) === wanted.end) return doc;
      const schedule: ScheduleDocument = { sectionId: wanted.sectionId, option: wanted.option, start, end: wanted.end };
      const next = existing ? current.map((s) => (s === existing ? schedule : s)) : [...current, schedule];
      return { ...doc, websiteSchedules: next };
    }
    case 'removeSectionSchedules': {
      const current = doc.websiteSchedules ?? [];
      const next = current.filter((s) => s.sectionId !== change.sectionId);
      return next.length === current.length ? doc : { ...doc, websiteSchedules: next };
    }
    case 'addTaxonomy':
    case 'removeTaxonomy': {
      const current = doc.taxonomyIds ?? [];
      const next = change.kind === 'addTaxonomy' ? [...new Set([...current, ...change.taxonomyIds])] : current.filter((id) => !change.taxonomyIds.includes(id));
      return next.length === current.length ? doc : { ...doc, taxonomyIds: next };
    }
    case 'addLabels':
    case 'removeLabels': {
      const current = doc.labels ?? [];
      const lower = new Set(change.labels.map((l) => l.toLowerCase()));
      // Labels compare without case, so 'sponsored' never sits beside 'Sponsored'.
      const next =
        change.kind === 'addLabels'
          ? [...current, ...change.labels.filter((l) => !current.some((c) => c.toLowerCase() === l.toLowerCase()))]
          : current.filter((l) => !lower.has(l.toLowerCase()));
      return next.length === current.length ? doc : { ...doc, labels: next };
    }
  }
}

/** One line describing a change, for the summary and the confirmation ("Set status to Draft"). */
export function describeBulkChange(change: BulkChange, names: { section?: string; terms?: string[] } = {}): string {
  switch (change.kind) {
    case 'setStatus':
      return `Set status to ${CONTENT_STATUS_LABELS[change.status]}`;
    case 'addSchedule':
      return `Schedule to ${names.section ?? `section ${change.schedule.sectionId}`} as ${change.schedule.option}`;
    case 'removeSectionSchedules':
      return `Remove the schedules of ${names.section ?? `section ${change.sectionId}`}`;
    case 'addTaxonomy':
      return `Add taxonomy: ${(names.terms ?? change.taxonomyIds.map(String)).join(', ')}`;
    case 'removeTaxonomy':
      return `Remove taxonomy: ${(names.terms ?? change.taxonomyIds.map(String)).join(', ')}`;
    case 'addLabels':
      return `Add labels: ${change.labels.join(', ')}`;
    case 'removeLabels':
      return `Remove labels: ${change.labels.join(', ')}`;
  }
}

/** Splits a list into runs of at most `size` items, in order. */
export function chunk<T>(items: readonly T[], size: number = BULK_CHUNK_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a positive integer');
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}

/**
 * Content ids pasted by an editor: any separators (commas, spaces, new lines), duplicates removed
 * in order; anything that is not an 8-digit id is returned as invalid so the screen can say so.
 */
export function parseIdList(text: string): { ids: number[]; invalid: string[] } {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    if (/^\d{8}$/.test(token)) {
      const id = Number(token);
      if (!ids.includes(id)) ids.push(id);
    } else if (!invalid.includes(token)) invalid.push(token);
  }
  return { ids, invalid };
}
