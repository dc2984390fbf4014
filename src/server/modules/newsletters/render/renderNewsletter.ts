import { ElementType, parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { formatDisplayDate } from '../../../../shared/dates.js';
import {
  isNewsletterBlockType,
  NEWSLETTER_BLOCK_SETTINGS,
  type NewsletterBlockSettings,
  type NewsletterBlockType,
} from '../../../../shared/newsletterBlocks.js';
import type { NewsletterBlock, NewsletterRow, NewsletterTemplateDocument, SOCIAL_NETWORKS } from '../../../../shared/newsletterTemplates.js';
import { RECIPIENT_TOKENS, type NewsletterRenderInput, type NewsletterRendering, type RenderAd, type RenderBlockData, type RenderContact, type RenderStory } from './types.js';

/**
 * The e-mail renderer of newsletter campaigns: one template document and the data its blocks
 * resolved to become an e-mail-safe HTML document and its plain-text part. Layout is tables only,
 * every style inline (the one <style> only stacks the two columns on narrow screens), no scripts,
 * no web fonts; every text is escaped and every address is absolute http(s), mailto:, tel: or a
 * recipient token (RECIPIENT_TOKENS, filled per message by personalise.ts). Pure: no database,
 * no clock. render/emailSafety.ts checks the result.
 */

type Styles = NewsletterTemplateDocument['styles'];
type Align = 'left' | 'center';
/** The style fields every block has (newsletterBlockStyleSchema). */
type BlockStyle = Pick<NewsletterBlockSettings<'html'>, 'title' | 'titleLink' | 'backgroundColor' | 'padding' | 'textAlign'>;

/** A rendered part: its HTML and its lines in the plain-text part. */
interface Piece {
  html: string;
  text: string;
}

/** What every part of one rendering shares. */
interface RenderContext {
  input: NewsletterRenderInput;
  template: NewsletterTemplateDocument;
  styles: Styles;
  /** Width of the content table in pixels. */
  width: number;
  warnings: string[];
}

/** Where a block's content goes: its width (the column less the block's padding) and alignment. */
interface Box {
  ctx: RenderContext;
  width: number;
  align: Align;
  title: string;
}

const MUTED = '#6c757d';
const RULE = '#e9ecef';
const LOGO_WIDTH = 200;
const SIDE_IMAGE_MAX = 160;
const CONTACT_IMAGE = 64;
const COVER_MAX = 180;
const LOGO_AD_MAX = 120;
/** Below this a block's content is not made narrower (a large padding in a half column). */
const MIN_CONTENT_WIDTH = 120;
const PREHEADER_PADDING = '&zwnj;&nbsp;'.repeat(60);
const TABLE_ATTRS = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';
const MOBILE_CSS = '@media (max-width: 620px) { .nl-inner { width: 100% !important; } .nl-col { display: block !important; width: 100% !important; } }';
const DISPLAY_AD_WIDTHS = { rectangle: 300, leaderboard: 728, billboard: 970, logo: 200 } as const;
const NETWORK_NAMES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
const TOKEN_VALUES: ReadonlySet<string> = new Set(Object.values(RECIPIENT_TOKENS));
const MAILTO = /^mailto:[^\s<>"@:]+@[^\s<>"@]+$/i;

/**
 * Renders a newsletter campaign (or a template preview) to an e-mail: `html` (tables, inline
 * styles, the recipient tokens where a recipient's own values go), `text` (the plain-text part)
 * and `warnings` for the editor (blocks left out because they had nothing to show, in grid order).
 */
export function renderNewsletter(input: NewsletterRenderInput): NewsletterRendering {
  const ctx: RenderContext = {
    input,
    template: input.template,
    styles: input.template.styles,
    width: input.width ?? input.template.styles.width,
    warnings: [],
  };
  const header = renderHeader(ctx);
  const rows = input.template.grid.rows.map((row) => renderRow(row, ctx)).filter(isPiece);
  const footer = renderFooter(ctx);
  return {
    html: documentHtml(ctx, [header, ...rows, footer]),
    text: textPart(ctx, header, rows, footer),
    warnings: ctx.warnings,
  };
}

// ---------------------------------------------------------------- escaping and addresses

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content: & < > " ' escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => TEXT_ESCAPES[c] ?? c);
}

/** An attribute value inside double quotes (' is kept: font names such as 'Times New Roman'). */
function escapeAttribute(value: string): string {
  return value.replace(/[&<>"]/g, (c) => TEXT_ESCAPES[c] ?? c);
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An image address an e-mail client can load (absolute http(s)), trimmed; null for anything else. */
export function safeImageUrl(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  return isHttpUrl(value) ? value : null;
}

/**
 * A link target an e-mail may carry: absolute http(s), mailto:, tel: or a recipient token
 * (%%UNSUBSCRIBE_URL%%); null for anything else (javascript:, relative paths, '#…').
 */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (TOKEN_VALUES.has(value) || isHttpUrl(value)) return value || null;
  if (MAILTO.test(value)) return value;
  if (/^tel:\+?\d+$/i.test(value)) return value;
  return null;
}

function mailtoUrl(email: string | null): string | null {
  return email ? safeLinkUrl(`mailto:${email.trim()}`) : null;
}

function telUrl(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${(phone ?? '').trim().startsWith('+') ? '+' : ''}${digits}`;
}

// ---------------------------------------------------------------- markup helpers

function isPiece(piece: Piece | null): piece is Piece {
  return piece !== null;
}

/** Declarations joined into a style attribute's value; empty and false parts are skipped. */
function css(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(';');
}

function attr(name: string, value: string | number): string {
  return ` ${name}="${escapeAttribute(String(value))}"`;
}

function styleAttr(...parts: (string | false | null | undefined)[]): string {
  const value = css(...parts);
  return value === '' ? '' : attr('style', value);
}

function table(rows: string, extra = ''): string {
  return `<table ${TABLE_ATTRS}${extra}>${rows}</table>`;
}

function fullTable(rows: string, extra = ''): string {
  return table(rows, attr('width', '100%') + extra);
}

function tr(cells: string): string {
  return `<tr>${cells}</tr>`;
}

function td(content: string, extra = ''): string {
  return `<td${extra}>${content}</td>`;
}

/** A paragraph; its margin is 0 0 8px unless the style gives one. */
function para(content: string, ...style: (string | false | null | undefined)[]): string {
  const margin = style.some((part) => typeof part === 'string' && part.startsWith('margin:')) ? '' : 'margin:0 0 8px 0';
  return `<p${styleAttr(margin, ...style)}>${content}</p>`;
}

/** A link when the address is safe, else the content alone. */
function link(url: string | null | undefined, content: string, ...style: (string | false | null | undefined)[]): string {
  const href = safeLinkUrl(url);
  return href ? `<a href="${escapeAttribute(href)}" target="_blank"${styleAttr(...style)}>${content}</a>` : content;
}

/** An <img> of the given width (height automatic unless given), or null when the address is not safe. */
function image(url: string | null | undefined, alt: string, width: number, options: { height?: number; center?: boolean } = {}): string | null {
  const src = safeImageUrl(url);
  if (!src) return null;
  const w = Math.max(1, Math.round(width));
  const height = options.height === undefined ? '' : attr('height', Math.max(1, Math.round(options.height)));
  const style = styleAttr('display:block', 'border:0', 'outline:none', 'text-decoration:none', `width:${w}px`, 'max-width:100%', options.height === undefined ? 'height:auto' : '', options.center ? 'margin:0 auto' : '');
  return `<img${attr('src', src)}${attr('alt', alt)}${attr('width', w)}${height}${style} />`;
}

function lines(...parts: (string | null | false | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join('\n');
}

function blankLineJoin(parts: string[]): string {
  return parts.filter((part) => part.trim() !== '').join('\n\n');
}

function displayDate(value: Date | string): string {
  try {
    return formatDisplayDate(value);
  } catch {
    return typeof value === 'string' ? value : '';
  }
}

/** Plain text with its line breaks kept, for HTML. */
function multiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br />');
}

/**
 * A teaser cut to at most `max` characters, '…' included, at a word boundary (a single word
 * longer than that is cut inside). White space is collapsed first.
 */
export function cutTeaser(teaser: string, max: number): string {
  const text = teaser.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const head = text.slice(0, Math.max(0, max - 1));
  const boundary = text[max - 1] === ' ' ? head.length : head.lastIndexOf(' ');
  const cut = boundary > 0 ? head.slice(0, boundary) : head;
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`;
}

function baseText(ctx: RenderContext, color = ctx.styles.textColor): string {
  return css(`font-family:${ctx.styles.fontFamily}`, `color:${color}`, 'font-size:15px', 'line-height:22px');
}

function linkStyle(ctx: RenderContext): string[] {
  return [`color:${ctx.styles.linkColor}`, 'text-decoration:none'];
}

/** A title drawn with the template's grid title styles (row and block titles), linked when given. */
function gridTitle(title: string, href: string, ctx: RenderContext): Piece {
  const t = ctx.template.gridTitleStyles;
  const color = t.color || ctx.styles.textColor;
  const content = link(href, escapeHtml(title), `color:${color}`, 'text-decoration:none');
  const cell = td(
    content,
    styleAttr(
      `font-family:${ctx.styles.fontFamily}`,
      `font-size:${t.fontSize}px`,
      `line-height:${Math.round(t.fontSize * 1.3)}px`,
      'font-weight:bold',
      `color:${color}`,
      t.backgroundColor && `background-color:${t.backgroundColor}`,
      t.uppercase && 'text-transform:uppercase',
      t.borderColor && `border-bottom:2px solid ${t.borderColor}`,
      t.backgroundColor ? 'padding:6px 8px' : 'padding:0 0 6px 0',
    ),
  );
  const spacer = td('&nbsp;', attr('height', 12) + styleAttr('height:12px', 'font-size:0', 'line-height:0'));
  return { html: fullTable(tr(cell) + tr(spacer)), text: title.toUpperCase() };
}

/** Two cells side by side: an image (left or right) and text. */
function sideBySide(imageHtml: string, imageWidth: number, textHtml: string, side: 'left' | 'right', align: Align): string {
  const imageCell = td(
    imageHtml,
    attr('width', imageWidth) + attr('valign', 'top') + styleAttr(`width:${imageWidth}px`, 'vertical-align:top', side === 'left' ? 'padding-right:16px' : 'padding-left:16px'),
  );
  const textCell = td(textHtml, attr('valign', 'top') + styleAttr('vertical-align:top', `text-align:${align}`));
  return fullTable(tr(side === 'left' ? imageCell + textCell : textCell + imageCell));
}

/** Content with a gap under it. */
function spaced(content: string, gap: number): string {
  return fullTable(tr(td(content, styleAttr(`padding-bottom:${gap}px`))));
}

/** Content above more content, with a gap. */
function stacked(top: string, rest: string, gap = 10): string {
  return fullTable(tr(td(top, styleAttr(`padding-bottom:${gap}px`))) + tr(td(rest)));
}

/** Items one under the other, a thin rule between them. */
function list(items: string[], gap = 16): string {
  const rows = items.map((item, i) =>
    tr(td(item, styleAttr(i > 0 && `padding-top:${gap}px`, i > 0 && `border-top:1px solid ${RULE}`, i < items.length - 1 && `padding-bottom:${gap}px`))),
  );
  return fullTable(rows.join(''));
}

function smallLabel(label: string): string {
  return para(escapeHtml(label), 'margin:0 0 6px 0', 'font-size:11px', 'line-height:14px', `color:${MUTED}`, 'text-transform:uppercase', 'letter-spacing:1px');
}

/** A bulletproof button: a coloured table cell holding the link (no image, works without CSS). */
function button(url: string, label: string, box: Box): string {
  const accent = box.ctx.styles.accentColor || box.ctx.styles.linkColor;
  const anchor = link(url, escapeHtml(label), 'display:inline-block', 'padding:10px 20px', `font-family:${box.ctx.styles.fontFamily}`, 'font-size:15px', 'font-weight:bold', 'color:#ffffff', 'text-decoration:none');
  const bg = /^#[0-9a-f]{3,6}$/i.test(accent) ? attr('bgcolor', accent) : '';
  const inner = table(tr(td(anchor, bg + attr('align', 'center') + styleAttr(`background-color:${accent}`, 'border-radius:4px'))));
  return fullTable(tr(td(inner, attr('align', box.align) + styleAttr('padding-top:12px'))));
}

// ---------------------------------------------------------------- document

function documentHtml(ctx: RenderContext, parts: Piece[]): string {
  const { styles, input } = ctx;
  const preheader = `<div${styleAttr('display:none', 'font-size:1px', 'line-height:1px', 'max-height:0', 'max-width:0', 'opacity:0', 'overflow:hidden', 'mso-hide:all')}>${escapeHtml(input.campaign.preheader)}${PREHEADER_PADDING}</div>`;
  const inner = table(
    parts.map((part) => part.html).join(''),
    attr('width', ctx.width) + attr('align', 'center') + attr('class', 'nl-inner') + styleAttr('width:100%', `max-width:${ctx.width}px`, `background-color:${styles.contentBackgroundColor}`, 'margin:0 auto'),
  );
  const ghostOpen = `<!--[if mso]><table ${TABLE_ATTRS} width="${ctx.width}" align="center"><tr><td><![endif]-->`;
  const ghostClose = '<!--[if mso]></td></tr></table><![endif]-->';
  const outer = fullTable(
    tr(td(viewInBrowser(ctx) + ghostOpen + inner + ghostClose, attr('align', 'center') + styleAttr('padding:16px 8px'))),
    styleAttr('width:100%', `background-color:${styles.backgroundColor}`),
  );
  return [
    '<!DOCTYPE html>',
    '<html lang="en" xmlns="http://www.w3.org/1999/xhtml">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="x-apple-disable-message-reformatting" />',
    `<title>${escapeHtml(input.campaign.subject)}</title>`,
    `<style>${MOBILE_CSS}</style>`,
    '</head>',
    `<body${styleAttr('margin:0', 'padding:0', 'width:100%', `background-color:${styles.backgroundColor}`, '-webkit-text-size-adjust:100%')}>`,
    preheader,
    outer,
    '</body>',
    '</html>',
  ].join('\n');
}

function viewInBrowser(ctx: RenderContext): string {
  const url = safeLinkUrl(ctx.input.campaign.webUrl);
  if (!url) return '';
  const anchor = link(url, 'View in browser', `color:${MUTED}`, 'text-decoration:underline');
  const cell = td(anchor, attr('align', 'center') + styleAttr(`font-family:${ctx.styles.fontFamily}`, 'font-size:12px', 'line-height:16px', `color:${MUTED}`, 'padding:0 0 8px 0'));
  return table(tr(cell), attr('width', ctx.width) + attr('align', 'center') + attr('class', 'nl-inner') + styleAttr('width:100%', `max-width:${ctx.width}px`, 'margin:0 auto'));
}

function textPart(ctx: RenderContext, header: Piece, rows: Piece[], footer: Piece): string {
  const { campaign } = ctx.input;
  const intro = lines(campaign.subject, displayDate(campaign.issueDate), campaign.webUrl && safeLinkUrl(campaign.webUrl) ? `View in browser: ${campaign.webUrl.trim()}` : null);
  const body = blankLineJoin([intro, header.text, ...rows.map((row) => row.text), `----------\n${footer.text}`]);
  return `${body}\n`;
}

// ---------------------------------------------------------------- header

function renderHeader(ctx: RenderContext): Piece {
  const { header } = ctx.template;
  const date = header.showDate ? displayDate(ctx.input.campaign.issueDate) : '';
  const banner = header.style === 'banner' ? bannerImage(ctx) : null;
  const body = banner ? bannerHeader(ctx, banner, date) : header.style === 'logo-left' ? leftHeader(ctx, date) : centredHeader(ctx, date);
  const cell = td(body, styleAttr(`background-color:${header.backgroundColor || ctx.styles.contentBackgroundColor}`, baseText(ctx)));
  return { html: tr(cell), text: header.text };
}

/** The header's logo linked to the site, or the site's name when there is no logo. */
function logo(ctx: RenderContext, center: boolean): string {
  const { site } = ctx.input;
  const img = image(ctx.template.header.logoUrl || site.logoUrl, site.name, Math.min(LOGO_WIDTH, ctx.width - 48), { center });
  const content = img ?? escapeHtml(site.name);
  const nameStyle = img ? [] : [`color:${ctx.styles.textColor}`, 'font-size:26px', 'line-height:32px', 'font-weight:bold', 'text-decoration:none'];
  return link(site.origin, content, ...nameStyle, img ? 'text-decoration:none' : '');
}

function headerDate(date: string, align: Align | 'right', margin = 'margin:0'): string {
  return date === '' ? '' : para(escapeHtml(date), margin, 'font-size:13px', 'line-height:18px', `color:${MUTED}`, `text-align:${align}`);
}

function headerText(ctx: RenderContext, align: Align): string {
  const text = ctx.template.header.text;
  return text === '' ? '' : para(multiline(text), 'margin:8px 0 0 0', 'font-size:14px', 'line-height:20px', `text-align:${align}`);
}

function leftHeader(ctx: RenderContext, date: string): string {
  const logoCell = td(logo(ctx, false), attr('valign', 'middle') + attr('align', 'left') + styleAttr('vertical-align:middle'));
  const dateCell = date === '' ? '' : td(headerDate(date, 'right'), attr('valign', 'middle') + attr('align', 'right') + styleAttr('vertical-align:middle', 'text-align:right'));
  const text = headerText(ctx, 'left');
  return fullTable(tr(td(fullTable(tr(logoCell + dateCell)) + text, styleAttr('padding:20px 24px'))));
}

function centredHeader(ctx: RenderContext, date: string): string {
  return fullTable(tr(td(logo(ctx, true) + headerDate(date, 'center', 'margin:8px 0 0 0') + headerText(ctx, 'center'), attr('align', 'center') + styleAttr('padding:20px 24px', 'text-align:center'))));
}

function bannerImage(ctx: RenderContext): string | null {
  const img = image(ctx.template.header.bannerImageUrl, ctx.input.site.name, ctx.width);
  return img ? link(ctx.input.site.origin, img, 'text-decoration:none') : null;
}

function bannerHeader(ctx: RenderContext, banner: string, date: string): string {
  const below = headerDate(date, 'center') + headerText(ctx, 'center');
  const belowRow = below === '' ? '' : tr(td(below, attr('align', 'center') + styleAttr('padding:12px 24px', 'text-align:center')));
  return fullTable(tr(td(banner)) + belowRow);
}

// ---------------------------------------------------------------- grid

function renderRow(row: NewsletterRow, ctx: RenderContext): Piece | null {
  const s = row.settings;
  const rowWidth = ctx.width - 2 * s.horizontalPadding;
  const columnWidth = s.layout === '1_1' ? Math.floor(rowWidth / 2) : rowWidth;
  const columns = row.columns.map((column) => renderColumn(column.blocks, columnWidth, ctx));
  if (columns.every((column) => column === null)) return null;
  const title = s.title ? gridTitle(s.title, '', ctx) : null;
  // The row title lines up with the blocks' content (their default padding).
  const titleHtml = title ? fullTable(tr(td(title.html, styleAttr('padding:12px 12px 0 12px')))) : '';
  const body = s.layout === '1_1' ? twoColumns(columns, columnWidth) : columns.filter(isPiece).map((column) => column.html).join('');
  const cell = td(titleHtml + body, styleAttr(`padding:${s.verticalPadding}px ${s.horizontalPadding}px`, s.backgroundColor && `background-color:${s.backgroundColor}`));
  return { html: tr(cell), text: blankLineJoin([title?.text ?? '', ...columns.filter(isPiece).map((column) => column.text)]) };
}

function renderColumn(blocks: NewsletterBlock[], width: number, ctx: RenderContext): Piece | null {
  const pieces = blocks.map((block) => renderBlock(block, width, ctx)).filter(isPiece);
  if (pieces.length === 0) return null;
  return { html: pieces.map((piece) => piece.html).join(''), text: blankLineJoin(pieces.map((piece) => piece.text)) };
}

/** Two equal cells (an emptied column keeps its cell); a narrow screen stacks them (.nl-col). */
function twoColumns(columns: (Piece | null)[], width: number): string {
  const cells = [columns[0] ?? null, columns[1] ?? null].map((column) =>
    td(column?.html ?? '&nbsp;', attr('class', 'nl-col') + attr('width', width) + attr('valign', 'top') + styleAttr(`width:${width}px`, 'vertical-align:top')),
  );
  return fullTable(tr(cells.join('')));
}

// ---------------------------------------------------------------- blocks

type BlockRenderer<T extends NewsletterBlockType> = (settings: NewsletterBlockSettings<T>, data: RenderBlockData | undefined, box: Box) => Piece | null;

const BLOCK_RENDERERS: { [T in NewsletterBlockType]: BlockRenderer<T> } = {
  content_list: contentListBlock,
  html: htmlBlock,
  contacts: contactsBlock,
  fixed_ad: fixedAdBlock,
  native_ad: nativeAdBlock,
  passendo_ad: passendoAdBlock,
  issue: issueBlock,
};

function renderBlock(block: NewsletterBlock, columnWidth: number, ctx: RenderContext): Piece | null {
  if (!isNewsletterBlockType(block.type)) {
    ctx.warnings.push(`Block '${block.id}' has the unknown type '${block.type}' and was left out.`);
    return null;
  }
  return renderTypedBlock(block.type, block, columnWidth, ctx);
}

function renderTypedBlock<T extends NewsletterBlockType>(type: T, block: NewsletterBlock, columnWidth: number, ctx: RenderContext): Piece | null {
  const parsed = NEWSLETTER_BLOCK_SETTINGS[type].safeParse(block.settings);
  if (!parsed.success) {
    ctx.warnings.push(`Block '${block.id}' (${type}) has invalid settings and was left out.`);
    return null;
  }
  const settings = parsed.data as NewsletterBlockSettings<T>;
  const box: Box = { ctx, width: Math.max(MIN_CONTENT_WIDTH, columnWidth - 2 * settings.padding), align: settings.textAlign, title: settings.title };
  const renderer: BlockRenderer<T> = BLOCK_RENDERERS[type];
  const body = renderer(settings, ctx.input.blocks.get(block.id), box);
  return body ? frameBlock(settings, body, box) : null;
}

/** The block's frame: background, padding, alignment and its title. */
function frameBlock(style: BlockStyle, body: Piece, box: Box): Piece {
  const title = style.title ? gridTitle(style.title, style.titleLink, box.ctx) : null;
  const cell = td(
    (title?.html ?? '') + body.html,
    attr('align', style.textAlign) + styleAttr(`padding:${style.padding}px`, `text-align:${style.textAlign}`, style.backgroundColor && `background-color:${style.backgroundColor}`, baseText(box.ctx)),
  );
  return { html: fullTable(tr(cell), styleAttr(style.backgroundColor && `background-color:${style.backgroundColor}`)), text: lines(title?.text, body.text) };
}

function warn(box: Box, message: string): null {
  box.ctx.warnings.push(message);
  return null;
}

// content_list

function contentListBlock(settings: NewsletterBlockSettings<'content_list'>, data: RenderBlockData | undefined, box: Box): Piece | null {
  const stories = (data?.type === 'content_list' ? data.stories : []).slice(0, settings.numberOfItems);
  if (stories.length === 0) return warn(box, `Content list '${box.title || 'Content list'}' has no stories for this issue.`);
  const pieces = stories.map((story) => storyPiece(story, settings, box));
  return { html: list(pieces.map((piece) => piece.html)), text: blankLineJoin(pieces.map((piece) => piece.text)) };
}

function storyPiece(story: RenderStory, settings: NewsletterBlockSettings<'content_list'>, box: Box): Piece {
  const url = safeLinkUrl(story.url);
  const teaser = settings.showTeaser ? cutTeaser(story.teaser, settings.teaserLength) : '';
  const textHtml = storyText(story, settings, box, url, teaser);
  const text = lines(story.title, url, teaser);
  const position = settings.showImage ? settings.imagePosition : 'none';
  if (position === 'none') return { html: textHtml, text };
  if (position === 'top') {
    const img = image(story.imageUrl, story.imageAlt || story.title, box.width, { center: box.align === 'center' });
    return { html: img ? stacked(link(url, img, 'text-decoration:none'), textHtml) : textHtml, text };
  }
  const width = Math.min(SIDE_IMAGE_MAX, Math.floor(box.width / 3));
  const img = image(story.imageUrl, story.imageAlt || story.title, width);
  return { html: img ? sideBySide(link(url, img, 'text-decoration:none'), width, textHtml, position, box.align) : textHtml, text };
}

function storyText(story: RenderStory, settings: NewsletterBlockSettings<'content_list'>, box: Box, url: string | null, teaser: string): string {
  const { ctx } = box;
  const section = settings.showSection && story.sectionName ? para(escapeHtml(story.sectionName), 'margin:0 0 4px 0', 'font-size:12px', 'line-height:16px', 'font-weight:bold', 'text-transform:uppercase', `color:${ctx.styles.accentColor}`) : '';
  const title = para(link(url, escapeHtml(story.title), ...linkStyle(ctx)), 'margin:0 0 6px 0', 'font-size:18px', 'line-height:24px', 'font-weight:bold');
  const date = settings.showDate && story.published ? para(escapeHtml(displayDate(story.published)), 'margin:0 0 6px 0', 'font-size:13px', 'line-height:18px', `color:${MUTED}`) : '';
  const teaserHtml = teaser ? para(escapeHtml(teaser), 'font-size:15px', 'line-height:22px') : '';
  const more = url && settings.readMoreLabel ? para(link(url, `${escapeHtml(settings.readMoreLabel)} &rsaquo;`, ...linkStyle(ctx), 'font-weight:bold'), 'margin:0', 'font-size:14px', 'line-height:20px') : '';
  return section + title + date + teaserHtml + more;
}

// html

function htmlBlock(settings: NewsletterBlockSettings<'html'>, _data: RenderBlockData | undefined, box: Box): Piece | null {
  const clean = emailSafeHtml(settings.html, box);
  const text = htmlToText(clean);
  if (text === '' && !/<img\b/i.test(clean)) return warn(box, `HTML block '${box.title || 'HTML'}' is empty.`);
  return { html: clean, text };
}

/** Keeps the e-mail-safe tags, rewrites their attributes to ours (inline styles, safe addresses). */
function emailSafeHtml(html: string, box: Box): string {
  const { ctx } = box;
  const text = (tagName: string, ...style: string[]) => () => ({ tagName, attribs: { style: css(...style) } });
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'],
    allowedAttributes: {
      a: ['href', 'target', 'style'],
      img: ['src', 'alt', 'width', 'height', 'style'],
      table: ['role', 'cellpadding', 'cellspacing', 'border', 'width', 'style'],
      td: ['colspan', 'rowspan', 'valign', 'style'],
      th: ['colspan', 'rowspan', 'valign', 'style'],
      p: ['style'],
      h2: ['style'],
      h3: ['style'],
      h4: ['style'],
      ul: ['style'],
      ol: ['style'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (_tag, attribs): sanitizeHtml.Tag => {
        const href = attribs.href?.trim() ?? '';
        const ok = isHttpUrl(href) || MAILTO.test(href);
        // Without an address the tag is left out by exclusiveFilter and its text kept. (Renaming it to
        // a tag that is not allowed would do the same, but sanitize-html then closes the next link
        // at the same depth with the wrong tag.)
        return ok ? { tagName: 'a', attribs: { href, target: '_blank', style: css(`color:${ctx.styles.linkColor}`, 'text-decoration:underline') } } : { tagName: 'a', attribs: {} };
      },
      img: (_tag, attribs) => emailImage(attribs, box),
      table: () => ({ tagName: 'table', attribs: { role: 'presentation', cellpadding: '0', cellspacing: '0', border: '0', width: '100%', style: 'border-collapse:collapse' } }),
      td: (_tag, attribs) => ({ tagName: 'td', attribs: cellAttributes(attribs) }),
      th: (_tag, attribs) => ({ tagName: 'th', attribs: { ...cellAttributes(attribs), style: 'vertical-align:top;text-align:left;font-weight:bold' } }),
      p: text('p', 'margin:0 0 12px 0'),
      h2: text('h2', 'margin:0 0 10px 0', 'font-size:22px', 'line-height:28px', `font-family:${ctx.styles.fontFamily}`),
      h3: text('h3', 'margin:0 0 8px 0', 'font-size:19px', 'line-height:24px', `font-family:${ctx.styles.fontFamily}`),
      h4: text('h4', 'margin:0 0 8px 0', 'font-size:16px', 'line-height:22px', `font-family:${ctx.styles.fontFamily}`),
      ul: text('ul', 'margin:0 0 12px 0', 'padding-left:24px'),
      ol: text('ol', 'margin:0 0 12px 0', 'padding-left:24px'),
    },
    exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : frame.tag === 'img' && !frame.attribs.src),
  }).trim();
}

function cellAttributes(attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { valign: 'top', style: 'vertical-align:top' };
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name];
    if (value && /^\d{1,2}$/.test(value)) out[name] = value;
  }
  return out;
}

/** An <img> of an HTML block: absolute http(s) only (else left without a src, which exclusiveFilter drops), alt always, width capped to the block. */
function emailImage(attribs: Record<string, string>, box: Box): { tagName: string; attribs: Record<string, string> } {
  const src = safeImageUrl(attribs.src);
  if (!src) return { tagName: 'img', attribs: {} };
  const given = Number.parseInt(attribs.width ?? '', 10);
  const width = Number.isFinite(given) && given > 0 ? Math.min(given, box.width) : box.width;
  const givenHeight = Number.parseInt(attribs.height ?? '', 10);
  const keepHeight = width === given && Number.isFinite(givenHeight) && givenHeight > 0;
  const out: Record<string, string> = { src, alt: attribs.alt ?? '', width: String(width), style: `display:block;border:0;width:${width}px;max-width:100%;${keepHeight ? '' : 'height:auto'}` };
  if (keepHeight) out.height = String(givenHeight);
  return { tagName: 'img', attribs: out };
}

type DomNode = ReturnType<typeof parseDocument>['children'][number];
const TEXT_BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'table', 'tr']);

/** The plain text of (already clean) HTML: paragraphs and list items on their own lines, links as 'text (address)'. */
function htmlToText(html: string): string {
  const raw = parseDocument(html).children.map(nodeText).join('');
  return raw
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function nodeText(node: DomNode): string {
  if (node.type === ElementType.Text) return node.data.replace(/\s+/g, ' ');
  if (node.type !== ElementType.Tag) return '';
  if (node.name === 'br') return '\n';
  const inner = node.children.map(nodeText).join('');
  if (node.name === 'a') {
    const href = node.attribs.href ?? '';
    return href && href !== inner.trim() ? `${inner} (${href})` : inner;
  }
  if (node.name === 'li') return `\n- ${inner.trim()}`;
  if (node.name === 'td' || node.name === 'th') return `${inner.trim()} `;
  return TEXT_BLOCKS.has(node.name) ? `\n${inner.trim()}\n\n` : inner;
}

// contacts

function contactsBlock(settings: NewsletterBlockSettings<'contacts'>, data: RenderBlockData | undefined, box: Box): Piece | null {
  const contacts = data?.type === 'contacts' ? data.contacts : [];
  if (contacts.length === 0) return warn(box, `Contacts '${box.title || 'Contacts'}' has no contacts to show.`);
  const pieces = contacts.map((contact) => contactPiece(contact, settings.showImage, box));
  return { html: list(pieces.map((piece) => piece.html), 12), text: blankLineJoin(pieces.map((piece) => piece.text)) };
}

function contactPiece(contact: RenderContact, showImage: boolean, box: Box): Piece {
  const { ctx } = box;
  const email = mailtoUrl(contact.email);
  const phone = telUrl(contact.phone);
  const details =
    para(escapeHtml(contact.name), 'margin:0 0 2px 0', 'font-weight:bold', 'font-size:16px') +
    (contact.title ? para(escapeHtml(contact.title), 'margin:0 0 2px 0', 'font-size:14px', `color:${MUTED}`) : '') +
    (contact.email && email ? para(link(email, escapeHtml(contact.email.trim()), ...linkStyle(ctx)), 'margin:0 0 2px 0', 'font-size:14px') : '') +
    (contact.phone && phone ? para(link(phone, escapeHtml(contact.phone.trim()), ...linkStyle(ctx)), 'margin:0', 'font-size:14px') : '');
  const img = showImage ? image(contact.imageUrl, contact.name, CONTACT_IMAGE) : null;
  const text = lines(contact.name, contact.title, email ? contact.email : null, phone ? contact.phone : null);
  return { html: img ? sideBySide(img, CONTACT_IMAGE, details, 'left', box.align) : details, text };
}

// fixed_ad

function fixedAdBlock(settings: NewsletterBlockSettings<'fixed_ad'>, _data: RenderBlockData | undefined, box: Box): Piece | null {
  const img = image(settings.imageUrl, settings.altText || 'Advertisement', Math.min(settings.width, box.width), { center: box.align === 'center' });
  if (!img) return warn(box, `Fixed ad '${box.title || 'Fixed ad'}' has no image.`);
  const url = safeLinkUrl(settings.clickUrl);
  return {
    html: (settings.label ? smallLabel(settings.label) : '') + link(url, img, 'text-decoration:none'),
    text: `${settings.label || 'Advertisement'}: ${settings.altText || 'Advertisement'}${url ? ` — ${url}` : ''}`,
  };
}

// native_ad

function nativeAdBlock(settings: NewsletterBlockSettings<'native_ad'>, data: RenderBlockData | undefined, box: Box): Piece | null {
  const ad = data?.type === 'native_ad' ? data.ad : null;
  if (!ad) return warn(box, `Native ad at position ${settings.position} has no ad scheduled for this issue.`);
  switch (ad.placement) {
    case 'sponsored_content':
    case 'product_showcase':
      return sponsoredContent(ad, box);
    case 'sponsored_link':
      return sponsoredLink(ad, box);
    case 'job_opening':
      return jobOpening(ad, box);
    default:
      return displayAd(ad, ad.placement, settings.position, box);
  }
}

function adText(label: string, ad: RenderAd): string {
  const url = safeLinkUrl(ad.url);
  return `${label}: ${ad.title}${url ? ` — ${url}` : ''}`;
}

function adTitle(ad: RenderAd, box: Box, size = 18): string {
  return para(link(ad.url, escapeHtml(ad.title), ...linkStyle(box.ctx)), 'margin:0 0 6px 0', `font-size:${size}px`, `line-height:${size + 6}px`, 'font-weight:bold');
}

function adBody(body: string): string {
  return body.trim() ? para(multiline(body.trim()), 'font-size:15px', 'line-height:22px') : '';
}

function sponsoredContent(ad: RenderAd, box: Box): Piece {
  const label = ad.label || 'Sponsored';
  const img = image(ad.imageUrl, ad.title, box.width, { center: box.align === 'center' });
  const imageHtml = img ? spaced(link(ad.url, img, 'text-decoration:none'), 10) : '';
  const html = smallLabel(label) + imageHtml + adTitle(ad, box) + adBody(ad.body) + button(ad.url, ad.ctaLabel || 'Learn more', box) + presentedBy(ad, box);
  return { html, text: lines(adText(label, ad), ad.body.trim()) };
}

function presentedBy(ad: RenderAd, box: Box): string {
  if (!ad.companyName && !ad.logoUrl) return '';
  const logoImg = image(ad.logoUrl, ad.companyName || 'Sponsor', LOGO_AD_MAX, { center: box.align === 'center' });
  const words = ad.companyName ? para(`Presented by ${escapeHtml(ad.companyName)}`, 'margin:0 0 6px 0', 'font-size:12px', 'line-height:16px', `color:${MUTED}`) : para('Presented by', 'margin:0 0 6px 0', 'font-size:12px', `color:${MUTED}`);
  return fullTable(tr(td(words + (logoImg ?? ''), attr('align', box.align) + styleAttr('padding-top:12px', `text-align:${box.align}`))));
}

function sponsoredLink(ad: RenderAd, box: Box): Piece {
  const label = ad.label || 'Sponsored';
  const line = para(`<strong>${escapeHtml(label)}:</strong> ${link(ad.url, escapeHtml(ad.title), ...linkStyle(box.ctx), 'font-weight:bold')}`, 'margin:0 0 4px 0', 'font-size:15px', 'line-height:22px');
  const body = ad.body.trim() ? para(escapeHtml(cutTeaser(ad.body, 200)), 'margin:0', 'font-size:14px', 'line-height:20px') : '';
  return { html: line + body, text: lines(adText(label, ad), ad.body.trim() ? cutTeaser(ad.body, 200) : null) };
}

function jobOpening(ad: RenderAd, box: Box): Piece {
  const label = ad.label || 'Job opening';
  const company = ad.companyName ? para(escapeHtml(ad.companyName), 'margin:0 0 6px 0', 'font-size:14px', `color:${MUTED}`) : '';
  const url = safeLinkUrl(ad.url);
  const more = url ? para(link(url, `${escapeHtml(ad.ctaLabel || 'View the job')} &rsaquo;`, ...linkStyle(box.ctx), 'font-weight:bold'), 'margin:0', 'font-size:14px') : '';
  const html = smallLabel(label) + adTitle(ad, box, 17) + company + adBody(ad.body) + more;
  return { html, text: lines(adText(label, ad), ad.companyName, ad.body.trim()) };
}

function displayAd(ad: RenderAd, placement: keyof typeof DISPLAY_AD_WIDTHS, position: number, box: Box): Piece | null {
  const img = image(ad.imageUrl, ad.title || 'Advertisement', Math.min(DISPLAY_AD_WIDTHS[placement], box.width), { center: box.align === 'center' });
  if (!img) return warn(box, `Native ad at position ${position} (${ad.title}) has no image for its ${placement} placement.`);
  const label = ad.label ? smallLabel(ad.label) : '';
  return { html: label + link(ad.url, img, 'text-decoration:none'), text: adText(ad.label || 'Advertisement', ad) };
}

// passendo_ad

function passendoAdBlock(settings: NewsletterBlockSettings<'passendo_ad'>, _data: RenderBlockData | undefined, box: Box): Piece | null {
  const campaignId = box.ctx.input.campaign.id === null ? 'preview' : String(box.ctx.input.campaign.id);
  const fill = (url: string) => url.replaceAll('[EMAIL_MD5]', RECIPIENT_TOKENS.emailMd5).replaceAll('[CAMPAIGN_ID]', campaignId).replaceAll('[CACHEBUSTER]', RECIPIENT_TOKENS.cacheBuster);
  const width = Math.min(settings.width, box.width);
  const height = (settings.height * width) / settings.width;
  const img = settings.imageUrl ? image(fill(settings.imageUrl), 'Advertisement', width, { height, center: box.align === 'center' }) : null;
  if (!img) return warn(box, `Passendo ad '${box.title || 'Passendo ad'}' has no image address.`);
  const url = settings.clickUrl ? safeLinkUrl(fill(settings.clickUrl)) : null;
  return { html: link(url, img, 'text-decoration:none'), text: url ? `Advertisement: ${url}` : '' };
}

// issue

function issueBlock(settings: NewsletterBlockSettings<'issue'>, data: RenderBlockData | undefined, box: Box): Piece | null {
  const issue = data?.type === 'issue' ? data.issue : null;
  if (!issue) return warn(box, `Magazine issue '${box.title || 'Magazine issue'}' has no issue to show.`);
  const { ctx } = box;
  const url = safeLinkUrl(issue.url);
  const label = settings.linkLabel || 'Read the issue';
  const details =
    para(escapeHtml(issue.publicationName), 'margin:0 0 4px 0', 'font-size:12px', 'font-weight:bold', 'text-transform:uppercase', `color:${ctx.styles.accentColor}`) +
    para(link(url, escapeHtml(issue.name), ...linkStyle(ctx)), 'margin:0 0 8px 0', 'font-size:18px', 'line-height:24px', 'font-weight:bold') +
    (url ? para(link(url, `${escapeHtml(label)} &rsaquo;`, ...linkStyle(ctx), 'font-weight:bold'), 'margin:0', 'font-size:14px') : '');
  const side = box.width >= 400;
  const coverWidth = Math.min(COVER_MAX, side ? Math.floor(box.width / 3) : box.width);
  const cover = image(issue.coverUrl, `${issue.publicationName} ${issue.name} cover`, coverWidth, { center: !side && box.align === 'center' });
  const linkedCover = cover ? link(url, cover, 'text-decoration:none') : null;
  const html = !linkedCover ? details : side ? sideBySide(linkedCover, coverWidth, details, 'left', box.align) : stacked(linkedCover, details);
  return { html, text: lines(`${issue.publicationName}: ${issue.name}`, url ? `${label}: ${url}` : null) };
}

// ---------------------------------------------------------------- footer

function renderFooter(ctx: RenderContext): Piece {
  const { footer, socialLinks, subscriptionLinks, informationLinks, safeSenderText } = ctx.template;
  const color = footer.textColor || '#ffffff';
  const linkCss = [`color:${color}`, 'text-decoration:underline'];
  const small = ['margin:0 0 12px 0', 'font-size:13px', 'line-height:20px', `color:${color}`];
  const social = socialLinks.filter((s) => safeLinkUrl(s.url)).map((s) => ({ label: NETWORK_NAMES[s.network], url: s.url }));
  const linkRow = (items: { label: string; url: string }[]) => {
    const safe = items.filter((item) => safeLinkUrl(item.url));
    return safe.length === 0 ? '' : para(safe.map((item) => link(item.url, escapeHtml(item.label), ...linkCss)).join(' &nbsp;|&nbsp; '), ...small);
  };
  const html = [
    linkRow(social),
    footer.text ? para(multiline(footer.text), ...small) : '',
    footer.address ? para(multiline(footer.address), ...small) : '',
    linkRow(subscriptionLinks),
    linkRow(informationLinks),
    para(link(RECIPIENT_TOKENS.unsubscribeUrl, 'Unsubscribe', ...linkCss, 'font-weight:bold'), ...small),
    para(`This email was sent to ${escapeHtml(RECIPIENT_TOKENS.email)}`, ...small),
    safeSenderText ? para(multiline(safeSenderText), ...small.slice(1), 'margin:0') : '',
  ].join('');
  const cell = td(html, attr('align', 'center') + styleAttr(`background-color:${footer.backgroundColor || '#212529'}`, 'padding:24px', 'text-align:center', baseText(ctx, color)));
  const linkLines = (items: { label: string; url: string }[]) => items.filter((item) => safeLinkUrl(item.url)).map((item) => `${item.label}: ${item.url.trim()}`);
  const text = lines(
    ...linkLines(social),
    footer.text,
    footer.address,
    ...linkLines(subscriptionLinks),
    ...linkLines(informationLinks),
    `Unsubscribe: ${RECIPIENT_TOKENS.unsubscribeUrl}`,
    `This email was sent to ${RECIPIENT_TOKENS.email}`,
    safeSenderText,
  );
  return { html: tr(cell), text };
}
