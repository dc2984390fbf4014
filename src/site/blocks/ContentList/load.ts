import type { BlockLoader, BlockPage, TeaserItem } from '../types';
import type { ContentListSettings } from './settings';

export interface ContentListData {
  items: TeaserItem[];
}

/** The section a list reads: its own setting, else the page's section; none (the whole site) on the home page. */
export function listSectionId(settings: Pick<ContentListSettings, 'sectionId'>, page: BlockPage): number | null {
  if (settings.sectionId !== null) return settings.sectionId;
  return page.kind === 'home' ? null : (page.section?.id ?? null);
}

/**
 * The author whose items a list shows: its own setting, else with "current author" the page's —
 * the person of an author page, the first author of a content item. undefined: the list needs an
 * author the page does not have (it is dropped); null: any author.
 */
export function listAuthorId(settings: Pick<ContentListSettings, 'authorId' | 'currentAuthor'>, page: BlockPage): number | null | undefined {
  if (settings.authorId !== null) return settings.authorId;
  if (!settings.currentAuthor) return null;
  return page.author?.id ?? page.content?.authors[0]?.id ?? undefined;
}

/** 002 §5: "list-type blocks with no items" are dropped; fewer items than asked flags the grid. */
export const loadContentList: BlockLoader<ContentListSettings, ContentListData> = async ({ settings, page, api }) => {
  const authorId = listAuthorId(settings, page);
  if (authorId === undefined) return null;
  const items = await api.contentList({
    sectionId: listSectionId(settings, page),
    sectionBubbling: settings.sectionBubbling,
    scheduleOption: settings.scheduleOption,
    includeContentTypes: settings.includeContentTypes,
    excludeContentTypes: settings.excludeContentTypes,
    requiresImage: settings.requiresImage,
    sortField: settings.sortField,
    sortOrder: settings.sortOrder,
    limit: settings.limit,
    skip: settings.skip,
    teaserMaxLength: settings.teaserMaxLength,
    // Only when set: other lists keep their queries (and their entries in the list cache).
    ...(authorId !== null ? { authorId } : {}),
    // A list on an article page never repeats the article itself.
    ...(page.content ? { excludeContentIds: [page.content.id] } : {}),
  });
  if (items.length === 0) return null;
  return { data: { items }, underFilled: items.length < settings.limit };
};
