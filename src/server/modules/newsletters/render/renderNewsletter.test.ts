import { describe, expect, it } from 'vitest';
import { NEWSLETTER_HEADER_STYLES, NEWSLETTER_WIDTHS, newsletterTemplateSchema, type NewsletterTemplateInputDocument } from '../../../../shared/newsletterTemplates.js';
import { emailSafetyProblems } from './emailSafety.js';
import { personalise, PREVIEW_EMAIL } from './personalise.js';
import { cutTeaser, renderNewsletter } from './renderNewsletter.js';
import { RECIPIENT_TOKENS, type NewsletterRenderInput, type RenderAd, type RenderBlockData, type RenderStory } from './types.js';

const ORIGIN = 'https://www.edr.example';
const LONG_TEASER =
  'Utilities across the Midwest are adding battery storage at a record pace as solar farms come online, and regulators are asking how the grid will cope with the summer peak.';

function story(id: number, overrides: Partial<RenderStory> = {}): RenderStory {
  return {
    id,
    title: `Story number ${id}`,
    url: `${ORIGIN}/news/story-${id}`,
    teaser: LONG_TEASER,
    imageUrl: `https://cdn.edr.example/images/${id}.jpg`,
    imageAlt: `Picture ${id}`,
    sectionName: 'Energy',
    published: new Date('2026-11-26T15:00:00Z'),
    typeLabel: 'Article',
    ...overrides,
  };
}

function ad(overrides: Partial<RenderAd> = {}): RenderAd {
  return {
    id: 7,
    placement: 'sponsored_content',
    title: 'Smarter switchgear',
    label: '',
    url: 'https://acme.example/switchgear',
    body: 'Cut downtime with predictive maintenance.',
    imageUrl: 'https://cdn.acme.example/ad.jpg',
    logoUrl: 'https://cdn.acme.example/logo.png',
    ctaLabel: '',
    companyName: 'Acme Power',
    ...overrides,
  };
}

const block = (id: string, type: string, settings: Record<string, unknown> = {}) => ({ id, type, settings });
const row = (id: string, layout: '1' | '1_1', columns: ReturnType<typeof block>[][], settings: Record<string, unknown> = {}) => ({
  id,
  settings: { layout, ...settings },
  columns: columns.map((blocks, i) => ({ id: `${id}-c${i}`, blocks })),
});

/** A template with every block type, both row layouts, and blocks that will have nothing to show. */
function templateInput(overrides: Partial<NewsletterTemplateInputDocument> = {}): NewsletterTemplateInputDocument {
  return {
    name: 'EDR Daily',
    styles: { width: 750 },
    header: { style: 'logo-left', text: 'The daily briefing', showDate: true },
    socialLinks: [
      { network: 'linkedin', url: 'https://www.linkedin.com/company/edr' },
      { network: 'x', url: 'https://x.com/edr' },
    ],
    footer: { text: 'EDR Daily is sent each weekday.\nThanks for reading.', address: '1 Main St, Chicago, IL 60601' },
    subscriptionLinks: [{ label: 'Manage preferences', url: `${ORIGIN}/account` }],
    informationLinks: [{ label: 'Privacy policy', url: `${ORIGIN}/privacy` }],
    safeSenderText: 'Add news@edr.example to your address book.',
    grid: {
      rows: [
        row('r-top', '1', [[block('cl-top', 'content_list', { title: 'Top stories', titleLink: `${ORIGIN}/news`, numberOfItems: 2, teaserLength: 60, showSection: true, showDate: true })]], {
          title: 'Today',
          verticalPadding: 8,
        }),
        row('r-half', '1_1', [
          [block('cl-half', 'content_list', { title: 'Markets', imagePosition: 'top', numberOfItems: 1, teaserLength: 100 })],
          [block('ad-1', 'native_ad', { position: 1 }), block('people', 'contacts', { title: 'Our editors' })],
        ]),
        row('r-html', '1', [[block('note', 'html', { title: 'From the editor', html: '<p>Hello <strong>readers</strong>. <a href="https://www.edr.example/about">About us</a></p>' })]]),
        row('r-ads', '1_1', [
          [block('fixed', 'fixed_ad', { imageUrl: 'https://cdn.ads.example/fixed.png', clickUrl: 'https://ads.example/click', width: 300, label: 'Advertisement' })],
          [block('passendo', 'passendo_ad', { imageUrl: 'https://p.passendo.example/img?u=[EMAIL_MD5]&c=[CAMPAIGN_ID]&cb=[CACHEBUSTER]', clickUrl: 'https://p.passendo.example/click?u=[EMAIL_MD5]&c=[CAMPAIGN_ID]&cb=[CACHEBUSTER]', width: 600, height: 250 })],
        ]),
        row('r-issue', '1', [[block('mag', 'issue', { title: 'In print', publicationId: 3 })]]),
        row('r-empty', '1', [[block('cl-empty', 'content_list', { title: 'Webinars' })]], { title: 'Gone row' }),
        row('r-all-dropped', '1_1', [[block('ad-2', 'native_ad', { position: 2 })], [block('mag-none', 'issue', { publicationId: 4 })]]),
        row('r-half-empty', '1_1', [[block('cl-right', 'content_list', { title: 'More', imagePosition: 'right', numberOfItems: 1, teaserLength: 100 })], [block('ad-3', 'native_ad', { position: 3 })]]),
      ],
    },
    ...overrides,
  };
}

function blockData(): Map<string, RenderBlockData> {
  return new Map<string, RenderBlockData>([
    ['cl-top', { type: 'content_list', stories: [story(1), story(2), story(3)] }],
    ['cl-half', { type: 'content_list', stories: [story(4)] }],
    ['ad-1', { type: 'native_ad', ad: ad() }],
    [
      'people',
      {
        type: 'contacts',
        contacts: [
          { id: 1, name: 'Jane Editor', title: 'Editor in chief', email: 'jane@edr.example', phone: '+1 (312) 555-0100', imageUrl: 'https://cdn.edr.example/jane.jpg' },
          { id: 2, name: 'Sam Writer', title: null, email: null, phone: null, imageUrl: null },
        ],
      },
    ],
    ['note', { type: 'html' }],
    ['mag', { type: 'issue', issue: { name: 'November 2026', publicationName: 'EDR Magazine', coverUrl: 'https://cdn.edr.example/cover.jpg', url: `${ORIGIN}/magazine/november-2026` } }],
    ['cl-empty', { type: 'content_list', stories: [] }],
    ['ad-2', { type: 'native_ad', ad: null }],
    ['mag-none', { type: 'issue', issue: null }],
    ['cl-right', { type: 'content_list', stories: [story(5)] }],
    ['ad-3', { type: 'native_ad', ad: null }],
  ]);
}

function renderInput(overrides: Partial<NewsletterRenderInput> = {}, template: Partial<NewsletterTemplateInputDocument> = {}): NewsletterRenderInput {
  return {
    site: { name: 'EDR', origin: ORIGIN, logoUrl: 'https://cdn.edr.example/site-logo.png' },
    template: newsletterTemplateSchema.parse(templateInput(template)),
    campaign: { id: 42, subject: 'EDR Daily – Nov. 27, 2026', preheader: 'Batteries, switchgear and more', issueDate: '2026-11-27', webUrl: `${ORIGIN}/newsletter/42` },
    blocks: blockData(),
    ...overrides,
  };
}

/** A template with one block in a one-column row, rendered with the given data. */
function single(type: string, settings: Record<string, unknown>, data?: RenderBlockData, layout: '1' | '1_1' = '1') {
  const columns = layout === '1' ? [[block('only', type, settings)]] : [[block('only', type, settings)], []];
  const blocks = new Map<string, RenderBlockData>(data ? [['only', data]] : []);
  return renderNewsletter(renderInput({ blocks }, { grid: { rows: [row('r', layout, columns)] } }));
}

describe('renderNewsletter: e-mail safety', () => {
  for (const style of NEWSLETTER_HEADER_STYLES) {
    for (const width of NEWSLETTER_WIDTHS) {
      it(`passes the checker with the ${style} header at ${width} px`, () => {
        const header = { style, text: 'The daily briefing', bannerImageUrl: 'https://cdn.edr.example/banner.png' };
        const { html } = renderNewsletter(renderInput({ width }, { header }));
        expect(emailSafetyProblems(html)).toEqual([]);
        expect(html).toMatch(new RegExp(`<table [^>]*width="${width}"[^>]*class="nl-inner"[^>]*max-width:${width}px`));
      });
    }
  }

  it('uses the template width when the input has none', () => {
    const { html } = renderNewsletter(renderInput({}, { styles: { width: 800 } }));
    expect(html).toContain('width="800"');
    expect(html).not.toContain('width="750"');
  });

  it('is a table-only document with inline styles, no scripts and a hidden preheader first', () => {
    const { html } = renderNewsletter(renderInput());
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8" />');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<title>EDR Daily – Nov. 27, 2026</title>');
    expect(html).not.toMatch(/<script|<link|@import|fonts\.googleapis/i);
    expect(html).toContain("font-family:Arial, Helvetica, sans-serif");
    const body = html.slice(html.indexOf('<body'));
    const preheader = body.indexOf('Batteries, switchgear and more');
    expect(preheader).toBeGreaterThan(0);
    expect(preheader).toBeLessThan(body.indexOf('<table'));
    expect(body.slice(0, preheader)).toContain('display:none;font-size:1px;line-height:1px;max-height:0');
    expect(body).toContain('&zwnj;&nbsp;&zwnj;&nbsp;');
    // The only <style> holds the narrow-screen stacking.
    expect(html.match(/<style>([\s\S]*?)<\/style>/)?.[1]).toMatch(/^@media \(max-width: 620px\)/);
    // Every layout table is a presentation table.
    const tables = html.match(/<table [^>]*>/g) ?? [];
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) expect(table).toContain('role="presentation" cellpadding="0" cellspacing="0" border="0"');
  });

  it('links "View in browser" only when the campaign has a web address', () => {
    expect(renderNewsletter(renderInput()).html).toMatch(/<a href="https:\/\/www\.edr\.example\/newsletter\/42"[^>]*>View in browser<\/a>/);
    const preview = renderNewsletter(renderInput({ campaign: { id: null, subject: 'Preview', preheader: '', issueDate: '2026-11-27', webUrl: null } }));
    expect(preview.html).not.toContain('View in browser');
    expect(preview.text).not.toContain('View in browser');
  });
});

describe('renderNewsletter: header', () => {
  it('logo-left: the logo linked to the site on the left, the date on the right', () => {
    const { html } = renderNewsletter(renderInput());
    expect(html).toMatch(/<a href="https:\/\/www\.edr\.example"[^>]*><img src="https:\/\/cdn\.edr\.example\/site-logo\.png" alt="EDR" width="200"/);
    expect(html).toMatch(/<td valign="middle" align="right"[^>]*><p[^>]*>Nov\. 27, 2026<\/p>/);
    expect(html).toContain('The daily briefing');
  });

  it('logo-center: the template logo centred with the date under it, and no date when showDate is off', () => {
    const { html } = renderNewsletter(renderInput({}, { header: { style: 'logo-center', logoUrl: 'https://cdn.edr.example/nl-logo.png' } }));
    expect(html).toMatch(/<img src="https:\/\/cdn\.edr\.example\/nl-logo\.png"[^>]*margin:0 auto/);
    const body = html.slice(html.indexOf('<body'));
    expect(body.indexOf('nl-logo.png')).toBeGreaterThan(0);
    expect(body.indexOf('nl-logo.png')).toBeLessThan(body.indexOf('>Nov. 27, 2026</p>'));
    const noDate = renderNewsletter(renderInput({}, { header: { style: 'logo-center', showDate: false } }));
    expect(noDate.html).not.toContain('>Nov. 27, 2026</p>');
    expect(html).toContain('>Nov. 27, 2026</p>');
  });

  it('banner: the full-width banner linked to the site; the logo when the banner is empty', () => {
    const { html } = renderNewsletter(renderInput({ width: 700 }, { header: { style: 'banner', bannerImageUrl: 'https://cdn.edr.example/banner.png' } }));
    expect(html).toMatch(/<a href="https:\/\/www\.edr\.example"[^>]*><img src="https:\/\/cdn\.edr\.example\/banner\.png" alt="EDR" width="700"/);
    expect(html).not.toContain('site-logo.png');
    const fallback = renderNewsletter(renderInput({}, { header: { style: 'banner', bannerImageUrl: '' } }));
    expect(fallback.html).toContain('site-logo.png');
  });

  it('shows the site name as text when there is no logo at all', () => {
    const { html } = renderNewsletter(renderInput({ site: { name: 'Fleets & <Trucks>', origin: ORIGIN, logoUrl: null } }));
    expect(html).toMatch(/<a href="https:\/\/www\.edr\.example"[^>]*font-size:26px[^>]*>Fleets &amp; &lt;Trucks&gt;<\/a>/);
    expect(emailSafetyProblems(html)).toEqual([]);
  });
});

describe('renderNewsletter: grid and blocks', () => {
  it('drops blocks with nothing to show, with warnings in grid order', () => {
    const { warnings } = renderNewsletter(renderInput());
    expect(warnings).toEqual([
      "Content list 'Webinars' has no stories for this issue.",
      'Native ad at position 2 has no ad scheduled for this issue.',
      "Magazine issue 'Magazine issue' has no issue to show.",
      'Native ad at position 3 has no ad scheduled for this issue.',
    ]);
  });

  it('leaves no title of a dropped block or of a row whose blocks were all dropped', () => {
    const { html, text } = renderNewsletter(renderInput());
    expect(html).not.toContain('Webinars');
    expect(html).not.toContain('Gone row');
    expect(text).not.toContain('WEBINARS');
    expect(text).not.toContain('GONE ROW');
  });

  it('keeps both cells of a two-column row, 50% of the width each, an emptied column as an empty cell', () => {
    const { html } = renderNewsletter(renderInput());
    const cells = html.match(/<td class="nl-col" width="(\d+)"[^>]*>/g) ?? [];
    // r-half, r-ads and r-half-empty have two cells each; r-all-dropped is gone.
    expect(cells).toHaveLength(6);
    for (const cell of cells) expect(cell).toContain('width="375"');
    expect(html).toMatch(/<td class="nl-col" width="375" valign="top" style="width:375px;vertical-align:top">&nbsp;<\/td>/);
  });

  it('subtracts the row padding from the column widths', () => {
    const grid = { rows: [row('r', '1_1', [[block('a', 'fixed_ad', { imageUrl: 'https://cdn.ads.example/a.png', width: 800 })], []], { horizontalPadding: 25 })] };
    const { html } = renderNewsletter(renderInput({ width: 800 }, { grid }));
    expect(html).toContain('<td class="nl-col" width="375"');
    expect(html).toContain('padding:0px 25px');
    // The ad is capped to the column less the block padding (375 - 2 × 12).
    expect(html).toMatch(/<img src="https:\/\/cdn\.ads\.example\/a\.png" alt="Advertisement" width="351"/);
  });

  it('draws row and block titles with the grid title styles, the block title linked', () => {
    const { html } = renderNewsletter(renderInput({}, { gridTitleStyles: { color: '#aa0000', backgroundColor: '#eeeeee', fontSize: 20, uppercase: true, borderColor: '#00aa00' } }));
    expect(html).toMatch(/font-size:20px;[^"]*color:#aa0000;background-color:#eeeeee;text-transform:uppercase;border-bottom:2px solid #00aa00[^"]*">Today<\/td>/);
    expect(html).toMatch(/<a href="https:\/\/www\.edr\.example\/news" target="_blank" style="color:#aa0000;text-decoration:none">Top stories<\/a>/);
    const plain = renderNewsletter(renderInput({}, { gridTitleStyles: { uppercase: false, backgroundColor: '' } })).html;
    expect(plain).not.toContain('text-transform:uppercase;border-bottom');
  });

  it('applies the block background, padding and alignment', () => {
    const { html } = single('html', { html: '<p>Hi</p>', backgroundColor: '#fff3cd', padding: 20, textAlign: 'center' });
    expect(html).toMatch(/<td align="center" style="padding:20px;text-align:center;background-color:#fff3cd;/);
  });

  it('escapes every text: titles, teasers, names, labels and alt texts', () => {
    const evil = '<script>alert(1)</script> & "quotes"';
    const escaped = '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;';
    const blocks = blockData();
    blocks.set('cl-top', { type: 'content_list', stories: [story(1, { title: evil, teaser: evil, imageAlt: evil, sectionName: evil })] });
    blocks.set('people', { type: 'contacts', contacts: [{ id: 1, name: evil, title: evil, email: null, phone: null, imageUrl: null }] });
    const template = templateInput();
    const { html, text } = renderNewsletter({
      ...renderInput({ blocks, campaign: { id: 1, subject: evil, preheader: evil, issueDate: '2026-11-27', webUrl: null } }),
      template: newsletterTemplateSchema.parse({ ...template, header: { text: evil }, footer: { text: evil }, safeSenderText: evil }),
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`target="_blank" style="color:#1c5fb8;text-decoration:none">${escaped}</a>`);
    expect(html).toContain(`alt="${escaped}"`);
    expect(html.split(escaped).length - 1).toBeGreaterThanOrEqual(9);
    expect(emailSafetyProblems(html)).toEqual([]);
    // The plain-text part keeps the characters as they are.
    expect(text).toContain(evil);
  });

  it('does not render a javascript: link or a relative address anywhere', () => {
    const blocks = blockData();
    blocks.set('cl-top', { type: 'content_list', stories: [story(1, { title: 'Bad link', url: 'javascript:alert(1)', imageUrl: '/relative.jpg' })] });
    const html = '<p><a href="javascript:alert(1)">Click me</a> <a href="JaVaScRiPt&#58;alert(2)">Again</a> <a href="/about">Relative</a> <a href="mailto:news@edr.example">Write</a></p>' +
      '<p onclick="alert(3)" style="position:absolute">Styled</p><img src="/local.png" alt="x"><img src="javascript:alert(4)"><img src="https://cdn.edr.example/wide.png" width="2000" height="100">' +
      '<iframe src="https://evil.example"></iframe><div style="display:flex">Flex</div><style>p { color: red }</style><table style="width:900px"><tr><td style="position:fixed" colspan="2">Cell</td></tr></table>';
    const grid = templateInput().grid;
    const input = renderInput({ blocks });
    const rendered = renderNewsletter({ ...input, template: newsletterTemplateSchema.parse({ ...templateInput(), grid: { rows: [...(grid?.rows ?? []).slice(0, 1), row('h', '1', [[block('bad', 'html', { html })]])] } }) });
    expect(rendered.html).not.toMatch(/javascript/i);
    expect(rendered.html).not.toContain('/about"');
    expect(rendered.html).not.toContain('relative.jpg');
    expect(rendered.html).not.toContain('local.png');
    expect(rendered.html).not.toMatch(/<iframe|onclick|display:flex|position:|color: red/);
    expect(rendered.html).toContain('Click me');
    expect(rendered.html).toContain('Relative');
    expect(rendered.html).toMatch(/<a href="mailto:news@edr\.example"[^>]*>Write<\/a>/);
    // The story is shown without a link, without its image and without a read-more link.
    expect(rendered.html).toContain('font-weight:bold">Bad link</p>');
    expect(rendered.html).not.toContain('Read more');
    // A wide image is capped to the column (750 - 2 × 12) and loses its fixed height.
    expect(rendered.html).toMatch(/<img src="https:\/\/cdn\.edr\.example\/wide\.png" alt="" width="726" style="[^"]*height:auto" \/>/);
    expect(rendered.html).toContain('<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse">');
    expect(rendered.html).toMatch(/<td colspan="2" valign="top" style="vertical-align:top">Cell<\/td>|<td valign="top" style="vertical-align:top" colspan="2">Cell<\/td>/);
    expect(emailSafetyProblems(rendered.html)).toEqual([]);
    expect(rendered.text).not.toMatch(/javascript/i);
  });

  it('drops an html block that is empty once cleaned', () => {
    const { html, warnings } = single('html', { title: 'Note', html: '<script>alert(1)</script><div>  </div>' });
    expect(warnings).toEqual(["HTML block 'Note' is empty."]);
    expect(html).not.toContain('NOTE');
    expect(html).not.toContain('>Note<');
  });
});

describe('renderNewsletter: content lists', () => {
  it('cuts teasers at a word boundary with … within teaserLength', () => {
    const { html } = renderNewsletter(renderInput());
    const teaser = cutTeaser(LONG_TEASER, 60);
    expect(teaser).toBe('Utilities across the Midwest are adding battery storage at…');
    expect(teaser.length).toBeLessThanOrEqual(60);
    expect(LONG_TEASER.startsWith(teaser.slice(0, -1))).toBe(true);
    expect(LONG_TEASER[teaser.length - 1]).toBe(' ');
    expect(html).toContain(`>${teaser}</p>`);
    expect(html).not.toContain(LONG_TEASER);
  });

  it('cutTeaser: short texts stay, a long word is cut inside, trailing punctuation goes', () => {
    expect(cutTeaser('  Short   text ', 50)).toBe('Short text');
    expect(cutTeaser('x'.repeat(80), 50)).toBe(`${'x'.repeat(49)}…`);
    expect(cutTeaser('Alpha beta, gamma delta', 13)).toBe('Alpha beta…');
    expect(cutTeaser('Alpha beta, gamma delta epsilon', 18)).toBe('Alpha beta, gamma…');
    expect(cutTeaser('abcd efgh ijkl', 10)).toBe('abcd efgh…');
  });

  it('shows at most numberOfItems stories, with section, linked title, date and read more', () => {
    const { html, text } = renderNewsletter(renderInput());
    expect(html).toContain('Story number 2');
    expect(html).not.toContain('Story number 3');
    expect(html).toMatch(/text-transform:uppercase;color:#1c5fb8">Energy<\/p>/);
    expect(html).toMatch(/<a href="https:\/\/www\.edr\.example\/news\/story-1" target="_blank" style="color:#1c5fb8;text-decoration:none">Story number 1<\/a>/);
    expect(html).toContain('>Nov. 26, 2026</p>');
    expect(html).toMatch(/<a href="https:\/\/www\.edr\.example\/news\/story-1"[^>]*>Read more &rsaquo;<\/a>/);
    expect(text).not.toContain('Story number 3');
  });

  it('places the image by imagePosition, sized to the column', () => {
    const { html } = renderNewsletter(renderInput());
    // left in a full row: a 160 px cell before the text
    expect(html).toMatch(/<td width="160" valign="top" style="width:160px;vertical-align:top;padding-right:16px"><a href="[^"]+story-1"[^>]*><img src="https:\/\/cdn\.edr\.example\/images\/1\.jpg" alt="Picture 1" width="160"/);
    // top in a half column: the column's width less the padding (375 - 24)
    expect(html).toMatch(/<img src="https:\/\/cdn\.edr\.example\/images\/4\.jpg" alt="Picture 4" width="351"/);
    // right in a half column: a third of the content width, after the text
    expect(html).toMatch(/padding-left:16px"><a href="[^"]+story-5"[^>]*><img src="https:\/\/cdn\.edr\.example\/images\/5\.jpg" alt="Picture 5" width="117"/);
    const none = single('content_list', { imagePosition: 'none' }, { type: 'content_list', stories: [story(9)] });
    expect(none.html).not.toContain('images/9.jpg');
    const hidden = single('content_list', { showImage: false, showTeaser: false, readMoreLabel: '' }, { type: 'content_list', stories: [story(9)] });
    expect(hidden.html).not.toContain('images/9.jpg');
    expect(hidden.html).not.toContain('Utilities');
    expect(hidden.html).not.toContain('&rsaquo;');
  });

  it('treats a block missing from the data as empty', () => {
    const { html, warnings } = single('content_list', { title: 'Lost' });
    expect(warnings).toEqual(["Content list 'Lost' has no stories for this issue."]);
    expect(html).not.toContain('Lost');
  });
});

describe('renderNewsletter: contacts, ads and issues', () => {
  it('lists contacts with name, title, mailto and tel links and a picture', () => {
    const { html } = renderNewsletter(renderInput());
    expect(html).toMatch(/font-weight:bold;font-size:16px">Jane Editor<\/p>/);
    expect(html).toMatch(/<a href="mailto:jane@edr\.example"[^>]*>jane@edr\.example<\/a>/);
    expect(html).toMatch(/<a href="tel:\+13125550100"[^>]*>\+1 \(312\) 555-0100<\/a>/);
    expect(html).toMatch(/<img src="https:\/\/cdn\.edr\.example\/jane\.jpg" alt="Jane Editor" width="64"/);
    expect(html).toContain('>Sam Writer</p>');
    const noImages = renderNewsletter(renderInput({}, { grid: { rows: [row('r', '1', [[block('people', 'contacts', { showImage: false })]])] } }));
    expect(noImages.html).not.toContain('jane.jpg');
    const none = single('contacts', {}, { type: 'contacts', contacts: [] });
    expect(none.warnings).toEqual(["Contacts 'Contacts' has no contacts to show."]);
  });

  it('renders a fixed ad with its label, linked image and width; nothing without an image', () => {
    const { html } = renderNewsletter(renderInput());
    expect(html).toMatch(/text-transform:uppercase;letter-spacing:1px">Advertisement<\/p><a href="https:\/\/ads\.example\/click"[^>]*><img src="https:\/\/cdn\.ads\.example\/fixed\.png" alt="Advertisement" width="300"/);
    const empty = single('fixed_ad', { title: 'Partner' });
    expect(empty.warnings).toEqual(["Fixed ad 'Partner' has no image."]);
    expect(empty.html).not.toContain('Partner');
  });

  it('fills the Passendo tokens with the recipient tokens and the campaign id', () => {
    const { html } = renderNewsletter(renderInput());
    const filled = 'u=%%EMAIL_MD5%%&amp;c=42&amp;cb=%%CACHEBUSTER%%';
    expect(html).toContain(`<a href="https://p.passendo.example/click?${filled}"`);
    // 600 × 250 scaled to the half column (375 - 24 = 351).
    expect(html).toContain(`<img src="https://p.passendo.example/img?${filled}" alt="Advertisement" width="351" height="146"`);
    expect(html).not.toContain('[EMAIL_MD5]');
    const preview = renderNewsletter(renderInput({ campaign: { id: null, subject: 'Preview', preheader: '', issueDate: '2026-11-27', webUrl: null } }));
    expect(preview.html).toContain('c=preview');
    const empty = single('passendo_ad', {});
    expect(empty.warnings).toEqual(["Passendo ad 'Passendo ad' has no image address."]);
  });

  it('renders the magazine issue: cover, publication, name and link', () => {
    const { html, text } = renderNewsletter(renderInput());
    expect(html).toMatch(/<img src="https:\/\/cdn\.edr\.example\/cover\.jpg" alt="EDR Magazine November 2026 cover" width="180"/);
    expect(html).toContain('>EDR Magazine</p>');
    expect(html).toMatch(/<a href="https:\/\/www\.edr\.example\/magazine\/november-2026"[^>]*>Read the issue &rsaquo;<\/a>/);
    expect(text).toContain('Read the issue: https://www.edr.example/magazine/november-2026');
  });

  describe('native ads by placement', () => {
    const render = (overrides: Partial<RenderAd>, layout: '1' | '1_1' = '1') => single('native_ad', { position: 4 }, { type: 'native_ad', ad: ad(overrides) }, layout);

    it('sponsored_content: label, image, linked title, body, bulletproof CTA and presented by', () => {
      const { html, text } = render({});
      expect(html).toContain('letter-spacing:1px">Sponsored</p>');
      expect(html).toMatch(/<img src="https:\/\/cdn\.acme\.example\/ad\.jpg" alt="Smarter switchgear" width="726"/);
      expect(html).toMatch(/<a href="https:\/\/acme\.example\/switchgear"[^>]*>Smarter switchgear<\/a>/);
      expect(html).toContain('Cut downtime with predictive maintenance.');
      expect(html).toMatch(/<td bgcolor="#1c5fb8" align="center" style="background-color:#1c5fb8;border-radius:4px"><a href="https:\/\/acme\.example\/switchgear"[^>]*>Learn more<\/a><\/td>/);
      expect(html).toContain('Presented by Acme Power');
      expect(html).toMatch(/<img src="https:\/\/cdn\.acme\.example\/logo\.png" alt="Acme Power" width="120"/);
      expect(text).toContain('Sponsored: Smarter switchgear — https://acme.example/switchgear');
      expect(emailSafetyProblems(html)).toEqual([]);
    });

    it('product_showcase: its own label and CTA', () => {
      const { html } = render({ placement: 'product_showcase', label: 'Product spotlight', ctaLabel: 'See the product', logoUrl: null });
      expect(html).toContain('>Product spotlight</p>');
      expect(html).toMatch(/>See the product<\/a><\/td>/);
      expect(html).not.toContain('cdn.acme.example/logo.png');
    });

    it('sponsored_link: one linked line and a short body', () => {
      const { html, text } = render({ placement: 'sponsored_link', body: LONG_TEASER.repeat(2) });
      expect(html).toMatch(/<strong>Sponsored:<\/strong> <a href="https:\/\/acme\.example\/switchgear"[^>]*>Smarter switchgear<\/a>/);
      expect(html).not.toContain('ad.jpg');
      expect(html).not.toContain('Learn more');
      expect(text.split('\n')).toContain('Sponsored: Smarter switchgear — https://acme.example/switchgear');
      expect(html).toMatch(/…<\/p>/);
    });

    it('job_opening: label, title, company, body and link', () => {
      const { html, text } = render({ placement: 'job_opening', title: 'Grid engineer' });
      expect(html).toContain('>Job opening</p>');
      expect(html).toMatch(/>Grid engineer<\/a>/);
      expect(html).toContain('>Acme Power</p>');
      expect(html).toMatch(/>View the job &rsaquo;<\/a>/);
      expect(text).toContain('Job opening: Grid engineer — https://acme.example/switchgear');
    });

    it.each([
      ['rectangle', '1', 300],
      ['leaderboard', '1', 726],
      ['billboard', '1', 726],
      ['billboard', '1_1', 351],
      ['logo', '1_1', 200],
    ] as const)('%s in a %s row: the linked image scaled to %i px', (placement, layout, width) => {
      const { html } = render({ placement, label: 'Advertisement' }, layout);
      expect(html).toContain('letter-spacing:1px">Advertisement</p><a href="https://acme.example/switchgear"');
      expect(html).toContain(`<img src="https://cdn.acme.example/ad.jpg" alt="Smarter switchgear" width="${width}"`);
      expect(html).not.toContain('Learn more');
      expect(emailSafetyProblems(html)).toEqual([]);
    });

    it('drops a display ad without an image, with a warning', () => {
      const { warnings } = render({ placement: 'billboard', imageUrl: null });
      expect(warnings).toEqual(['Native ad at position 4 (Smarter switchgear) has no image for its billboard placement.']);
    });
  });
});

describe('renderNewsletter: footer and text part', () => {
  it('always ends with the unsubscribe link, the recipient line and the safe-sender text', () => {
    const { html } = renderNewsletter(renderInput());
    expect(html).toMatch(/<a href="%%UNSUBSCRIBE_URL%%" target="_blank" style="[^"]*">Unsubscribe<\/a>/);
    expect(html).toContain(`This email was sent to ${RECIPIENT_TOKENS.email}`);
    expect(html).toContain('Add news@edr.example to your address book.');
    expect(html).toContain('EDR Daily is sent each weekday.<br />Thanks for reading.');
    expect(html).toMatch(/<a href="https:\/\/www\.linkedin\.com\/company\/edr"[^>]*>LinkedIn<\/a> &nbsp;\|&nbsp; <a href="https:\/\/x\.com\/edr"[^>]*>X<\/a>/);
    expect(html).toMatch(/>Manage preferences<\/a>/);
    expect(html).toMatch(/>Privacy policy<\/a>/);
    expect(html).toContain('background-color:#212529');
    const bare = renderNewsletter(renderInput({}, { footer: {}, socialLinks: [], subscriptionLinks: [], informationLinks: [], safeSenderText: '' }));
    expect(bare.html).toContain('<a href="%%UNSUBSCRIBE_URL%%"');
    expect(emailSafetyProblems(bare.html)).toEqual([]);
  });

  it('writes a plain-text part without tags or entities', () => {
    const { text } = renderNewsletter(renderInput());
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/&[a-z]+;|&#\d+;/i);
    expect(text.startsWith('EDR Daily – Nov. 27, 2026\nNov. 27, 2026\nView in browser: https://www.edr.example/newsletter/42\n')).toBe(true);
    expect(text).toContain('TODAY\n\nTOP STORIES\nStory number 1\nhttps://www.edr.example/news/story-1\nUtilities across the Midwest are adding battery storage at…');
    expect(text).toContain('FROM THE EDITOR\nHello readers. About us (https://www.edr.example/about)');
    expect(text).toContain('Sponsored: Smarter switchgear — https://acme.example/switchgear');
    expect(text).toContain('OUR EDITORS\nJane Editor\nEditor in chief\njane@edr.example\n+1 (312) 555-0100');
    expect(text).toContain('EDR Daily is sent each weekday.\nThanks for reading.');
    expect(text).toContain('Privacy policy: https://www.edr.example/privacy');
    expect(text).toContain('Unsubscribe: %%UNSUBSCRIBE_URL%%');
    expect(text).toContain('This email was sent to %%EMAIL%%');
  });
});

describe('personalise', () => {
  const values = { unsubscribeUrl: 'https://www.edr.example/unsubscribe?t=abc&s=1', email: 'Test@Example.com ', cacheBuster: '123456' };

  it('replaces every recipient token, with the md5 of the lower-cased trimmed address', () => {
    const html = renderNewsletter(renderInput()).html;
    const out = personalise(html, values);
    expect(out).not.toMatch(/%%[A-Z_]+%%/);
    expect(out).toContain('<a href="https://www.edr.example/unsubscribe?t=abc&amp;s=1"');
    expect(out).toContain('This email was sent to Test@Example.com ');
    expect(out).toContain('u=55502f40dc8b7c769880b10874abc9d0&amp;c=42&amp;cb=123456');
    expect(emailSafetyProblems(out, { personalised: true })).toEqual([]);
  });

  it('escapes values in HTML, leaves them as they are in text, and makes a cache buster when none is given', () => {
    const tokens = Object.values(RECIPIENT_TOKENS).join(' ');
    expect(personalise(tokens, { unsubscribeUrl: 'https://u.example/?a=1&b=2', email: "o'neil@example.com" })).toMatch(
      /^https:\/\/u\.example\/\?a=1&amp;b=2 o&#39;neil@example\.com [0-9a-f]{32} \d+$/,
    );
    expect(personalise(tokens, { unsubscribeUrl: 'https://u.example/?a=1&b=2', email: PREVIEW_EMAIL, cacheBuster: '9' }, 'text')).toBe(
      'https://u.example/?a=1&b=2 subscriber@example.com f701b5b7868d8877cb9de6c845d403ff 9',
    );
    // Tokens that are not the recipient's are left alone; the same token twice is replaced twice.
    expect(personalise('%%EMAIL%%%%EMAIL%% %%OTHER%%', { unsubscribeUrl: 'https://u.example/', email: 'a@b.example' })).toBe('a@b.examplea@b.example %%OTHER%%');
  });
});
