import { sanitizeRichTextForDisplay } from '../../../server/html/sanitize';
import type { BlockRendererProps } from '../types';
import type { RichTextData } from './load';
import type { RichTextSettings } from './settings';

/**
 * rich_text: the editor's HTML, sanitised again as it is rendered (the same allow-list as content
 * bodies): the layout is stored as JSON and a hand-edited or imported layout must not be able to
 * put a script on a public page. Block renderers run only on the server (src/site/+config.ts), so
 * the sanitiser never reaches a browser bundle.
 */
export default function RichTextBlock({ block }: BlockRendererProps<RichTextData, RichTextSettings>) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichTextForDisplay(block.data.html) }} />;
}
