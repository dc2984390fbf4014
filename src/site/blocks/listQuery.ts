import type { z } from 'zod';
import { listSectionId } from './ContentList/load';
import { contentListSettings } from './ContentList/settings';
import type { BlockPage, ContentListQuery } from './types';

/**
 * The query settings of content_list (section, bubbling, schedule option, types, sort, skip) that
 * the blocks showing content items another way share (carousel, content_image_grid): the same
 * schema fields, so the layout editor draws the same inputs with the same words.
 */
const list = contentListSettings.shape;
export const listQueryShape = {
  sectionId: list.sectionId,
  sectionBubbling: list.sectionBubbling,
  scheduleOption: list.scheduleOption,
  includeContentTypes: list.includeContentTypes,
  excludeContentTypes: list.excludeContentTypes,
  sortField: list.sortField,
  sortOrder: list.sortOrder,
  skip: list.skip,
};
export type ListQuerySettings = { [K in keyof typeof listQueryShape]: z.output<(typeof listQueryShape)[K]> };

/**
 * A content list query from those settings, as content_list builds it: the page's own section
 * when none is chosen (the whole site on the home page), never the page's own item.
 */
export function listQueryOf(settings: ListQuerySettings, page: BlockPage, rest: Pick<ContentListQuery, 'requiresImage' | 'limit' | 'teaserMaxLength'>): ContentListQuery {
  return {
    sectionId: listSectionId(settings, page),
    sectionBubbling: settings.sectionBubbling,
    scheduleOption: settings.scheduleOption,
    includeContentTypes: settings.includeContentTypes,
    excludeContentTypes: settings.excludeContentTypes,
    requiresImage: rest.requiresImage,
    sortField: settings.sortField,
    sortOrder: settings.sortOrder,
    limit: rest.limit,
    skip: settings.skip,
    teaserMaxLength: rest.teaserMaxLength,
    ...(page.content ? { excludeContentIds: [page.content.id] } : {}),
  };
}
