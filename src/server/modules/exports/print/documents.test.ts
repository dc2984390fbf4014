import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rootPath } from '../../../paths.js';
import { articleStem, articleXml, bylineOf, imagePath, issueManifestXml, type PrintArticle } from './documents.js';
import { INLINE_FORMATS, PARAGRAPH_TAGS } from './xml.js';

const article: PrintArticle = {
  id: 10000042,
  type: 'Article',
  position: 3,
  section: 'Features & News',
  headline: 'GaN chargers <shrink> again',
  deck: 'Smaller,   cooler bricks.',
  authors: ['Ada Lovelace', 'Charles Babbage', 'Grace Hopper'],
  path: '/power/gan-chargers',
  primaryImage: { path: 'images/03-gan-chargers-shrink-again-1.jpg', caption: 'A charger', credit: 'Photo: EDR', width: 3000, height: 2000 },
  images: [{ path: 'images/03-gan-chargers-shrink-again-2.jpg', caption: null, credit: 'Vendor', width: 800, height: 600 }],
  bodyXml: '<Paragraph>Body text.</Paragraph>',
};

describe('file names', () => {
  it('numbers articles in print order and slugs their names', () => {
    expect(articleStem(3, 12, 'GaN chargers <shrink> again!', 1)).toBe('03-gan-chargers-shrink-again');
    expect(articleStem(7, 120, 'Seven', 1)).toBe('007-seven');
    expect(articleStem(1, 1, '¿¡!?', 10000001)).toBe('01-item-10000001');
    expect(articleStem(1, 1, 'a'.repeat(80), 1)).toHaveLength(3 + 40);
    expect(imagePath('03-x', 2)).toBe('images/03-x-2.jpg');
  });

  it('writes bylines as a sentence', () => {
    expect(bylineOf([])).toBeNull();
    expect(bylineOf(['Ada'])).toBe('By Ada');
    expect(bylineOf(['Ada', ' Bob '])).toBe('By Ada and Bob');
    expect(bylineOf(['A', 'B', 'C'])).toBe('By A, B and C');
  });
});

describe('articleXml', () => {
  it('writes headline, deck, byline, the primary image, the body and the further images, one element a line', () => {
    expect(articleXml(article).split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<Article id="10000042" type="Article" section="Features &amp; News" position="3">',
      '<Headline>GaN chargers &lt;shrink&gt; again</Headline>',
      '<Deck>Smaller, cooler bricks.</Deck>',
      '<Byline>By Ada Lovelace, Charles Babbage and Grace Hopper</Byline>',
      '<Image href="file:///images/03-gan-chargers-shrink-again-1.jpg" width="3000" height="2000"/>',
      '<Caption>A charger</Caption>',
      '<Credit>Photo: EDR</Credit>',
      '<Body>',
      '<Paragraph>Body text.</Paragraph>',
      '<Image href="file:///images/03-gan-chargers-shrink-again-2.jpg" width="800" height="600"/>',
      '<Credit>Vendor</Credit>',
      '</Body>',
      '</Article>',
      '',
    ]);
  });

  it('leaves out what an article does not have', () => {
    const xml = articleXml({ ...article, section: null, deck: '  ', authors: [], primaryImage: null, images: [], bodyXml: '' });
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<Article id="10000042" type="Article" position="3">\n<Headline>GaN chargers &lt;shrink&gt; again</Headline>\n<Body/>\n</Article>\n');
  });
});

describe('issueManifestXml', () => {
  it('names the publication, the issue, its mailing date, the articles in order with their files, and the warnings', () => {
    const xml = issueManifestXml({
      site: 'edr',
      publication: { id: 3, name: 'EDR "Magazine"', alias: 'edr-magazine' },
      issue: { id: 12, name: 'March 2026', alias: 'march-2026', mailingDate: '2026-03-01', path: '/magazine/edr-magazine/march-2026' },
      exportedAt: new Date('2026-03-02T10:00:00Z'),
      articles: [
        { article, file: '03-gan-chargers-shrink-again.xml' },
        { article: { ...article, id: 10000043, position: 4, section: null, authors: [], primaryImage: null, images: [] }, file: '04-other.xml' },
      ],
      warnings: [{ contentId: 10000043, assetId: 55, message: 'The image broken.jpg (asset 55) of "Other" could not be read & was left out.' }],
    });
    expect(xml.split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<Issue id="12" alias="march-2026" site="edr" exported="2026-03-02T10:00:00.000Z">',
      '<Publication id="3" alias="edr-magazine">EDR "Magazine"</Publication>',
      '<IssueName>March 2026</IssueName>',
      '<MailingDate>2026-03-01</MailingDate>',
      '<Path>/magazine/edr-magazine/march-2026</Path>',
      '<Articles count="2">',
      '<Article position="3" id="10000042" type="Article" section="Features &amp; News" file="03-gan-chargers-shrink-again.xml">',
      '<Headline>GaN chargers &lt;shrink&gt; again</Headline>',
      '<Byline>By Ada Lovelace, Charles Babbage and Grace Hopper</Byline>',
      '<Path>/power/gan-chargers</Path>',
      '<File path="images/03-gan-chargers-shrink-again-1.jpg" role="primary" width="3000" height="2000"/>',
      '<File path="images/03-gan-chargers-shrink-again-2.jpg" role="body" width="800" height="600"/>',
      '</Article>',
      '<Article position="4" id="10000043" type="Article" file="04-other.xml">',
      '<Headline>GaN chargers &lt;shrink&gt; again</Headline>',
      '<Path>/power/gan-chargers</Path>',
      '</Article>',
      '</Articles>',
      '<Warnings count="1">',
      '<Warning article="10000043" asset="55">The image broken.jpg (asset 55) of "Other" could not be read &amp; was left out.</Warning>',
      '</Warnings>',
      '</Issue>',
      '',
    ]);
  });

  it('says when nothing was left out', () => {
    const xml = issueManifestXml({
      site: 'edr',
      publication: { id: 3, name: 'P', alias: 'p' },
      issue: { id: 1, name: 'I', alias: 'i', mailingDate: '2026-01-01', path: '/magazine/p/i' },
      exportedAt: new Date(0),
      articles: [],
      warnings: [],
    });
    expect(xml).toContain('<Articles count="0">\n</Articles>\n<Warnings count="0"/>\n</Issue>');
  });
});

describe('the InDesign script', () => {
  const jsx = readFileSync(rootPath('scripts', 'indesign', 'ImportPrintExport.jsx'), 'utf8');

  it('creates a paragraph style for every paragraph tag the export writes, and nothing else', () => {
    const block = /var PARAGRAPH_STYLES = \[([\s\S]*?)\n {2}\];/.exec(jsx)?.[1] ?? '';
    expect([...block.matchAll(/name: "([A-Za-z0-9]+)"/g)].map((m) => m[1])).toEqual([...PARAGRAPH_TAGS]);
  });

  it('combines the same inline formats, in the same order, into its character styles', () => {
    const list = /var INLINE_FORMATS = \[([^\]]*)\]/.exec(jsx)?.[1] ?? '';
    expect([...list.matchAll(/"([A-Za-z]+)"/g)].map((m) => m[1])).toEqual([...INLINE_FORMATS]);
    for (const format of INLINE_FORMATS) expect(jsx).toMatch(new RegExp(`\\n\\s+${format}: \\{`));
  });
});
