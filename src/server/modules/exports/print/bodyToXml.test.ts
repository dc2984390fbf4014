import { describe, expect, it } from 'vitest';
import { bodyImageSources, bodyToXml } from './bodyToXml.js';
import { characterTag, CHARACTER_TAGS, escapeXmlAttr, escapeXmlText } from './xml.js';

const lines = (xml: string) => xml.split('\n');

describe('escaping', () => {
  it('escapes markup characters in text and quotes in attributes, and drops characters XML cannot hold', () => {
    expect(escapeXmlText('Fish & <Chips> "quoted"')).toBe('Fish &amp; &lt;Chips&gt; "quoted"');
    expect(escapeXmlAttr('a "b" & c\nd')).toBe('a &quot;b&quot; &amp; c&#10;d');
    expect(escapeXmlText('bell\u0007 form\u000c feed \uFFFE ok\tok')).toBe('bell form feed  ok\tok');
    // A lone surrogate is dropped; a pair (an emoji) is kept.
    expect(escapeXmlText('x\uD800y 😀')).toBe('xy 😀');
  });

  it('escapes text that arrives as entities, once', () => {
    expect(bodyToXml('<p>AT&amp;T &lt;script&gt; 5 &gt; 3 &quot;q&quot; &copy;</p>')).toBe('<Paragraph>AT&amp;T &lt;script&gt; 5 &gt; 3 "q" ©</Paragraph>');
  });
});

describe('paragraph styles', () => {
  it('maps headings, paragraphs, quotes, lists, code and rules, one element a line', () => {
    const xml = bodyToXml(
      [
        '<h1>Top</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h6>Six</h6>',
        '<p>First  paragraph\n with   spaces.</p>',
        '<blockquote><p>Said one.</p><p>Said two.</p></blockquote>',
        '<ul><li>Apple</li><li><p>Pear</p></li></ul>',
        '<ol><li>One<ol><li>One point one</li></ol></li><li>Two</li></ol>',
        '<pre>line 1\nline 2</pre>',
        '<hr>',
        'Loose text',
      ].join(''),
    );
    expect(lines(xml)).toEqual([
      '<Heading2>Top</Heading2>',
      '<Heading2>Two</Heading2>',
      '<Heading3>Three</Heading3>',
      '<Heading4>Four</Heading4>',
      '<Heading4>Six</Heading4>',
      '<Paragraph>First paragraph with spaces.</Paragraph>',
      '<Quote>Said one.</Quote>',
      '<Quote>Said two.</Quote>',
      '<ListItem>Apple</ListItem>',
      '<ListItem>Pear</ListItem>',
      '<NumberedItem>One</NumberedItem>',
      '<NumberedItem>One point one</NumberedItem>',
      '<NumberedItem>Two</NumberedItem>',
      '<Code>line 1\u2028line 2</Code>',
      '<Separator/>',
      '<Paragraph>Loose text</Paragraph>',
    ]);
  });

  it('leaves out empty paragraphs and whitespace between blocks, and turns <br> into a forced line break', () => {
    expect(bodyToXml('<p> </p>\n\n<p>Line one<br>line two <br/> </p><p><br></p>')).toBe('<Paragraph>Line one\u2028line two</Paragraph>');
  });

  it('never lets scripts, styles or embeds into the text', () => {
    expect(bodyToXml('<p>Before<script>alert(1)</script><style>p{}</style> after</p><iframe src="x">frame</iframe>')).toBe('<Paragraph>Before after</Paragraph>');
  });
});

describe('character styles', () => {
  it('maps inline formatting to character styles, nested formats to one combined style', () => {
    expect(bodyToXml('<p>Plain <strong>bold <em>both</em></strong> <i>italic</i> <u>under</u> <s>gone</s> H<sub>2</sub>O x<sup>2</sup> <code>npm</code></p>')).toBe(
      '<Paragraph>Plain <Bold>bold </Bold><BoldItalic>both</BoldItalic> <Italic>italic</Italic> <Underline>under</Underline> <Strikethrough>gone</Strikethrough> H<Subscript>2</Subscript>O x<Superscript>2</Superscript> <Monospace>npm</Monospace></Paragraph>',
    );
  });

  it('merges runs of one style and keeps the same format nested twice as one', () => {
    expect(bodyToXml('<p><b>a</b><strong>b<b>c</b></strong>d</p>')).toBe('<Paragraph><Bold>abc</Bold>d</Paragraph>');
  });

  it('wraps links around their runs with the href escaped, and drops javascript: links', () => {
    expect(bodyToXml('<p>See <a href="https://x.test/?a=1&amp;b=2">the <b>report</b></a> and <a href="javascript:alert(1)">this</a>.</p>')).toBe(
      '<Paragraph>See <Link href="https://x.test/?a=1&amp;b=2">the <Bold>report</Bold></Link> and this.</Paragraph>',
    );
  });

  it('names every combination it can write among the character tags', () => {
    expect(characterTag(new Set(['Italic', 'Bold']))).toBe('BoldItalic');
    expect(characterTag(new Set(['Monospace', 'Superscript', 'Bold']))).toBe('BoldSuperscript');
    expect(characterTag(new Set())).toBeNull();
    expect(CHARACTER_TAGS).toContain('BoldItalic');
    expect(CHARACTER_TAGS).toContain('SuperscriptSubscript');
    expect(CHARACTER_TAGS).toHaveLength(7 + 21 + 1);
  });
});

describe('figures, captions and credits', () => {
  const image = (src: string) => (src.startsWith('/files/') ? { href: `file:///images/01-x-${src.slice(-5, -4)}.jpg`, caption: 'Asset caption', credit: 'Asset credit' } : null);

  it('maps a figure to Image, Caption and Credit, the credit taken from a .credit element or <small>', () => {
    const xml = bodyToXml(
      '<figure><img src="/files/a/1.jpg" alt="A"><figcaption>The <em>new</em> plant. <span class="photo-credit">Photo: Jo &amp; Co</span></figcaption></figure>' +
        '<figure><img src="/files/a/2.jpg"><figcaption>Second <small>Credit two</small></figcaption></figure>',
      { image },
    );
    expect(lines(xml)).toEqual([
      '<Image href="file:///images/01-x-1.jpg"/>',
      '<Caption>The <Italic>new</Italic> plant.</Caption>',
      '<Credit>Photo: Jo &amp; Co</Credit>',
      '<Image href="file:///images/01-x-2.jpg"/>',
      '<Caption>Second</Caption>',
      '<Credit>Credit two</Credit>',
    ]);
  });

  it("uses the image's own caption and credit when the body gives none, and splits a paragraph around an image", () => {
    expect(lines(bodyToXml('<p>Before <img src="/files/a/3.jpg"> after</p>', { image }))).toEqual([
      '<Paragraph>Before</Paragraph>',
      '<Image href="file:///images/01-x-3.jpg"/>',
      '<Caption>Asset caption</Caption>',
      '<Credit>Asset credit</Credit>',
      '<Paragraph>after</Paragraph>',
    ]);
  });

  it('keeps the words of a figure whose image is left out, and leaves out images without a resolver', () => {
    expect(lines(bodyToXml('<figure><img src="https://elsewhere.test/x.jpg"><figcaption>Words <span class="credit">Who</span></figcaption></figure>', { image }))).toEqual([
      '<Caption>Words</Caption>',
      '<Credit>Who</Credit>',
    ]);
    expect(bodyToXml('<p>A <img src="/files/a/1.jpg"> B</p>')).toBe('<Paragraph>A B</Paragraph>');
  });

  it('lists the image sources of a body in order', () => {
    expect(bodyImageSources('<p><img src="/files/a.jpg"></p><figure><img src="/files/b.png?w=2"></figure><img alt="none">')).toEqual(['/files/a.jpg', '/files/b.png?w=2']);
  });
});
