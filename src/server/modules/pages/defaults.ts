import type { StoredGrid } from '../../../shared/layouts/grid.js';

/**
 * The built-in layouts a page gets when no layout of the site applies (layoutType 'default'), so
 * a new site renders readable pages before an editor designs any: an article column with a
 * sidebar for content, a list of the section's latest items for sections and the home page.
 */
const row = (id: string, layout: '1_1' | '2_1' | '1_1_1', columns: { type: string; settings?: Record<string, unknown> }[][]): StoredGrid['rows'][number] => ({
  id,
  settings: {
    layout,
    width: 'site-width',
    verticalPadding: 0,
    horizontalPadding: 0,
    mobileColumnPriority: 'in-order',
    equalizeBlocks: false,
    groupBlocks: false,
    displayCondition: 'always',
    title: '',
    link: '',
    backgroundColor: '',
    textColor: '',
  },
  columns: columns.map((blocks, c) => ({
    id: `${id}-c${c}`,
    settings: { blockAlignment: 'top' },
    blocks: blocks.map((block, b) => ({ id: `${id}-c${c}-b${b}`, type: block.type, settings: block.settings ?? {} })),
  })),
});

export const DEFAULT_CONTENT_GRID: StoredGrid = {
  rows: [
    row('default-content', '2_1', [
      // Each block drops itself where it has nothing to show: the player plays videos, the download
      // button offers a document's file.
      [{ type: 'content_title' }, { type: 'content_primary_image' }, { type: 'video_player' }, { type: 'content_body' }, { type: 'document_download' }, { type: 'share_links' }],
      [
        { type: 'content_sidebars' },
        { type: 'related_content', settings: { title: 'Related', limit: 4 } },
        { type: 'content_list', settings: { title: 'Latest', limit: 5, display: 'headlines' } },
      ],
    ]),
  ],
};

export const DEFAULT_SECTION_GRID: StoredGrid = {
  rows: [
    row('default-section', '2_1', [
      [{ type: 'content_list', settings: { title: '[sectionname]', limit: 20, sectionBubbling: true, display: 'lead-and-list' } }],
      [{ type: 'search' }, { type: 'social_links', settings: { title: 'Follow us' } }],
    ]),
  ],
};

/**
 * An author page (/author/{slug}-{id}) with no 'author' module layout: the person's profile and
 * their latest items (content_list's "current author"), the site's latest beside them.
 */
export const DEFAULT_AUTHOR_GRID: StoredGrid = {
  rows: [
    row('default-author', '2_1', [
      [{ type: 'author_profile' }, { type: 'content_list', settings: { title: 'Latest from [pagename]', currentAuthor: true, limit: 20, display: 'list' } }],
      [{ type: 'search' }, { type: 'content_list', settings: { title: 'Latest', limit: 5, display: 'headlines' } }],
    ]),
  ],
};

/**
 * A magazine issue's page (/magazine/{publication}/{issue}) with no 'issue' module layout: the issue
 * with its contents and its digital edition, then the publication's other issues.
 */
export const DEFAULT_ISSUE_GRID: StoredGrid = {
  rows: [
    row('default-issue', '2_1', [[{ type: 'issue_overview' }], [{ type: 'zmag_embed', settings: { height: 600 } }]]),
    row('default-issue-more', '2_1', [[{ type: 'magazine_overview', settings: { title: 'More issues', layout: 'grid' } }], []]),
  ],
};

/**
 * The magazine page (/magazine) and a publication's (/magazine/{publication}) with no 'magazine'
 * module layout: the newest issue, then the back issues; beside them a publication's newest digital edition.
 */
export const DEFAULT_MAGAZINE_GRID: StoredGrid = {
  rows: [row('default-magazine', '2_1', [[{ type: 'magazine_overview', settings: { layout: 'featured' } }], [{ type: 'zmag_embed', settings: { height: 600 } }]])],
};
