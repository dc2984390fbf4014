import { Parser } from 'htmlparser2';
import { characterTag, element, escapeXmlText, FORCED_LINE_BREAK, type InlineFormat, type ParagraphTag } from './xml.js';

/**
 * A content body (sanitised HTML) as the <Body> of a print export's article file
 * (docs/print-exports.md "The XML"): one element per paragraph, named after the paragraph style
 * InDesign maps it to, with inline formatting as character-style elements. Pure: the images are
 * resolved by the caller (`image`), which decides what file an <img> becomes.
 *
 * | HTML | XML |
 * |---|---|
 * | p, loose text | Paragraph |
 * | h1, h2 / h3 / h4–h6 | Heading2 / Heading3 / Heading4 |
 * | blockquote (its paragraphs) | Quote |
 * | ul li / ol li (nested lists flattened) | ListItem / NumberedItem |
 * | pre | Code (its line breaks forced line breaks) |
 * | hr | Separator |
 * | figure: img, figcaption (a .credit element or small in it: the credit) | Image href, Caption, Credit |
 * | strong b / em i cite / u / s strike del / sup / sub / code kbd | Bold / Italic / Underline / Strikethrough / Superscript / Subscript / Monospace, two at once combined: BoldItalic |
 * | a href | Link href (around its runs) |
 * | br | U+2028, InDesign's forced line break |
 *
 * Paragraphs are separated by a line break and nothing else: importing the file into a story, the
 * line breaks between elements are the paragraph returns (no indentation, which would be text).
 */

export interface ResolvedImage {
  /** Where the file is in the archive, as the XML's href says it (file:///images/…). */
  href: string;
  /** The image's own caption and credit, used when the body gives none. */
  caption?: string | null;
  credit?: string | null;
}

export interface BodyToXmlOptions {
  /** The file an <img> of the body becomes, or null to leave it out (not an image of the site, unreadable). */
  image?: (src: string, alt: string | null) => ResolvedImage | null;
}

interface Run {
  text: string;
  formats: ReadonlySet<InlineFormat>;
  link: string | null;
}

const FORMAT_OF: Readonly<Record<string, InlineFormat>> = {
  strong: 'Bold',
  b: 'Bold',
  em: 'Italic',
  i: 'Italic',
  cite: 'Italic',
  u: 'Underline',
  ins: 'Underline',
  s: 'Strikethrough',
  strike: 'Strikethrough',
  del: 'Strikethrough',
  sup: 'Superscript',
  sub: 'Subscript',
  code: 'Monospace',
  kbd: 'Monospace',
  samp: 'Monospace',
  tt: 'Monospace',
};

const HEADING_OF: Readonly<Record<string, ParagraphTag>> = { h1: 'Heading2', h2: 'Heading2', h3: 'Heading3', h4: 'Heading4', h5: 'Heading4', h6: 'Heading4' };

/** Whose content is never text of the article (the sanitiser removes them; rows written another way may not be). */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title', 'video', 'audio', 'select', 'textarea', 'button']);

/** Block containers without a style of their own: they end the paragraph before them. */
const BLOCKS = new Set(['div', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'dl', 'dt', 'dd', 'address', 'caption', 'details', 'summary']);

const WHITESPACE = /[ \t\n\r\f]+/g;

/** Runs as XML: whitespace collapsed as a browser shows it, runs of one style merged, links around their runs. Empty when no text is left. */
export function runsToXml(runs: readonly Run[], { preformatted = false }: { preformatted?: boolean } = {}): string {
  const cleaned: Run[] = [];
  for (const run of runs) {
    let text = preformatted ? run.text.replace(/\r\n?/g, '\n').replace(/\n/g, FORCED_LINE_BREAK) : run.text.replace(WHITESPACE, ' ');
    if (!preformatted) {
      const previous = cleaned.at(-1)?.text ?? '';
      // One space where two runs meet, none at the start or after a forced line break.
      if ((previous === '' || previous.endsWith(' ') || previous.endsWith(FORCED_LINE_BREAK)) && text.startsWith(' ')) text = text.slice(1);
      if (text.startsWith(FORCED_LINE_BREAK) && previous.endsWith(' ')) cleaned.at(-1)!.text = previous.slice(0, -1);
    }
    if (text) cleaned.push({ ...run, text });
  }
  if (!preformatted) {
    while (cleaned.length) {
      const last = cleaned.at(-1)!;
      last.text = last.text.replace(/[ \u2028]+$/, '');
      if (last.text) break;
      cleaned.pop();
    }
    while (cleaned.length && cleaned[0]!.text.startsWith(FORCED_LINE_BREAK)) {
      cleaned[0]!.text = cleaned[0]!.text.replace(/^[ \u2028]+/, '');
      if (!cleaned[0]!.text) cleaned.shift();
    }
  }
  let xml = '';
  let index = 0;
  while (index < cleaned.length) {
    const link = cleaned[index]!.link;
    let inner = '';
    while (index < cleaned.length && cleaned[index]!.link === link) {
      const tag = characterTag(cleaned[index]!.formats);
      let text = '';
      while (index < cleaned.length && cleaned[index]!.link === link && characterTag(cleaned[index]!.formats) === tag) text += cleaned[index++]!.text;
      inner += tag ? element(tag, {}, escapeXmlText(text)) : escapeXmlText(text);
    }
    xml += link ? element('Link', { href: link }, inner) : inner;
  }
  return xml;
}

/** The body's paragraphs, images, captions and credits as XML elements, one a line (without the <Body> around them). */
export function bodyToXml(html: string, options: BodyToXmlOptions = {}): string {
  const blocks: string[] = [];
  let paragraph: { tag: ParagraphTag; runs: Run[] } | null = null;
  const formats = new Map<InlineFormat, number>();
  const links: (string | null)[] = [];
  const lists: ('ul' | 'ol')[] = [];
  let quoteDepth = 0;
  let preDepth = 0;
  let skipDepth = 0;
  let figure: { images: ResolvedImage[]; caption: Run[]; credit: Run[] } | null = null;
  let captionDepth = 0;
  /** Open elements, to know which closing tag ends a credit. */
  const open: { name: string; credit: boolean }[] = [];
  let creditDepth = 0;

  const activeFormats = (): ReadonlySet<InlineFormat> => new Set([...formats].filter(([, n]) => n > 0).map(([format]) => format));
  const currentLink = () => links.at(-1) ?? null;
  const defaultTag = (): ParagraphTag => (preDepth ? 'Code' : quoteDepth ? 'Quote' : lists.length ? (lists.at(-1) === 'ol' ? 'NumberedItem' : 'ListItem') : 'Paragraph');

  function flush() {
    if (!paragraph) return;
    const xml = runsToXml(paragraph.runs, { preformatted: paragraph.tag === 'Code' });
    if (xml) blocks.push(`<${paragraph.tag}>${xml}</${paragraph.tag}>`);
    paragraph = null;
  }
  function start(tag: ParagraphTag) {
    flush();
    paragraph = { tag, runs: [] };
  }
  function emitImage(image: ResolvedImage, caption: string, credit: string) {
    blocks.push(element('Image', { href: image.href }, null));
    const captionXml = caption || (image.caption ? runsToXml([{ text: image.caption, formats: new Set(), link: null }]) : '');
    const creditXml = credit || (image.credit ? runsToXml([{ text: image.credit, formats: new Set(), link: null }]) : '');
    if (captionXml) blocks.push(`<Caption>${captionXml}</Caption>`);
    if (creditXml) blocks.push(`<Credit>${creditXml}</Credit>`);
  }
  function addText(text: string) {
    const run: Run = { text, formats: activeFormats(), link: currentLink() };
    if (figure && captionDepth) {
      (creditDepth ? figure.credit : figure.caption).push(run);
      return;
    }
    if (!paragraph) {
      // Whitespace between blocks is not a paragraph.
      if (!preDepth && !text.trim()) return;
      paragraph = { tag: defaultTag(), runs: [] };
    }
    paragraph.runs.push(run);
  }

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const isCredit = Boolean(figure && captionDepth && (name === 'small' || /(^|\s|-|_)credit(s)?($|\s|-|_)/i.test(attributes['class'] ?? '')));
        open.push({ name, credit: isCredit });
        if (isCredit) creditDepth += 1;
        if (skipDepth || SKIPPED.has(name)) {
          if (SKIPPED.has(name)) skipDepth += 1;
          return;
        }
        const format = FORMAT_OF[name];
        if (format) {
          formats.set(format, (formats.get(format) ?? 0) + 1);
          return;
        }
        if (name === 'a') {
          const href = attributes['href']?.trim();
          links.push(href && /^(https?:|mailto:|\/)/i.test(href) ? href : currentLink());
          return;
        }
        if (name === 'br') {
          addText(preDepth ? '\n' : FORCED_LINE_BREAK);
          return;
        }
        if (name === 'img') {
          const resolved = options.image?.(attributes['src'] ?? '', attributes['alt'] ?? null) ?? null;
          if (!resolved) return;
          if (figure) {
            figure.images.push(resolved);
          } else {
            // An image inside a paragraph splits it: the text around it goes on in a paragraph of the same style.
            const tag: ParagraphTag = paragraph?.tag ?? defaultTag();
            flush();
            emitImage(resolved, '', '');
            paragraph = { tag, runs: [] };
          }
          return;
        }
        if (figure && captionDepth) return;
        if (name === 'figure') {
          flush();
          figure = { images: [], caption: [], credit: [] };
        } else if (name === 'figcaption' && figure) {
          flush();
          captionDepth += 1;
        } else if (HEADING_OF[name]) {
          start(HEADING_OF[name]);
        } else if (name === 'p') {
          // A paragraph inside a list item continues the item until it holds text.
          const continuing = paragraph as { tag: ParagraphTag; runs: Run[] } | null;
          if (continuing && lists.length && !continuing.runs.some((run) => run.text.trim())) return;
          start(defaultTag());
        } else if (name === 'blockquote') {
          flush();
          quoteDepth += 1;
        } else if (name === 'ul' || name === 'ol') {
          flush();
          lists.push(name);
        } else if (name === 'li') {
          start(lists.at(-1) === 'ol' ? 'NumberedItem' : 'ListItem');
        } else if (name === 'pre') {
          preDepth += 1;
          start('Code');
        } else if (name === 'hr') {
          flush();
          blocks.push('<Separator/>');
        } else if (BLOCKS.has(name)) {
          flush();
        }
      },
      ontext(text) {
        if (!skipDepth) addText(text);
      },
      onclosetag(name) {
        const closed = open.pop();
        if (closed?.credit) creditDepth -= 1;
        if (skipDepth) {
          if (SKIPPED.has(name)) skipDepth -= 1;
          return;
        }
        const format = FORMAT_OF[name];
        if (format) {
          formats.set(format, Math.max(0, (formats.get(format) ?? 0) - 1));
          return;
        }
        if (name === 'a') {
          links.pop();
          return;
        }
        if (name === 'figcaption' && figure && captionDepth) {
          captionDepth -= 1;
          return;
        }
        if (figure && captionDepth) return;
        if (name === 'figure' && figure) {
          const done: { images: ResolvedImage[]; caption: Run[]; credit: Run[] } = figure;
          figure = null;
          const caption = runsToXml(done.caption);
          const credit = runsToXml(done.credit);
          if (done.images.length) {
            done.images.forEach((image, i) => emitImage(image, i === done.images.length - 1 ? caption : '', i === done.images.length - 1 ? credit : ''));
          } else {
            // The picture was left out; its words stay.
            if (caption) blocks.push(`<Caption>${caption}</Caption>`);
            if (credit) blocks.push(`<Credit>${credit}</Credit>`);
          }
        } else if (name === 'p' || HEADING_OF[name] || name === 'li' || BLOCKS.has(name)) {
          flush();
        } else if (name === 'pre') {
          flush();
          preDepth = Math.max(0, preDepth - 1);
        } else if (name === 'blockquote') {
          flush();
          quoteDepth = Math.max(0, quoteDepth - 1);
        } else if (name === 'ul' || name === 'ol') {
          flush();
          lists.pop();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks.join('\n');
}

/** The src of every <img> in a body, in order (the archive resolves them to images of the site before mapping). */
export function bodyImageSources(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'img' && attributes['src']) found.push(attributes['src']);
    },
  });
  parser.write(html);
  parser.end();
  return found;
}
