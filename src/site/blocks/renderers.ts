import type { ComponentType } from 'react';
import { isBlockType, UnknownBlockTypeError, type BlockType } from './blockTypes';
import type { BlockRendererProps } from './types';

/** What a page's grid renders a block with: its data and settings are those its own loader produced. */
export type BlockRenderer = ComponentType<BlockRendererProps>;

/**
 * Every block type's renderer, imported on demand (002 §2 "Block types (loaded on demand)"): a
 * page loads only the renderers of the types it shows. A type without a renderer does not compile.
 */
export const BLOCK_RENDERERS = {
  content_title: () => import('./ContentTitle/Block.js'),
  content_body: () => import('./ContentBody/Block.js'),
  content_primary_image: () => import('./ContentPrimaryImage/Block.js'),
  content_list: () => import('./ContentList/Block.js'),
  rich_text: () => import('./RichText/Block.js'),
  content_schedules: () => import('./ContentSchedules/Block.js'),
  related_content: () => import('./RelatedContent/Block.js'),
  share_links: () => import('./ShareLinks/Block.js'),
  social_links: () => import('./SocialLinks/Block.js'),
  search: () => import('./Search/Block.js'),
  call_to_action: () => import('./CallToAction/Block.js'),
  image_gallery: () => import('./ImageGallery/Block.js'),
  video_player: () => import('./VideoPlayer/Block.js'),
  content_sidebars: () => import('./ContentSidebars/Block.js'),
  document_download: () => import('./DocumentDownload/Block.js'),
  zmag_embed: () => import('./ZmagEmbed/Block.js'),
  issue_overview: () => import('./IssueOverview/Block.js'),
  magazine_overview: () => import('./MagazineOverview/Block.js'),
  countdown: () => import('./Countdown/Block.js'),
  carousel: () => import('./Carousel/Block.js'),
  content_image_grid: () => import('./ContentImageGrid/Block.js'),
  webinars: () => import('./Webinars/Block.js'),
  section_overview: () => import('./SectionOverview/Block.js'),
  us_map: () => import('./UsMap/Block.js'),
  company_profile: () => import('./CompanyProfile/Block.js'),
  company_contacts: () => import('./CompanyContacts/Block.js'),
  company_videos: () => import('./CompanyVideos/Block.js'),
  company_content: () => import('./CompanyContent/Block.js'),
  newsletter_campaigns: () => import('./NewsletterCampaigns/Block.js'),
  subscribe: () => import('./Subscribe/Block.js'),
  external_rss: () => import('./ExternalRss/Block.js'),
  about_author: () => import('./AboutAuthor/Block.js'),
  author_profile: () => import('./AuthorProfile/Block.js'),
  inquiry_form: () => import('./InquiryForm/Block.js'),
  contact_form: () => import('./ContactForm/Block.js'),
  podcasts: () => import('./Podcasts/Block.js'),
  parts_search: () => import('./PartsSearch/Block.js'),
  data_sheets: () => import('./DataSheets/Block.js'),
  job_board: () => import('./JobBoard/Block.js'),
  blueconic_recommendations: () => import('./BlueconicRecommendations/Block.js'),
  leaders: () => import('./Leaders/Block.js'),
} satisfies { [T in BlockType]: () => Promise<{ default: ComponentType<never> }> };

/** Renderers loaded so far; modules are cached by the runtime too, this keeps lookups synchronous. */
const loaded = new Map<BlockType, BlockRenderer>();

/**
 * Loads the renderers of the given types (duplicates are fine), before the page is rendered: the
 * page's +data awaits it on the server so the grid can render synchronously in one pass.
 * 002 §8 "Unknown block type | dynamic-import error": an unknown type rejects with
 * UnknownBlockTypeError.
 */
export async function preloadBlockRenderers(types: readonly string[]): Promise<void> {
  const wanted = [...new Set(types)].filter((type) => !loaded.has(type as BlockType));
  await Promise.all(
    wanted.map(async (type) => {
      if (!isBlockType(type)) throw new UnknownBlockTypeError(type);
      const module = await BLOCK_RENDERERS[type]();
      // Each renderer is typed with its own data and settings; the grid hands it the block its own
      // loader filled (same type key), which is the one place the two are matched up.
      loaded.set(type, module.default as BlockRenderer);
    }),
  );
}

/**
 * The renderer of a type, synchronously, once preloadBlockRenderers has loaded it. An unknown
 * type throws UnknownBlockTypeError; a known type that was not preloaded is a programming error.
 */
export function blockRenderer(type: string): BlockRenderer {
  if (!isBlockType(type)) throw new UnknownBlockTypeError(type);
  const renderer = loaded.get(type);
  if (!renderer) throw new Error(`The renderer of block type '${type}' was not loaded: await preloadBlockRenderers() before rendering the page.`);
  return renderer;
}
