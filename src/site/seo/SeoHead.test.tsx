import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { article, site } from './fixtures.js';
import { SeoTags } from './SeoHead.js';

describe('SeoTags', () => {
  it('renders the canonical, Open Graph, Twitter, favicon and JSON-LD tags of an article', () => {
    const html = renderToStaticMarkup(<SeoTags input={{ site, path: '/news/gan', content: article }} />);
    expect(html).toContain('<link rel="canonical" href="https://www.edr.example/news/gan"/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.edr.example/news/gan"/>');
    expect(html).toContain('<meta property="og:site_name" content="Electronic Design Review"/>');
    expect(html).toContain('<meta property="og:image" content="https://www.edr.example/images/9/1/circuit-board.jpg?w=1200&amp;ar=1200x630"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="twitter:title" content="GaN chargers go mainstream | Electronic Design Review"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/images/5/2/edr-logo.png?w=180&amp;ar=1x1" type="image/png" sizes="80x80"/>');
    expect(html).toContain('<link rel="icon" href="/files/edr/favicon.ico" type="image/x-icon"/>');
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle"');
    // vike-react writes <title> and the description under <SeoHead>; not twice.
    expect(html).not.toContain('<title>');
    expect(html).not.toContain('name="robots"');
    expect(html).not.toContain('rel="preconnect"');
  });

  it('adds the title tags on request, robots noindex, preconnect hints and a logo card without an image', () => {
    const input = { site: { ...site, preconnect: ['https://fonts.example'] }, path: '/about', content: { ...article, type: 'Page', primaryImage: null } };
    const html = renderToStaticMarkup(<SeoTags input={input} includeTitle />);
    expect(html).toContain('<title>GaN chargers go mainstream | Electronic Design Review</title>');
    expect(html).toContain('<meta name="description" content="Gallium nitride has left the lab."/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<link rel="preconnect" href="https://fonts.example"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    expect(html).toContain('<meta property="og:image:width" content="400"/>');
  });

  it("keeps '</script>' in a name inside the JSON-LD script", () => {
    const evil = '</script><img src=x onerror=alert(1)>';
    const html = renderToStaticMarkup(<SeoTags input={{ site: { ...site, name: evil }, path: '/' }} />);
    const scripts = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? [];
    expect(scripts).toHaveLength(2);
    expect(html).not.toContain('<img');
    const first = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(first)).toMatchObject({ '@type': 'WebSite', name: evil });
  });
});
