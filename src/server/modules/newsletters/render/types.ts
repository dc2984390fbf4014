import type { NewsletterAdPlacement, NewsletterBlockType } from '../../../../shared/newsletterBlocks.js';
import type { NewsletterTemplateDocument } from '../../../../shared/newsletterTemplates.js';

/**
 * What the e-mail renderer (render/renderNewsletter.ts) needs: the template document, the data
 * each block resolved to (loaded by the campaign service from the schedules, contacts, ads and
 * issues), the site, and the campaign. Every address is absolute (e-mail clients have no base URL).
 * The renderer is pure: no database, no clock (the date comes in the campaign).
 */

export interface RenderSite {
  name: string;
  /** https://www.example.com — no trailing slash. */
  origin: string;
  /** Absolute address of the site's header logo, or null. */
  logoUrl: string | null;
}

export interface RenderStory {
  id: number;
  title: string;
  /** Absolute address of the item on the site. */
  url: string;
  /** Plain text (no HTML); the renderer cuts it to the block's teaserLength at a word boundary with '…'. */
  teaser: string;
  /** Absolute image address or null. */
  imageUrl: string | null;
  imageAlt: string;
  sectionName: string | null;
  published: Date | null;
  /** e.g. 'Article', 'Webinar' (the content type's label). */
  typeLabel: string;
}

export interface RenderContact {
  id: number;
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  imageUrl: string | null;
}

export interface RenderAd {
  id: number;
  placement: NewsletterAdPlacement;
  title: string;
  /** 'Sponsored', 'Advertisement', … shown above the ad; '' for none. */
  label: string;
  /** Where a click goes (absolute). */
  url: string;
  /** Plain text. */
  body: string;
  imageUrl: string | null;
  logoUrl: string | null;
  ctaLabel: string;
  companyName: string;
}

export interface RenderIssue {
  name: string;
  publicationName: string;
  coverUrl: string | null;
  url: string;
}

/** The resolved data of a block, by type. Types without data (html, fixed_ad, passendo_ad) get `{}`. */
export type RenderBlockData =
  | { type: 'content_list'; stories: RenderStory[] }
  | { type: 'contacts'; contacts: RenderContact[] }
  | { type: 'native_ad'; ad: RenderAd | null }
  | { type: 'issue'; issue: RenderIssue | null }
  | { type: Exclude<NewsletterBlockType, 'content_list' | 'contacts' | 'native_ad' | 'issue'> };

export interface RenderCampaign {
  /** null for a template preview. */
  id: number | null;
  subject: string;
  /** The inbox preview text (the hidden preheader at the top of the body). */
  preheader: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** Absolute address of the web view (/newsletter/{id}), or null (preview, hidden on web). */
  webUrl: string | null;
}

export interface NewsletterRenderInput {
  site: RenderSite;
  template: NewsletterTemplateDocument;
  /** Overrides template.styles.width (the campaign preview's three widths). */
  width?: 700 | 750 | 800;
  campaign: RenderCampaign;
  /** Block id → its data; a block missing here renders as if it had no data. */
  blocks: ReadonlyMap<string, RenderBlockData>;
}

export interface NewsletterRendering {
  html: string;
  text: string;
  /** What an editor should know: blocks dropped because empty, a native ad slot with no ad, … */
  warnings: string[];
}

/**
 * Per-recipient placeholders: the renderer writes these tokens where a recipient's own value goes;
 * the sender replaces them per message (one render per campaign, a string replace per message).
 * The web view and previews replace them with neutral values (personalise.ts).
 */
export const RECIPIENT_TOKENS = {
  /** The signed one-click unsubscribe link (RFC 8058 address, also in List-Unsubscribe). */
  unsubscribeUrl: '%%UNSUBSCRIBE_URL%%',
  /** The recipient's address (footer "This e-mail was sent to …"). */
  email: '%%EMAIL%%',
  /** md5 of the lower-cased address (Passendo's subscriber key). */
  emailMd5: '%%EMAIL_MD5%%',
  /** A random number per message (Passendo cache buster). */
  cacheBuster: '%%CACHEBUSTER%%',
} as const;
