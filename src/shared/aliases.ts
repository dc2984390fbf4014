/**
 * URL aliases of website sections and content.
 *
 * A section alias is the full path of slugs from the root section (`power/power-management`); a
 * content alias is its primary section's alias followed by the slug of its name
 * (`power/gan-chargers-shrink`), or just the slug when it has no section (root pages such as
 * `about-us`). The canonical path is the alias with a leading slash.
 */

/** Longest slug produced by {@link slugify}. */
export const SLUG_MAX_LENGTH = 100;

/** Letters that Unicode decomposition (NFKD) does not fold to ASCII. */
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * Lower case, accents folded to ASCII, every run of other characters replaced by one '-', no
 * leading or trailing '-', at most {@link SLUG_MAX_LENGTH} characters (cut at a dash when one
 * is available so that no word is split).
 */
export function slugify(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (ch) => EXTRA_FOLDS[ch] ?? '');
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  // The character right after the cut is a dash: the cut falls between two words.
  if (slug[SLUG_MAX_LENGTH] === '-') return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  const head = slug.slice(0, SLUG_MAX_LENGTH);
  const lastDash = head.lastIndexOf('-');
  return (lastDash > 0 ? head.slice(0, lastDash) : head).replace(/-+$/, '');
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** `parent/child-slug` under a parent section, `child-slug` at the top level. */
export function sectionAlias({ parentAlias, name }: { parentAlias?: string | null; name: string }): string {
  const slug = slugify(name);
  const parent = parentAlias ? trimSlashes(parentAlias) : '';
  return parent ? `${parent}/${slug}` : slug;
}

/** `${sectionAlias}/${slugify(name)}`; without a section just the slug. */
export function contentAlias({ sectionAlias, name }: { sectionAlias?: string | null; name: string }): string {
  const slug = slugify(name);
  const section = sectionAlias ? trimSlashes(sectionAlias) : '';
  return section ? `${section}/${slug}` : slug;
}

/** The canonical path of an alias: `/${alias}`. */
export function canonicalPathOf(alias: string): string {
  return `/${trimSlashes(alias)}`;
}

/** The longest page path looked up (getWebsiteLayoutPage refuses longer aliases; pages answer 404). */
export const MAX_PAGE_PATH_LENGTH = 2000;
