import { slugify } from '../../../../shared/aliases.js';
import { element, escapeXmlText, openTag, XML_DECLARATION } from './xml.js';

/**
 * The files of a print export besides the images (docs/print-exports.md "The archive"): one XML
 * file per article and issue.xml, the manifest. Pure, unit-tested. Everything sits at the archive's
 * root beside the images/ folder, so that an image's href — file:///images/…, InDesign's form for
 * "the images folder beside this XML file" — resolves from every XML file of the export.
 */

/** The archive's folder of images; hrefs name it as InDesign expects (file:///images/x.jpg). */
export const IMAGES_FOLDER = 'images';
export const MANIFEST_FILE = 'issue.xml';

/** Digits of an article's number in its file names: 01 … 99, 001 … for bigger issues. */
export const numberWidth = (count: number) => Math.max(2, String(count).length);

/** '03-gan-chargers-shrink': the article's place in the issue and a slug of its name (40 characters at most). */
export function articleStem(position: number, count: number, name: string, id: number): string {
  const slug = slugify(name).slice(0, 40).replace(/-+$/, '') || `item-${id}`;
  return `${String(position).padStart(numberWidth(count), '0')}-${slug}`;
}

export const articleFileName = (stem: string) => `${stem}.xml`;
/** images/03-gan-chargers-shrink-1.jpg: the article's images in order, the primary image first. */
export const imagePath = (stem: string, n: number) => `${IMAGES_FOLDER}/${stem}-${n}.jpg`;
export const imageHref = (path: string) => `file:///${path}`;

export interface PrintImage {
  /** Its path in the archive (images/…). */
  path: string;
  caption: string | null;
  credit: string | null;
  /** The pixels written (the original's, never enlarged). */
  width: number;
  height: number;
}

export interface PrintArticle {
  id: number;
  type: string;
  /** Its place in the issue, from 1. */
  position: number;
  /** The magazine section it is filed under, or null. */
  section: string | null;
  headline: string;
  deck: string | null;
  /** The authors' names in order. */
  authors: readonly string[];
  /** The page on the site (its canonical path). */
  path: string;
  primaryImage: PrintImage | null;
  /** Its further images (after the body), in order. */
  images: readonly PrintImage[];
  /** bodyToXml's output. */
  bodyXml: string;
}

/** 'By Ada Lovelace and Charles Babbage', 'By A, B and C'; null without authors. */
export function bylineOf(authors: readonly string[]): string | null {
  const names = authors.map((name) => name.trim()).filter(Boolean);
  if (!names.length) return null;
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `By ${list}`;
}

const paragraph = (tag: string, text: string | null | undefined) => (text && text.trim() ? element(tag, {}, escapeXmlText(text.trim().replace(/\s+/g, ' '))) : null);

function imageLines(image: PrintImage): string[] {
  return [element('Image', { href: imageHref(image.path), width: image.width, height: image.height }, null), paragraph('Caption', image.caption), paragraph('Credit', image.credit)].filter(
    (line): line is string => line !== null,
  );
}

/**
 * An article file: headline, deck (the teaser), byline, the primary image with its caption and
 * credit, then the body, then the further images with theirs. One element a line, no indentation
 * (the line breaks are the story's paragraph returns).
 */
export function articleXml(article: PrintArticle): string {
  const body = [article.bodyXml, ...article.images.flatMap(imageLines)].filter(Boolean).join('\n');
  const lines = [
    XML_DECLARATION,
    openTag('Article', { id: article.id, type: article.type, section: article.section, position: article.position }),
    paragraph('Headline', article.headline),
    paragraph('Deck', article.deck),
    paragraph('Byline', bylineOf(article.authors)),
    ...(article.primaryImage ? imageLines(article.primaryImage) : []),
    body ? `<Body>\n${body}\n</Body>` : '<Body/>',
    '</Article>',
  ];
  return `${lines.filter((line): line is string => line !== null).join('\n')}\n`;
}

export interface ManifestArticle {
  article: Omit<PrintArticle, 'bodyXml'>;
  file: string;
}

export interface PrintWarning {
  contentId: number;
  assetId: number | null;
  message: string;
}

export interface IssueManifest {
  site: string;
  publication: { id: number; name: string; alias: string };
  issue: { id: number; name: string; alias: string; mailingDate: string; path: string };
  exportedAt: Date;
  articles: readonly ManifestArticle[];
  warnings: readonly PrintWarning[];
}

/**
 * issue.xml: the publication, the issue, its mailing date, the articles in print order (by
 * magazine section, then the issue's order) with their files and images, and what was left out.
 * The InDesign script reads it to know which files to import, in which order.
 */
export function issueManifestXml(manifest: IssueManifest): string {
  const lines: string[] = [
    XML_DECLARATION,
    openTag('Issue', { id: manifest.issue.id, alias: manifest.issue.alias, site: manifest.site, exported: manifest.exportedAt.toISOString() }),
    element('Publication', { id: manifest.publication.id, alias: manifest.publication.alias }, escapeXmlText(manifest.publication.name)),
    element('IssueName', {}, escapeXmlText(manifest.issue.name)),
    element('MailingDate', {}, escapeXmlText(manifest.issue.mailingDate)),
    element('Path', {}, escapeXmlText(manifest.issue.path)),
    `<Articles count="${manifest.articles.length}">`,
  ];
  for (const { article, file } of manifest.articles) {
    lines.push(openTag('Article', { position: article.position, id: article.id, type: article.type, section: article.section, file }));
    lines.push(element('Headline', {}, escapeXmlText(article.headline)));
    if (article.authors.length) lines.push(element('Byline', {}, escapeXmlText(bylineOf(article.authors)!)));
    lines.push(element('Path', {}, escapeXmlText(article.path)));
    const images = [...(article.primaryImage ? [{ image: article.primaryImage, role: 'primary' }] : []), ...article.images.map((image) => ({ image, role: 'body' }))];
    for (const { image, role } of images) lines.push(element('File', { path: image.path, role, width: image.width, height: image.height }, null));
    lines.push('</Article>');
  }
  lines.push('</Articles>');
  if (manifest.warnings.length) {
    lines.push(`<Warnings count="${manifest.warnings.length}">`);
    for (const warning of manifest.warnings) lines.push(element('Warning', { article: warning.contentId, asset: warning.assetId }, escapeXmlText(warning.message)));
    lines.push('</Warnings>');
  } else {
    lines.push('<Warnings count="0"/>');
  }
  lines.push('</Issue>');
  return `${lines.join('\n')}\n`;
}
