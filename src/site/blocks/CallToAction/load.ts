import type { BlockLoader } from '../types';
import type { CallToActionSettings } from './settings';

export interface CallToActionData {
  /** Both label and link are needed for a button. */
  hasButton: boolean;
}

/** Nothing written (no heading, no text, no complete button): the block is dropped. */
export const loadCallToAction: BlockLoader<CallToActionSettings, CallToActionData> = async ({ settings }) => {
  const hasButton = settings.buttonLabel !== '' && settings.buttonLink !== '';
  if (settings.heading === '' && settings.body === '' && !hasButton) return null;
  return { data: { hasButton } };
};
