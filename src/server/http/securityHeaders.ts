import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { ZMAGS_VIEWER_ORIGIN } from '../../site/blocks/ZmagEmbed/zmag.js';

/**
 * Security headers of every answer (issue 10 item 7). HTML gets a Content-Security-Policy: pages
 * have no inline script at all (Vike's inline scripts are JSON data, which CSP does not run), so
 * scripts come only from this origin — no nonce is needed and none can leak through a cached page.
 * Styles allow inline (Mantine's style tags, React style attributes); video embeds may frame the two
 * players content can hold (src/shared/contentFields.ts), and the zmag embed the Zmags viewer. The admin may be framed only by itself;
 * who may frame the public site is SITE_FRAME_ANCESTORS. Development skips the policy (Vite's HMR
 * runs inline scripts), and so does GraphiQL at /graphql, which exists only outside production.
 */
const VIDEO_PLAYERS = 'https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com';
/** The digital-edition viewer of the zmag embed block (src/site/blocks/ZmagEmbed/zmag.ts). */
const EDITION_VIEWERS = ZMAGS_VIEWER_ORIGIN;

function policy(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`.trim())
    .join('; ');
}

/** Where reCAPTCHA loads its script and frames from (only allowed when reCAPTCHA is configured). */
export const RECAPTCHA_SOURCES = 'https://www.google.com https://www.gstatic.com https://www.recaptcha.net';

export function contentSecurityPolicy({
  admin,
  frameAncestors,
  https,
  recaptcha = false,
  embedOrigins = [],
}: {
  admin: boolean;
  frameAncestors: string;
  https: boolean;
  /** reCAPTCHA is configured: its script, frames and calls are allowed (login and sign-up forms). */
  recaptcha?: boolean;
  /** Other services the public blocks frame, as configured (the Parts Direct embed: PARTS_DIRECT_EMBED_URL's origin). */
  embedOrigins?: readonly string[];
}): string {
  const human = recaptcha ? ` ${RECAPTCHA_SOURCES}` : '';
  const embeds = embedOrigins.map((origin) => ` ${origin}`).join('');
  return policy({
    'default-src': "'self'",
    'script-src': `'self'${human}`,
    'style-src': "'self' 'unsafe-inline'",
    // Uploads show as blob: previews in the admin; small icons may be data: URLs. The admin's
    // newsletter previews (srcdoc frames inherit this policy) show ads and images from anywhere.
    'img-src': admin ? "'self' data: blob: https:" : "'self' data:",
    'font-src': "'self' data:",
    'connect-src': `'self'${human}`,
    // Podcast episodes may be hosted anywhere (a podcast's audio address); media cannot run code.
    'media-src': "'self' https:",
    'frame-src': `${VIDEO_PLAYERS} ${EDITION_VIEWERS}${embeds}${human}`,
    'frame-ancestors': admin ? "'self'" : frameAncestors,
    'base-uri': "'self'",
    'form-action': "'self'",
    'object-src': "'none'",
    ...(https ? { 'upgrade-insecure-requests': '' } : {}),
  });
}

/**
 * The web view of a newsletter (/newsletter/{id}, /latest-newsletter/{id}): e-mail HTML, no script
 * at all, images from anywhere (ads and Passendo creatives live on other hosts), no forms.
 */
export function newsletterPolicy(frameAncestors: string): string {
  return policy({ 'default-src': "'none'", 'img-src': 'https: http: data:', 'style-src': "'unsafe-inline'", 'frame-ancestors': frameAncestors, 'base-uri': "'none'", 'form-action': "'none'" });
}
/** The origin of the Parts Direct embed template (its placeholders may sit in the path or query, never the host). */
export function partsDirectOrigin(template: string): string {
  return new URL(template.replaceAll('{kind}', 'x').replaceAll('{key}', 'x')).origin;
}

const isNewsletterPath = (url: string) => url.startsWith('/newsletter/') || url.startsWith('/latest-newsletter/');

const isAdminPath = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

/**
 * The security headers of an answer by its URL and content type: what the onSend hook below adds to
 * every Fastify answer, and what the page-cache front (pageCacheFront.ts) sends with a hit.
 */
export function createSecurityHeaders(config: Config): (url: string, contentType: unknown) => Array<[string, string]> {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const recaptcha = Boolean(config.recaptcha.siteKey && config.recaptcha.secretKey);
  // The Parts Direct embed is one configured service (a fixed origin), so the policy stays one
  // header for every page and cached pages keep it; its blocks frame nothing else.
  const embedOrigins = config.partsDirectEmbedUrl ? [partsDirectOrigin(config.partsDirectEmbedUrl)] : [];
  const policies = {
    admin: contentSecurityPolicy({ admin: true, frameAncestors: "'self'", https, recaptcha }),
    site: contentSecurityPolicy({ admin: false, frameAncestors: config.siteFrameAncestors, https, recaptcha, embedOrigins }),
  };
  const enforce = config.env !== 'development';
  const hsts: Array<[string, string]> = https ? [['strict-transport-security', 'max-age=31536000; includeSubDomains']] : [];
  const plain: Array<[string, string]> = [['x-content-type-options', 'nosniff'], ...hsts];
  const html = (policy: string | null): Array<[string, string]> => [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(policy ? ([['content-security-policy', policy]] as Array<[string, string]>) : []),
    ...hsts,
  ];
  const answers = {
    plain,
    htmlOnly: html(null),
    admin: html(enforce ? policies.admin : null),
    site: html(enforce ? policies.site : null),
    newsletter: html(newsletterPolicy(config.siteFrameAncestors)),
  };
  return (url, contentType) => {
    if (typeof contentType !== 'string' || !contentType.startsWith('text/html')) return answers.plain;
    if (url.startsWith('/graphql')) return answers.htmlOnly;
    if (isNewsletterPath(url)) return answers.newsletter;
    return isAdminPath(url) ? answers.admin : answers.site;
  };
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headersOf = createSecurityHeaders(config);
  // Callback style: every answer passes here, and an async hook costs a promise and a turn each.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of headersOf(request.url, reply.getHeader('content-type'))) reply.header(name, value);
    done(null, payload);
  });
}
