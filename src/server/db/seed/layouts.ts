import type { RowLayout } from '../../../shared/layout.js';
import { rowSettingsSchema, type StoredGrid, type StoredRow, type StoredSecondaryGrid } from '../../../shared/layouts/grid.js';
import { defaultBlockSettings } from '../../../site/blocks/validate.js';
import type { BlockType } from '../../../site/blocks/blockTypes.js';
import { NO_EXCLUDED_ADS } from '../../../shared/layouts/layout.js';
import { AUTHOR_LAYOUT_KEY } from '../../../shared/authors.js';
import type { Db } from '../client.js';
import { webLayouts, webLayoutTenants } from '../schema/index.js';
import type { SeededSection } from './sections.js';

/**
 * The demo layouts of a site (issue 5): a home page, the default section page, the default article
 * page and the video and media-gallery overrides, built from the blocks with every setting filled in (the same
 * defaults the layout editor gives a new block), so they validate like an editor's save. Section
 * pages load more on a click (custom-click: their secondary grids), article and video pages as the
 * reader scrolls (page-scroll: the next item of the section).
 */

type BlockSpec = { type: BlockType; settings?: Record<string, unknown> };

/** A secondary grid (002 §3 "id, render flag and rows"): appended below the page as the reader loads more. */
function secondaryGrid(id: string, rows: Parameters<typeof grid>[1]): StoredSecondaryGrid {
  return { id, render: true, ...grid(id, rows) };
}

function grid(prefix: string, rows: { layout: RowLayout; settings?: Record<string, unknown>; columns: BlockSpec[][] }[]): StoredGrid {
  return {
    rows: rows.map((row, r): StoredRow => ({
      id: `${prefix}-r${r}`,
      settings: rowSettingsSchema.parse({ layout: row.layout, ...row.settings }),
      columns: row.columns.map((blocks, c) => ({
        id: `${prefix}-r${r}c${c}`,
        settings: { blockAlignment: 'top' as const },
        blocks: blocks.map((block, b) => ({
          id: `${prefix}-r${r}c${c}b${b}`,
          type: block.type,
          settings: { ...defaultBlockSettings(block.type), ...block.settings },
        })),
      })),
    })),
  };
}


export function demoLayouts(sections: ReadonlyMap<string, SeededSection>) {
  return [...coreLayouts(sections), ...issue13Layouts(sections)];
}

function coreLayouts(sections: ReadonlyMap<string, SeededSection>) {
  const home = sections.get('home');
  const topLevel = [...sections.values()].filter((s) => s.depth === 1 && s.alias !== 'home' && s.alias !== 'news').slice(0, 3);
  const sectionColumn = (section: SeededSection): BlockSpec[] => [
    { type: 'content_list', settings: { title: section.name, link: `/${section.alias}`, sectionId: section.id, sectionBubbling: true, limit: 4, display: 'lead-and-list', teaserMaxLength: 120 } },
  ];
  return [
    {
      name: 'Home page',
      type: 'section' as const,
      aliases: [''],
      loadMoreType: 'none' as const,
      primaryGrid: grid('home', [
        {
          layout: '2_1',
          columns: [
            [{ type: 'content_list', settings: { title: 'Top story', sectionId: home?.id ?? null, scheduleOption: home ? 'Featured' : null, requiresImage: true, limit: 1, display: 'lead-and-list', teaserMaxLength: 220 } }],
            [{ type: 'content_list', settings: { title: 'Most recent', limit: 5, display: 'headlines', showImage: false } }],
          ],
        },
        ...(topLevel.length === 3 ? [{ layout: '1_1_1' as const, columns: topLevel.map(sectionColumn) }] : []),
        {
          layout: '2_1',
          columns: [
            [{ type: 'content_list', settings: { title: 'Latest', limit: 12, display: 'list', excludeContentTypes: ['Page', 'Company', 'Contact'] } }],
            [
              { type: 'search', settings: { title: 'Search' } },
              { type: 'content_list', settings: { title: 'Upcoming events', includeContentTypes: ['Event', 'Webinar'], sortField: 'startDate', sortOrder: 'asc', limit: 3, display: 'headlines' } },
              { type: 'social_links', settings: { title: 'Follow us' } },
            ],
          ],
        },
        {
          layout: '2_1',
          columns: [
            // The site's picks as a row of cards, and the latest pictures beside them.
            [{ type: 'carousel', settings: { title: 'Editor’s picks', limit: 8, excludeContentTypes: ['Page', 'Company', 'Contact'] } }],
            [{ type: 'content_image_grid', settings: { title: 'In pictures', columns: 2, limit: 4, excludeContentTypes: ['Page', 'Company', 'Contact'] } }],
          ],
        },
        {
          layout: '2_1',
          columns: [
            // Companies, events and news placed by their Location terms; the webinars beside them.
            [{ type: 'us_map', settings: { title: 'Across the US', limitPerState: 5 } }],
            [{ type: 'webinars', settings: { title: 'Webinars', limit: 4 } }],
          ],
        },
      ]),
    },
    {
      name: 'Section pages',
      type: 'section' as const,
      aliases: [] as string[],
      // 'Load More Content' appends the next items of the section, one grid a click (002 §4).
      loadMoreType: 'custom-click' as const,
      primaryGrid: grid('section', [
        {
          layout: '2_1',
          columns: [
            [{ type: 'content_list', settings: { title: '[sectionname]', sectionBubbling: true, limit: 12, display: 'lead-and-list' } }],
            [
              { type: 'search', settings: { title: 'Search' } },
              // Featured on the home page: the site's picks, shown beside every section.
              { type: 'content_list', settings: { title: 'Featured', sectionId: home?.id ?? null, scheduleOption: home ? 'Featured' : null, limit: 5, display: 'headlines', showImage: false } },
              // A section with sub-sections shows each with its newest items (dropped elsewhere).
              { type: 'section_overview', settings: { title: 'In [sectionname]', itemsPerSection: 2 } },
            ],
          ],
        },
      ]),
      // Each the section's next items (the lists leave out what is above); paging stops at one that is not full.
      secondaryGrids: [1, 2, 3].map((n) =>
        secondaryGrid(`section-more-${n}`, [
          { layout: '2_1', columns: [[{ type: 'content_list', settings: { title: 'More from [sectionname]', sectionBubbling: true, limit: 12, display: 'list' } }], []] },
        ]),
      ),
    },
    {
      name: 'Article pages',
      type: 'content' as const,
      aliases: [] as string[],
      // Reading on: the next item of the same type in the same section appears as the reader scrolls (002 §4).
      loadMoreType: 'page-scroll' as const,
      primaryGrid: grid('content', [
        {
          layout: '2_1',
          columns: [
            [
              { type: 'content_title' },
              { type: 'content_primary_image' },
              { type: 'content_body' },
              // Documents and white papers: their file (dropped on other items, hidden when gated).
              { type: 'document_download' },
              { type: 'share_links', settings: { title: 'Share' } },
              // The authors with photo, title and short bio, each linking to their page (headed 'About the author(s)').
              { type: 'about_author' },
              { type: 'content_schedules', settings: { title: 'Filed under' } },
            ],
            [
              // Upcoming events and webinars count down to their start (dropped on other items).
              { type: 'countdown', settings: { label: 'Starts in' } },
              { type: 'content_sidebars' },
              { type: 'related_content', settings: { title: 'Related', limit: 4 } },
              { type: 'content_list', settings: { title: 'More in [sectionname]', link: '[sectionlink]', limit: 5, display: 'headlines', keepInView: true } },
            ],
          ],
        },
      ]),
    },
    {
      name: 'Video pages',
      type: 'content-type-override' as const,
      aliases: [] as string[],
      contentTypes: ['Video' as const],
      loadMoreType: 'page-scroll' as const,
      primaryGrid: grid('video', [
        {
          layout: '2_1',
          columns: [
            [{ type: 'content_title' }, { type: 'video_player' }, { type: 'content_body' }, { type: 'share_links', settings: { title: 'Share' } }],
            [{ type: 'related_content', settings: { title: 'More videos', limit: 4 } }],
          ],
        },
      ]),
    },
    {
      name: 'Media gallery pages',
      type: 'content-type-override' as const,
      aliases: [] as string[],
      contentTypes: ['MediaGallery' as const],
      loadMoreType: 'none' as const,
      primaryGrid: grid('gallery', [
        {
          layout: '2_1',
          columns: [
            [{ type: 'content_title' }, { type: 'image_gallery' }, { type: 'content_body' }, { type: 'share_links', settings: { title: 'Share' } }],
            [{ type: 'related_content', settings: { title: 'More galleries', limit: 4 } }],
          ],
        },
      ]),
    },
    {
      // A company's page: its profile and what it published (items naming it), its people and videos beside.
      name: 'Company pages',
      type: 'content-type-override' as const,
      aliases: [] as string[],
      contentTypes: ['Company' as const],
      loadMoreType: 'none' as const,
      primaryGrid: grid('company', [
        {
          layout: '2_1',
          columns: [
            [
              // The profile shows the description (the teaser) and the logo: the title alone here.
              { type: 'content_title', settings: { showTeaser: false, showAuthors: false, showDate: false } },
              { type: 'company_profile' },
              { type: 'content_body' },
              { type: 'company_content', settings: { title: 'From [pagename]', limit: 6, display: 'list' } },
            ],
            [
              { type: 'company_contacts', settings: { title: 'Contacts' } },
              { type: 'company_videos', settings: { title: 'Videos', limit: 4, display: 'list', showTeaser: false, showSection: false } },
            ],
          ],
        },
      ]),
    },
    {
      // Every author page (/author/{slug}-{id}): a module page with the key 'author' and no aliases.
      name: 'Author pages',
      type: 'module' as const,
      key: AUTHOR_LAYOUT_KEY,
      aliases: [] as string[],
      loadMoreType: 'none' as const,
      primaryGrid: grid('author', [
        {
          layout: '2_1',
          columns: [
            [
              { type: 'author_profile' },
              { type: 'content_list', settings: { title: 'Latest from [pagename]', currentAuthor: true, limit: 20, display: 'list', excludeContentTypes: ['Page'] } },
            ],
            [
              { type: 'search', settings: { title: 'Search' } },
              { type: 'content_list', settings: { title: 'Most recent', limit: 5, display: 'headlines', showImage: false, excludeContentTypes: ['Page', 'Company', 'Contact'] } },
            ],
          ],
        },
      ]),
    },
  ];
}

/**
 * Section pages of issue 13's last blocks (each only where its section exists): the podcast with its
 * episodes, the newest video of a playlist (the site's own without a YouTube key), the leaders of
 * the company directory, and the Parts Direct parts and data sheet search beside the products.
 * Recommendations sit beside the podcasts and videos. job_board is not placed: it needs a job
 * board's feed, and the demo reads no other site.
 */
function issue13Layouts(sections: ReadonlyMap<string, SeededSection>) {
  const present = (...aliases: string[]) => aliases.filter((alias) => sections.has(alias));
  const recommended: BlockSpec = { type: 'blueconic_recommendations', settings: { title: 'Recommended', limit: 5, display: 'headlines', showImage: false } };
  const layouts = [
    {
      name: 'Podcast section',
      aliases: present('resources/podcasts', 'resources/media'),
      rows: [{ layout: '2_1' as const, columns: [[{ type: 'podcasts', settings: { limit: 10 } }], [recommended, { type: 'search', settings: { title: 'Search' } }]] as BlockSpec[][] }],
    },
    {
      name: 'Video section',
      aliases: present('resources/videos'),
      rows: [
        {
          layout: '2_1' as const,
          columns: [
            [
              // Playlist mode: with YOUTUBE_API_KEY the playlist's newest video, else the site's newest.
              { type: 'video_player', settings: { title: 'Latest video', playlistId: 'PLedrDemoLatestVideos', showCaption: true } },
              { type: 'content_list', settings: { title: '[sectionname]', sectionBubbling: true, limit: 12, display: 'list' } },
            ],
            [recommended],
          ] as BlockSpec[][],
        },
      ],
    },
    {
      name: 'Company directory',
      aliases: present('companies'),
      rows: [
        {
          layout: '2_1' as const,
          columns: [
            [
              // The leaders program (its module and site settings): the leaders of this section.
              { type: 'leaders', settings: { limit: 24 } },
              { type: 'content_list', settings: { title: 'All companies', includeContentTypes: ['Company'], sortField: 'name', sortOrder: 'asc', limit: 50, display: 'list', showDate: false, showSection: false } },
            ],
            [{ type: 'search', settings: { title: 'Search' } }],
          ] as BlockSpec[][],
        },
      ],
    },
    {
      name: 'Product section',
      aliases: present('products'),
      rows: [
        {
          layout: '2_1' as const,
          columns: [
            [
              { type: 'parts_search', settings: { title: 'Parts search', height: 700 } },
              { type: 'content_list', settings: { title: '[sectionname]', sectionBubbling: true, limit: 12, display: 'list' } },
            ],
            [{ type: 'data_sheets', settings: { title: 'Data sheets', height: 600 } }],
          ] as BlockSpec[][],
        },
      ],
    },
  ];
  return layouts
    .filter((layout) => layout.aliases.length > 0)
    .map((layout, n) => ({
      name: layout.name,
      type: 'section' as const,
      aliases: layout.aliases,
      loadMoreType: 'none' as const,
      primaryGrid: grid(`more${n}`, layout.rows),
    }));
}

export async function insertLayouts(db: Db, tenantId: number, sections: ReadonlyMap<string, SeededSection>): Promise<number> {
  const layouts = demoLayouts(sections);
  const rows = await db
    .insert(webLayouts)
    .values(layouts.map((layout) => ({ contentTypes: [], secondaryGrids: [], ...layout, excludeAds: NO_EXCLUDED_ADS })))
    .returning({ id: webLayouts.id });
  await db.insert(webLayoutTenants).values(rows.map((row) => ({ layoutId: row.id, tenantId })));
  return rows.length;
}
