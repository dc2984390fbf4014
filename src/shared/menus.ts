/**
 * Site menus (spec 002 §2 "Shell": menu locations header_primary, header_secondary, hamburger,
 * footer, mega_1, mega_2, affiliated_brands). One menu per site and location: an ordered list of
 * links, each with a label, a url (a path of this site or an absolute http(s) URL) and a
 * new-window flag.
 *
 * Children (one level only) where the public shell shows groups:
 * - hamburger: "collapsible link groups" — a top item is a group heading, its children the links;
 * - footer: link columns;
 * - mega_1 / mega_2: the mega menu's link columns ("Sections, Special and Contact").
 * The header bars and the affiliated brands are flat rows of links. The secondary header shows
 * 8 links (spec 002 §9), so it accepts at most 8.
 */
import { z } from 'zod';
import { SECONDARY_MENU_MAX_LINKS } from './constants';
import { linkMessage, linkProblem } from './links';
import { MESSAGES } from './messages';

export const MENU_LOCATIONS = ['header_primary', 'header_secondary', 'hamburger', 'footer', 'mega_1', 'mega_2', 'affiliated_brands'] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];

export const isMenuLocation = (value: string): value is MenuLocation => (MENU_LOCATIONS as readonly string[]).includes(value);

export interface MenuLocationRule {
  label: string;
  description: string;
  /** Most top-level items. */
  maxItems: number;
  /** Whether a top-level item may hold links of its own (one level deep). */
  allowsChildren: boolean;
}

/** Most links under one top-level item, where children are allowed. */
export const MENU_MAX_CHILDREN = 30;
export const MENU_LABEL_MAX_LENGTH = 100;
export const MENU_URL_MAX_LENGTH = 2000;

export const MENU_LOCATION_RULES: Readonly<Record<MenuLocation, MenuLocationRule>> = {
  header_primary: { label: 'Header primary', description: 'The main header bar (the new design shows the first 5).', maxItems: 20, allowsChildren: false },
  header_secondary: { label: 'Header secondary', description: 'The small links above the header.', maxItems: SECONDARY_MENU_MAX_LINKS, allowsChildren: false },
  hamburger: { label: 'Hamburger', description: 'The sidebar: top items are collapsible groups, their children the links.', maxItems: 20, allowsChildren: true },
  footer: { label: 'Footer', description: 'Footer link columns: top items are column headings.', maxItems: 10, allowsChildren: true },
  mega_1: { label: 'Mega menu 1', description: 'First mega menu link columns.', maxItems: 10, allowsChildren: true },
  mega_2: { label: 'Mega menu 2', description: 'Second mega menu link columns.', maxItems: 10, allowsChildren: true },
  affiliated_brands: { label: 'Affiliated brands', description: 'Links to sister sites (footer and mega menu).', maxItems: 30, allowsChildren: false },
};

export const MENU_MESSAGES = {
  url: 'Use a path starting with / or a full http(s) URL',
  childrenNotAllowed: 'This menu location has no nested links',
  tooMany: (max: number) => `At most ${max} links`,
} as const;

export interface MenuLink {
  label: string;
  url: string;
  newWindow: boolean;
  children: MenuLink[];
}

const urlSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .max(MENU_URL_MAX_LENGTH, `At most ${MENU_URL_MAX_LENGTH} characters`)
  .superRefine((url, ctx) => {
    // One rule for every link target (links.ts): `/\host` and `//host` lead off the site.
    const problem = url === '' ? null : linkProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: linkMessage(problem, MENU_MESSAGES.url) });
    else if (/\s/.test(url)) ctx.addIssue({ code: 'custom', message: MENU_MESSAGES.url });
  });

const labelSchema = z.string().trim().min(1, MESSAGES.fieldRequired).max(MENU_LABEL_MAX_LENGTH, `At most ${MENU_LABEL_MAX_LENGTH} characters`);

const childSchema = z.object({
  label: labelSchema,
  url: urlSchema,
  newWindow: z.boolean().default(false),
  children: z.array(z.unknown()).max(0, MENU_MESSAGES.childrenNotAllowed).default([]),
});

/**
 * The items of one location. A group heading (an item with children) may leave its url empty:
 * then it only opens and closes its group.
 */
// Built once per location: zod compiles a schema on first use, and every public page reads the menus.
const menuSchemas = new Map<MenuLocation, ReturnType<typeof buildMenuItemsSchema>>();

export function menuItemsSchema(location: MenuLocation) {
  let schema = menuSchemas.get(location);
  if (!schema) {
    schema = buildMenuItemsSchema(location);
    menuSchemas.set(location, schema);
  }
  return schema;
}

function buildMenuItemsSchema(location: MenuLocation) {
  const rule = MENU_LOCATION_RULES[location];
  const item = z
    .object({
      label: labelSchema,
      url: z.string().trim().max(MENU_URL_MAX_LENGTH).default(''),
      newWindow: z.boolean().default(false),
      children: rule.allowsChildren
        ? z.array(childSchema).max(MENU_MAX_CHILDREN, MENU_MESSAGES.tooMany(MENU_MAX_CHILDREN)).default([])
        : z.array(z.unknown()).max(0, MENU_MESSAGES.childrenNotAllowed).default([]),
    })
    .superRefine((value, ctx) => {
      const isGroup = rule.allowsChildren && value.children.length > 0;
      if (isGroup && value.url === '') return;
      const checked = urlSchema.safeParse(value.url);
      if (!checked.success) ctx.addIssue({ code: 'custom', path: ['url'], message: checked.error.issues[0]?.message ?? MENU_MESSAGES.url });
    });
  return z.array(item).max(rule.maxItems, MENU_MESSAGES.tooMany(rule.maxItems));
}

/**
 * Validates a location's items. Errors are keyed by path ('items.2.label',
 * 'items.0.children.1.url'), the form kit's field names.
 */
export function parseMenuItems(
  location: MenuLocation,
  items: unknown,
): { ok: true; items: MenuLink[] } | { ok: false; fieldErrors: Record<string, string> } {
  const result = menuItemsSchema(location).safeParse(items);
  if (result.success) {
    return {
      ok: true,
      items: result.data.map((i) => ({
        label: i.label,
        url: i.url,
        newWindow: i.newWindow,
        children: (i.children as MenuLink[]).map((c) => ({ label: c.label, url: c.url, newWindow: c.newWindow, children: [] })),
      })),
    };
  }
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = ['items', ...issue.path.map(String)].join('.');
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
