import { CONTENT_TYPES, type ContentType } from '../../../shared/contentTypes';
import type { BlockLoader } from '../types';
import type { SearchSettings } from './settings';

export interface SearchData {
  /** The options of the content type choice; empty when the choice is off. */
  contentTypes: ContentType[];
}

/** Needs no data: the form is always shown. */
export const loadSearch: BlockLoader<SearchSettings, SearchData> = async ({ settings }) => {
  if (!settings.showTypeSelect) return { data: { contentTypes: [] } };
  return { data: { contentTypes: settings.contentTypes.length > 0 ? settings.contentTypes : [...CONTENT_TYPES] } };
};
