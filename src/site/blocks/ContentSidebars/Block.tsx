import { sanitizeRichTextForDisplay } from '../../../server/html/sanitize';
import type { BlockRendererProps } from '../types';
import type { ContentSidebarsData } from './load';
import type { ContentSidebarsSettings } from './settings';

/**
 * content_sidebars: each panel of the item an `<aside>` (a complementary region named by its
 * title) with the title as a heading — one level under the block's own title — and the body.
 * Bodies were sanitised when the item was saved; they are sanitised again (cached) as they are
 * shown, because details are JSON that seeds and imports may write without passing saveContent.
 * Renderers run only on the server, so the sanitiser never reaches a browser bundle.
 */
export default function ContentSidebarsBlock({ block }: BlockRendererProps<ContentSidebarsData, ContentSidebarsSettings>) {
  const { display, showTitles, title: blockTitle } = block.settings;
  const Heading = blockTitle ? 'h3' : 'h2';
  return (
    <div className={`content-sidebars content-sidebars--${display}`}>
      {block.data.sidebars.map((sidebar, index) => {
        const headingId = `${block.id}-sidebar-${index + 1}`;
        const titled = showTitles && sidebar.title;
        return (
          <aside
            key={index}
            className={`content-sidebar content-sidebar--${display}`}
            aria-labelledby={titled ? headingId : undefined}
            aria-label={!titled && sidebar.title ? sidebar.title : undefined}
          >
            {titled ? (
              <Heading className="content-sidebar__title" id={headingId}>
                {sidebar.title}
              </Heading>
            ) : null}
            <div className="content-sidebar__body" dangerouslySetInnerHTML={{ __html: sanitizeRichTextForDisplay(sidebar.body) }} />
          </aside>
        );
      })}
    </div>
  );
}
