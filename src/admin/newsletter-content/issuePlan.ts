import type { Permission } from '../../shared/permissions.js';

/**
 * How a template's content lists take an issue's scheduled items (docs/newsletters.md "Newsletter
 * content"): items pinned to a manual content list go to that list; the others (Automatic) fill
 * the automatic lists in grid order, numberOfItems each, and what is left over is not shown. The
 * newsletter content screen and the content editor's panel share these helpers.
 */

/** Who opens /admin/newsletter-content (the server checks the same any-of list; the content editor's panel adds manage_content). */
export const NEWSLETTER_CONTENT_PERMISSIONS: Permission[] = ['manage_newsletter_campaigns', 'manage_newsletter_templates', 'manage_newsletter_templates_basic'];

export interface ContentListBlock {
  id: string;
  title: string;
  mode: 'automatic' | 'manual';
  numberOfItems: number;
}

/** The template's content lists as getNewsletterTemplate answers them (public: any editor may pin to a manual list). */
export function contentListsFromApi(lists: readonly { id: string; title: string; populationMode: string; numberOfItems: number }[] | null | undefined): ContentListBlock[] {
  return (lists ?? []).map((list) => ({ id: list.id, title: list.title, mode: list.populationMode === 'manual' ? 'manual' : 'automatic', numberOfItems: list.numberOfItems }));
}

/** What the screens call a list: its title, or its id when it has none. */
export const listLabel = (list: Pick<ContentListBlock, 'id' | 'title'>): string => list.title.trim() || `Untitled list (${list.id})`;

export const AUTOMATIC_LABEL = 'Automatic';

/**
 * Options of a Block select: Automatic ('') and the manual lists by title. A stored block the
 * lists do not name (the template changed, or its blocks could not be read) stays offered, under
 * the title the server gave it when it has one.
 */
export function blockOptions(lists: readonly ContentListBlock[], current: string | null = null, currentTitle: string | null = null): { value: string; label: string }[] {
  const manual = lists.filter((list) => list.mode === 'manual').map((list) => ({ value: list.id, label: listLabel(list) }));
  const options = [{ value: '', label: AUTOMATIC_LABEL }, ...manual];
  if (current && !manual.some((option) => option.value === current)) options.push({ value: current, label: currentTitle ?? `Missing block (${current})` });
  return options;
}

export interface PlanEntry {
  blockId: string | null;
  /** 0 deleted items take no place (the save refuses them). */
  status: number;
}

export interface IssuePlan {
  /** For each entry: the label of the list that shows it, or null when none will (overflow, a missing block, deleted). */
  placements: (string | null)[];
  automatic: { id: string; label: string; capacity: number; takes: number }[];
  manual: { id: string; label: string; capacity: number; pinned: number }[];
  /** Automatic items beyond what the automatic lists hold. */
  overflow: number;
  automaticCount: number;
}

/** Where each entry of the issue goes, and how full each list is. */
export function planIssue(entries: readonly PlanEntry[], lists: readonly ContentListBlock[]): IssuePlan {
  const automatic = lists.filter((list) => list.mode === 'automatic').map((list) => ({ id: list.id, label: listLabel(list), capacity: list.numberOfItems, takes: 0 }));
  const manual = lists.filter((list) => list.mode === 'manual').map((list) => ({ id: list.id, label: listLabel(list), capacity: list.numberOfItems, pinned: 0 }));
  let overflow = 0;
  let automaticCount = 0;
  const placements = entries.map((entry) => {
    if (entry.status === 0) return null;
    if (entry.blockId !== null) {
      const list = manual.find((m) => m.id === entry.blockId);
      if (!list) return null;
      list.pinned += 1;
      return list.pinned <= list.capacity ? list.label : null;
    }
    automaticCount += 1;
    const target = automatic.find((a) => a.takes < a.capacity);
    if (!target) {
      overflow += 1;
      return null;
    }
    target.takes += 1;
    return target.label;
  });
  return { placements, automatic, manual, overflow, automaticCount };
}

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** The hint under the list: which automatic lists take how many items, and what is not shown. */
export function planHint(plan: IssuePlan): string[] {
  const lines: string[] = [];
  if (plan.automatic.length === 0) {
    lines.push(
      plan.automaticCount > 0
        ? `This template has no automatic content list: the ${items(plan.automaticCount)} set to Automatic will not be shown.`
        : 'This template has no automatic content list: pin items to a manual list.',
    );
  } else {
    const parts = plan.automatic.map((list) => `“${list.label}” takes ${list.takes} of ${list.capacity}`);
    lines.push(`Automatic items fill the automatic lists in template order: ${parts.join(', ')}.`);
    if (plan.overflow > 0) lines.push(`${items(plan.overflow)} set to Automatic will not be shown: the automatic lists hold ${plan.automatic.reduce((sum, list) => sum + list.capacity, 0)}.`);
  }
  for (const list of plan.manual) {
    if (list.pinned > list.capacity) lines.push(`“${list.label}” shows ${list.capacity} of the ${items(list.pinned)} pinned to it.`);
  }
  return lines;
}

/** 'YYYY-MM-DD' plus n calendar days. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const weekdayOf = (date: string): string => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

export const isIsoDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`));
