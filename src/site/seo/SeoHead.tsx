import { Config } from 'vike-react/Config';
import { Head } from 'vike-react/Head';
import { faviconLinks, plainImage, shareImage } from './images.js';
import { NEWS_ARTICLE_TYPES, isoDateTime, pageJsonLd, serializeJsonLd } from './jsonLd.js';
import { pageMeta } from './meta.js';
import type { SeoInput } from './types.js';

/**
 * Every <head> tag of a public page from one SeoInput: canonical, robots, Open Graph and Twitter
 * tags, favicons, preconnect hints and JSON-LD. `includeTitle` adds <title>, the description and
 * their og: twins — leave it off under <SeoHead>, where vike-react writes those from `title` and
 * `description` (and updates them on client-side navigation).
 */
export function SeoTags({ input, includeTitle = false }: { input: SeoInput; includeTitle?: boolean }) {
  const { site, content } = input;
  const meta = pageMeta(input);
  const image = shareImage(content?.primaryImage ?? input.image, site.origin);
  // Without an image of its own a page shows the logo at its own ratio, as a small card.
  const fallback = image ? null : plainImage(site.logo, site.origin, 1200);
  const ogImage = image ?? fallback;
  const isArticle = Boolean(content && NEWS_ARTICLE_TYPES.includes(content.type));
  const jsonLd = pageJsonLd(input);
  return (
    <>
      {includeTitle ? <title>{meta.title}</title> : null}
      {includeTitle ? <meta property="og:title" content={meta.title} /> : null}
      {includeTitle && meta.description ? <meta name="description" content={meta.description} /> : null}
      {includeTitle && meta.description ? <meta property="og:description" content={meta.description} /> : null}
      {site.preconnect.map((origin) => (
        <link key={origin} rel="preconnect" href={origin} />
      ))}
      <link rel="canonical" href={meta.canonical} />
      {meta.noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content={content ? 'article' : 'website'} />
      <meta property="og:url" content={meta.canonical} />
      <meta property="og:site_name" content={site.name} />
      {ogImage ? <meta property="og:image" content={ogImage.url} /> : null}
      {ogImage ? <meta property="og:image:width" content={String(ogImage.width)} /> : null}
      {ogImage ? <meta property="og:image:height" content={String(ogImage.height)} /> : null}
      {ogImage?.alt ? <meta property="og:image:alt" content={ogImage.alt} /> : null}
      {isArticle && content?.published ? <meta property="article:published_time" content={isoDateTime(content.published)} /> : null}
      {isArticle && content?.updated ? <meta property="article:modified_time" content={isoDateTime(content.updated)} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      {meta.description ? <meta name="twitter:description" content={meta.description} /> : null}
      {ogImage ? <meta name="twitter:image" content={ogImage.url} /> : null}
      {ogImage?.alt ? <meta name="twitter:image:alt" content={ogImage.alt} /> : null}
      {faviconLinks(site.logo, site.faviconIco).map((link) => (
        <link key={link.href} rel={link.rel} href={link.href} type={link.type} sizes={link.sizes} />
      ))}
      {jsonLd.map((node, index) => (
        // serializeJsonLd escapes '<', so the text cannot close the script element.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }} />
      ))}
    </>
  );
}

/**
 * Render inside a public page (its +Page or layout), not in +Head: the title and description go
 * through vike-react's <Config> (so client-side navigation updates them), the other tags through
 * <Head> into the server-rendered <head>.
 */
export function SeoHead({ input }: { input: SeoInput }) {
  const meta = pageMeta(input);
  return (
    <>
      <Config title={meta.title} description={meta.description || null} />
      <Head>
        <SeoTags input={input} />
      </Head>
    </>
  );
}
