import type { BlockLoader } from '../types';
import type { RichTextSettings } from './settings';

export interface RichTextData {
  html: string;
}

/** Empty text (or markup with no words, such as `<p></p>`) drops the block. */
export const loadRichText: BlockLoader<RichTextSettings, RichTextData> = async ({ settings }) => {
  const html = settings.html.trim();
  const hasText = html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
  return hasText ? { data: { html } } : null;
};
