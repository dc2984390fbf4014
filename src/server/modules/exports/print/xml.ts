/**
 * The XML of a print export (docs/print-exports.md "The XML"): escaping, and the tags the article
 * files use with the InDesign style each maps to. InDesign maps a tag to one style by name, so a
 * paragraph style and a character style never share a name; combined inline formatting (bold and
 * italic) is one character style of its own (InDesign applies one character style to a run, so
 * nested <Bold><Italic> would lose the bold). The InDesign script (scripts/indesign) creates the
 * same styles when a document lacks them; a unit test keeps both lists equal.
 */

/** Characters XML 1.0 does not allow at all (C0 controls but tab, LF, CR; lone surrogates; U+FFFE/F). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeXmlAttr(text: string): string {
  return escapeXmlText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

type Attributes = Record<string, string | number | null | undefined>;

const attributesXml = (attributes: Attributes) =>
  Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXmlAttr(String(value))}"`)
    .join('');

/** `<Tag a="1">` with escaped attributes (null and undefined ones left out). */
export const openTag = (tag: string, attributes: Attributes): string => `<${tag}${attributesXml(attributes)}>`;

/** `<Tag a="1">text</Tag>` with escaped attributes and already-escaped inner XML; `<Tag a="1"/>` when empty. */
export function element(tag: string, attributes: Attributes, innerXml: string | null): string {
  return innerXml === null || innerXml === '' ? `<${tag}${attributesXml(attributes)}/>` : `${openTag(tag, attributes)}${innerXml}</${tag}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** InDesign's forced line break (Shift+Return): an HTML <br> inside a paragraph. */
export const FORCED_LINE_BREAK = '\u2028';

/** Paragraph styles: each element of these names is one paragraph of the story. */
export const PARAGRAPH_TAGS = [
  'Headline',
  'Deck',
  'Byline',
  'Heading2',
  'Heading3',
  'Heading4',
  'Paragraph',
  'Quote',
  'ListItem',
  'NumberedItem',
  'Code',
  'Separator',
  'Caption',
  'Credit',
] as const;
export type ParagraphTag = (typeof PARAGRAPH_TAGS)[number];

/** Inline formatting, in the order its names are combined ('BoldItalic'). */
export const INLINE_FORMATS = ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Superscript', 'Subscript', 'Monospace'] as const;
export type InlineFormat = (typeof INLINE_FORMATS)[number];

/** Character styles the body can use: one format, or two combined (three or more keep the first two). */
export const CHARACTER_TAGS: readonly string[] = [
  ...INLINE_FORMATS,
  ...INLINE_FORMATS.flatMap((first, i) => INLINE_FORMATS.slice(i + 1).map((second) => `${first}${second}`)),
  'Link',
];

/** Structure only (no style): the article, its body, and the images InDesign places from their href. */
export const STRUCTURE_TAGS = ['Article', 'Body', 'Image'] as const;

/** The character style of a run with these formats (null: plain text). */
export function characterTag(formats: ReadonlySet<InlineFormat>): string | null {
  const names = INLINE_FORMATS.filter((format) => formats.has(format)).slice(0, 2);
  return names.length ? names.join('') : null;
}
