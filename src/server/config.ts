import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LoginRules } from './integrations/rateLimit/loginThrottle.js';
import { projectRoot } from './paths.js';
import { originProblem } from './http/cors.js';

/**
 * The only reader of process.env. Every variable is validated here and documented in the README
 * ("Configuration"); the rest of the server receives a typed, frozen Config.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const urlString = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlString(['postgres', 'postgresql']).optional(),
  REDIS_URL: urlString(['redis', 'rediss']).optional(),
  SMTP_URL: urlString(['smtp', 'smtps']).optional(),
  /** Key of the newsletter unsubscribe links' signature; empty: one made once and kept in the database. */
  UNSUBSCRIBE_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  MAIL_FROM: z.string().min(3).default('Publishing Platform <no-reply@localhost>'),
  SSO_URL: z.string().url().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  /** Where reCAPTCHA tokens are verified (Google's siteverify; www.recaptcha.net where google.com is blocked). */
  RECAPTCHA_VERIFY_URL: urlString(['https', 'http']).optional(),
  APP_VERSION: z.string().regex(/^[\w.-]+$/, 'letters, digits, dot, dash and underscore only').optional(),
  TENANT_KEY: z.string().optional(),
  SEED_DEMO: booleanString.default(true),
  ALLOW_UNTRUSTED_OPERATIONS: booleanString.optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(12),
  // scrypt's cost N for new password hashes: a power of two (stored in every hash, so old hashes keep theirs).
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1_048_576)
    .refine((n) => (n & (n - 1)) === 0, 'must be a power of two (1024 … 1048576)')
    .default(32_768),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: booleanString.default(false),
  /** Largest upload to POST /api/assets, in MB (media library). */
  ASSET_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(1024).default(25),
  /** Public page cache (issue 5 §9): on by default; fresh and stale lifetimes; memory store budget. */
  PAGE_CACHE: booleanString.default(true),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(30 * 86_400).default(86_400),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  /** Shared caches in front (a CDN): how long a public page is fresh there, and served stale while revalidating or on errors. */
  CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(300),
  CDN_STALE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(86_400),
  /** Where purges by tag are sent (POST with Surrogate-Key and Cache-Tag headers); none: no CDN to tell. */
  CDN_PURGE_URL: z.string().url().optional(),
  CDN_PURGE_TOKEN: z.string().optional(),
  /** Let the external feed reader fetch loopback and private addresses (off: the SSRF guard refuses them; tests and local stand-ins only). */
  FEEDS_ALLOW_PRIVATE_HOSTS: booleanString.default(false),
  /** YouTube Data API key (getYoutubePlaylistVideos, the video_player's playlist mode); none: the site's own videos answer. */
  YOUTUBE_API_KEY: z.string().min(10).optional(),
  /** The playlistItems endpoint (default Google's; a stand-in for tests). */
  YOUTUBE_API_URL: urlString(['https', 'http']).optional(),
  /**
   * The Parts Direct embed (parts_search and data_sheets blocks): an https address with {kind}
   * (parts-search, data-sheets) and {key} (the site settings' embed key) in it; none: the blocks
   * search the site's own products and documents. Its origin is added to the pages' frame-src.
   */
  PARTS_DIRECT_EMBED_URL: urlString(['https'])
    .refine((v) => v.includes('{kind}') && v.includes('{key}'), { message: 'must contain {kind} and {key}' })
    .optional(),
  /**
   * Other origins whose pages may call the API with credentials (CORS), separated by commas or
   * spaces; none by default (the admin and the sites call it on their own origin).
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .superRefine((origins, ctx) => {
      for (const origin of origins) {
        const problem = originProblem(origin);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    }),
  /** Who may frame the public site (CSP frame-ancestors); the admin is always 'self' only. */
  SITE_FRAME_ANCESTORS: z
    .string()
    .regex(/^[\w\s'*:.\/-]+$/, "sources such as 'self' or https://partner.example.com, separated by spaces")
    .default("'self'"),
});

export interface Config {
  env: 'production' | 'development' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string | null;
  root: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Signs newsletter unsubscribe links (modules/newsletters/unsubscribe.ts); null: a stored key. */
  unsubscribeSecret: string | null;
  /** External single sign-on page; without it the built-in /admin/login. */
  ssoUrl: string | null;
  adminPassword: string | null;
  /** Human verification; on when both keys are set. verifyUrl: null means Google's siteverify. */
  recaptcha: { siteKey: string | null; secretKey: string | null; verifyUrl?: string | null };
  appVersion: string;
  /** Tenant key the browser client sends as x-tenant-key; null or 'auto' means "by host". */
  tenantKey: string | null;
  seedDemo: boolean;
  /** Production executes only the texts of operations/ (trusted documents). */
  allowUntrustedOperations: boolean;
  graphqlMaxDepth: number;
  /** scrypt cost N of new password hashes (modules/cmsUsers/password.ts); tests lower it. */
  passwordHashCost: number;
  logLevel: string;
  trustProxy: boolean;
  /** Largest upload accepted by POST /api/assets, in bytes. */
  assetMaxUploadBytes: number;
  /** Public page cache: fresh TTL, stale TTL (served only when rendering fails), memory budget. */
  pageCache: { enabled: boolean; freshMs: number; staleMs: number; maxBytes: number };
  /** Cache-Control of public pages for shared caches (s-maxage, stale-while-revalidate / stale-if-error) and the CDN purge endpoint. */
  cdn: { maxAgeSeconds: number; staleSeconds: number; purgeUrl: string | null; purgeToken: string | null };
  /** CSP frame-ancestors of public pages. */
  siteFrameAncestors: string;
  /** CORS_ORIGINS: origins allowed to read the API's answers with credentials (src/server/http/cors.ts). */
  corsOrigins: readonly string[];
  /** The external feed reader may fetch loopback and private hosts (integrations/feeds; false in production). */
  feedsAllowPrivateHosts: boolean;
  /** YouTube Data API (integrations/youtube): off without a key. apiUrl: null means Google's endpoint. */
  youtube: { apiKey: string | null; apiUrl: string | null };
  /** The Parts Direct embed address template ({kind}, {key}); null: the blocks' local search. */
  partsDirectEmbedUrl: string | null;
  /** The sign-in throttle's rules (LOGIN_RULES in integrations/rateLimit/loginThrottle.ts when absent); tests shorten the human-check delay. */
  loginThrottle?: Partial<LoginRules>;
  /**
   * The admin content list's count limit, phrase cap and when names join a phrase's matches
   * (ADMIN_LIST_LIMITS in modules/content/adminRepo.ts when absent); tests set them low to reach
   * them with the demo.
   */
  adminContentList?: Partial<{ countLimit: number; phraseScanLimit: number; nameMatchesBelow: number }>;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // Empty strings in the environment mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const root = projectRoot();
  const isProduction = e.NODE_ENV === 'production';
  const config: Config = {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? null,
    root,
    dataDir: path.resolve(root, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET ?? null,
    ssoUrl: e.SSO_URL ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    recaptcha: { siteKey: e.RECAPTCHA_SITE_KEY ?? null, secretKey: e.RECAPTCHA_SECRET_KEY ?? null, verifyUrl: e.RECAPTCHA_VERIFY_URL ?? null },
    appVersion: e.APP_VERSION ?? (isProduction ? readBuildVersion(root) : readPackageVersion(root)),
    tenantKey: e.TENANT_KEY && e.TENANT_KEY !== 'auto' ? e.TENANT_KEY : null,
    seedDemo: e.SEED_DEMO,
    allowUntrustedOperations: e.ALLOW_UNTRUSTED_OPERATIONS ?? !isProduction,
    graphqlMaxDepth: e.GRAPHQL_MAX_DEPTH,
    passwordHashCost: e.PASSWORD_HASH_COST,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: e.TRUST_PROXY,
    assetMaxUploadBytes: e.ASSET_MAX_UPLOAD_MB * 1024 * 1024,
    pageCache: {
      enabled: e.PAGE_CACHE,
      freshMs: e.PAGE_CACHE_TTL_SECONDS * 1000,
      // The stale copy outlives the fresh one; never shorter.
      staleMs: Math.max(e.PAGE_CACHE_STALE_SECONDS, e.PAGE_CACHE_TTL_SECONDS) * 1000,
      maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
    },
    cdn: { maxAgeSeconds: e.CDN_MAX_AGE_SECONDS, staleSeconds: e.CDN_STALE_SECONDS, purgeUrl: e.CDN_PURGE_URL ?? null, purgeToken: e.CDN_PURGE_TOKEN ?? null },
    siteFrameAncestors: e.SITE_FRAME_ANCESTORS.trim().replace(/\s+/g, ' '),
    corsOrigins: e.CORS_ORIGINS.map((origin) => origin.replace(/\/$/, '')),
    feedsAllowPrivateHosts: e.FEEDS_ALLOW_PRIVATE_HOSTS,
    youtube: { apiKey: e.YOUTUBE_API_KEY ?? null, apiUrl: e.YOUTUBE_API_URL ?? null },
    partsDirectEmbedUrl: e.PARTS_DIRECT_EMBED_URL ?? null,
    ...overrides,
  };
  return Object.freeze(config);
}


/** The version of the production build (dist/build-info.json), else the package version. */
function readBuildVersion(root: string): string {
  try {
    const info = JSON.parse(readFileSync(path.join(root, 'dist', 'build-info.json'), 'utf8')) as { version?: unknown };
    if (typeof info.version === 'string' && /^[\w.-]+$/.test(info.version)) return info.version;
  } catch {
    // No build yet (development, tests): the package version.
  }
  return readPackageVersion(root);
}

function readPackageVersion(root: string): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
