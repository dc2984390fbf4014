import { slugify } from './aliases.js';

/**
 * Author pages (issue 13 item 1): one public page per person who authored live content, at
 * `/author/{slug of the name}-{person id}` (`/author/jenna-ruiz-12`). The spec's route map (002 §2,
 * 000 §2.1) names no author route, so this is our choice: the id keeps the path unique and stable
 * (two people may share a name; a renamed person's old path still names them and answers 301 to
 * the new one), the slug makes it readable. A name without letters or digits gives `/author/{id}`.
 */

/** The first segment of every author page's path. */
export const AUTHOR_PATH_PREFIX = 'author';

/**
 * The key of the module layout author pages use (001 §3 "key: module key"): a layout of type
 * module with this key and no aliases serves every author page; a url-override naming one
 * author's path serves that page alone (precedence.ts). Without either, the built-in default.
 */
export const AUTHOR_LAYOUT_KEY = 'author';

/** Largest id a path may name (persons.id is a PostgreSQL integer): longer digit runs are no author. */
const MAX_PERSON_ID = 2_147_483_647;

/** 'jenna-ruiz-12': the last segment of a person's author page path. */
export function authorSlug(person: { id: number; name: string }): string {
  const slug = slugify(person.name);
  return slug ? `${slug}-${person.id}` : String(person.id);
}

/** '/author/jenna-ruiz-12': the canonical path of a person's author page. */
export function authorPath(person: { id: number; name: string }): string {
  return `/${AUTHOR_PATH_PREFIX}/${authorSlug(person)}`;
}

/**
 * The person an author path names: 'author/{anything}-{id}' or 'author/{id}', in any letter case,
 * slashes at either end ignored (the alias form of resolveTarget, or a path). Null for anything
 * else. The slug is not checked here: the page answers 301 to the canonical path when it differs.
 */
export function parseAuthorPath(path: string): { id: number } | null {
  const match = /^\/*author\/(?:[^/]*-)?(\d{1,10})\/*$/i.exec(path);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_PERSON_ID ? { id } : null;
}
