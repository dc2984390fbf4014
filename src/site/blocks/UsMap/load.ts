import type { BlockLoader, UsStateContent } from '../types';
import type { UsMapSettings } from './settings';

export interface UsMapData {
  /** States with at least one live item, alphabetical by name. */
  states: UsStateContent[];
}

/** 002 §5 "Blocks dropped when empty": no state with content, no map. */
export const loadUsMap: BlockLoader<UsMapSettings, UsMapData> = async ({ settings, api }) => {
  const states = await api.contentByUsState({
    includeContentTypes: settings.includeContentTypes,
    sectionId: settings.sectionId,
    limitPerState: settings.limitPerState,
    // The map lists titles and dates only.
    teaserMaxLength: 0,
  });
  const shown = states.filter((state) => state.count > 0 && state.items.length > 0);
  if (shown.length === 0) return null;
  return { data: { states: shown } };
};
