import type { MenuItemInput } from '../../gql/graphql.js';

/** A link as the menu editor holds it: a stable key for React, children one level deep. */
export interface EditableLink {
  key: string;
  label: string;
  url: string;
  newWindow: boolean;
  children: EditableLink[];
}

interface StoredLink {
  label: string;
  url: string;
  newWindow: boolean;
  children?: readonly StoredLink[] | null;
}

let counter = 0;
export const newKey = (): string => `link-${(counter += 1)}`;

export const emptyLink = (): EditableLink => ({ key: newKey(), label: '', url: '', newWindow: false, children: [] });

export function toEditable(items: readonly StoredLink[]): EditableLink[] {
  return items.map((item) => ({ key: newKey(), label: item.label, url: item.url, newWindow: item.newWindow, children: toEditable(item.children ?? []) }));
}

export function toMenuInput(items: readonly EditableLink[]): MenuItemInput[] {
  return items.map((item) => ({ label: item.label, url: item.url, newWindow: item.newWindow, children: toMenuInput(item.children) }));
}

/** Same links in the same order (keys ignored): whether there is anything to save. */
export function sameLinks(a: readonly EditableLink[], b: readonly EditableLink[]): boolean {
  return JSON.stringify(toMenuInput(a)) === JSON.stringify(toMenuInput(b));
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveLink<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/** Replaces the link at a path ([top] or [top, child]) using `update`. */
export function updateAt(items: readonly EditableLink[], path: readonly [number] | readonly [number, number], update: (link: EditableLink) => EditableLink): EditableLink[] {
  const [top, child] = path;
  return items.map((item, i) => {
    if (i !== top) return item;
    if (child === undefined) return update(item);
    return { ...item, children: item.children.map((c, j) => (j === child ? update(c) : c)) };
  });
}

/** The field-error key the shared schema and the server use: 'items.2.label', 'items.0.children.1.url'. */
export function errorKey(path: readonly [number] | readonly [number, number], field: string): string {
  const [top, child] = path;
  return child === undefined ? `items.${top}.${field}` : `items.${top}.children.${child}.${field}`;
}
