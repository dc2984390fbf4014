import { createGuard } from '../../shared/guards';

/**
 * Every block type of the public site (spec 002 §2 "Block types (loaded on demand)"). This issue
 * builds the core a page cannot do without; the block library issue adds the rest of the spec's
 * list to this tuple, and the exhaustive registries (definitions.ts, loaders.ts, renderers.ts)
 * refuse to compile until each new type has its settings, loader and renderer.
 */
export const BLOCK_TYPES = [
  'content_title',
  'content_body',
  'content_primary_image',
  'content_list',
  'rich_text',
  'content_schedules',
  'related_content',
  'share_links',
  'social_links',
  'search',
  'call_to_action',
  'image_gallery',
  'video_player',
  'content_sidebars',
  'document_download',
  'zmag_embed',
  'issue_overview',
  'magazine_overview',
  'countdown',
  'carousel',
  'content_image_grid',
  'webinars',
  'section_overview',
  'us_map',
  'company_profile',
  'company_contacts',
  'company_videos',
  'company_content',
  'newsletter_campaigns',
  'subscribe',
  'external_rss',
  'about_author',
  'author_profile',
  'inquiry_form',
  'contact_form',
  'podcasts',
  'parts_search',
  'data_sheets',
  'job_board',
  'blueconic_recommendations',
  'leaders',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const isBlockType = createGuard(BLOCK_TYPES);

/** 002 §8: "Unknown block type | dynamic-import error". The message names the type. */
export class UnknownBlockTypeError extends Error {
  constructor(type: string) {
    super(`Failed to fetch dynamically imported module for block type '${type}': no such block type.`);
    this.name = 'UnknownBlockTypeError';
  }
}
