import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db, SqlRunner } from '../db/client.js';
import type { AudiencePlatform } from '../integrations/audience/index.js';
import type { BulkMailer } from '../integrations/mail/bulk.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { JobQueue } from '../jobs/queue.js';
import type { PageCacheService } from '../integrations/pageCache/index.js';
import type { LoginThrottle } from '../integrations/rateLimit/loginThrottle.js';
import type { RateLimiter } from '../integrations/rateLimit/rateLimiter.js';
import type { HumanVerifier } from '../integrations/recaptcha/index.js';
import type { FeedFetcher } from '../integrations/feeds/index.js';
import type { YoutubePlaylists } from '../integrations/youtube/index.js';
import type { RecommendationService } from '../integrations/blueconic/index.js';
import type { Storage } from '../integrations/storage/index.js';
import { resolveCmsViewer } from '../modules/cmsAuth/viewer.js';
import type { CmsViewer } from '../modules/cmsUsers/viewer.js';
import type { SiteCache } from '../cache/siteCache.js';
import type { SiteSlots } from '../cache/slots.js';
import type { TenantRow } from '../modules/tenants/repo.js';
import type { TenantResolver } from '../modules/tenants/resolveTenant.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { MeterDecision } from '../../shared/meter.js';

/** Long-lived dependencies, built once per process by createApp. */
export interface AppServices {
  config: Config;
  db: Db;
  /** Plain SQL for the statements on every page's path (prepared on PostgreSQL). */
  sql: SqlRunner;
  storage: Storage;
  tenants: TenantResolver;
  /** Per-node caches of what every page reads, kept true across nodes (src/server/cache). */
  siteCache: SiteCache;
  slots: SiteSlots;
  rateLimiter: RateLimiter;
  /** Sign-in throttling of CMS and site users (back-off, ceiling, human check, alert e-mail). */
  loginThrottle: LoginThrottle;
  /** reCAPTCHA verification (off without RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY). */
  recaptcha: HumanVerifier;
  /** External RSS and Atom feeds, fetched with a timeout, a size cap, an SSRF guard and a cache (integrations/feeds). */
  feeds: FeedFetcher;
  /** YouTube playlists: the YouTube Data API with YOUTUBE_API_KEY, else the site's own videos (integrations/youtube). */
  youtube: YoutubePlaylists;
  /** Content recommendations (getBlueConicRecommendations): the local default by taxonomy and section (integrations/blueconic). */
  recommendations: RecommendationService;
  mailer: Mailer;
  /** Newsletter delivery in bulk: pooled SMTP with SMTP_URL, the outbox otherwise (integrations/mail/bulk.ts). */
  bulkMailer: BulkMailer;
  /** The audience platform: customers' products and demographics (local default in this database). */
  audience: AudiencePlatform;
  /** Public page cache; saves purge it by tag after their transaction commits. */
  pageCache: PageCacheService;
  /** Background jobs (pg-boss in this database; src/server/jobs). */
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

/** Per-request context handed to every resolver and service. */
export interface GraphQLContext {
  services: AppServices;
  config: Config;
  db: Db;
  tenant: TenantRow;
  cmsUser: CmsViewer | null;
  /** The raw bearer token sent, even when it no longer resolves to a user (logout revokes it). */
  cmsBearer: string | null;
  /** Raw site-user token from x-site-user (the site-user module verifies it). */
  siteUserToken: string | null;
  loaders: Loaders;
  /** One clock per request, so every field of an answer agrees on "now". */
  now: Date;
  requestId: string;
  ip: string;
  userAgent: string | null;
  /** Origin used for absolute URLs (canonical links). */
  origin: string;
  /**
   * The content meter of a page request (the reader's content_meter cookie): the gating code
   * decides it for the page's gated item, the page handler writes the cookie back. Absent for API
   * calls, which are never metered.
   */
  meter?: { cookie: string | null; outcome: (MeterDecision & { contentId: number }) | null };
}

export interface RequestInfo {
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  protocol: string;
  requestId?: string;
  /** The site, when the caller already resolved it and confirmed the cache's version (the page handler). */
  tenant?: TenantRow;
  /** The content meter cookie's value, for page requests (pages are metered, the API is not). */
  meterCookie?: string | null;
}

/** A request header's value (the first of a repeated header), or null. */
export const header = (headers: RequestInfo['headers'], name: string): string | null => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

const bearer = (value: string | null): string | null => {
  const match = value ? /^Bearer\s+(\S{1,512})$/i.exec(value.trim()) : null;
  return match?.[1] ?? null;
};

/**
 * The site of a request (x-tenant-key, x-domain, Host), once this node has applied every change
 * of it committed before the request arrived: nothing cached may be older than a save another
 * node has already answered.
 */
export async function resolveRequestTenant(services: AppServices, headers: RequestInfo['headers']): Promise<TenantRow> {
  const tenant = await services.tenants.resolve({
    tenantKey: header(headers, 'x-tenant-key'),
    domain: header(headers, 'x-domain'),
    host: header(headers, 'host'),
  });
  await services.siteCache.sync(tenant.id);
  return tenant;
}

/** Builds the context from a request (HTTP and in-process SSR use the same path). */
export async function createContext(services: AppServices, request: RequestInfo): Promise<GraphQLContext> {
  const host = header(request.headers, 'host');
  const tenant = request.tenant ?? (await resolveRequestTenant(services, request.headers));
  const now = new Date();
  const cmsBearer = bearer(header(request.headers, 'authorization'));
  return {
    services,
    config: services.config,
    db: services.db,
    tenant,
    cmsUser: await resolveCmsViewer(services.db, cmsBearer, now),
    cmsBearer,
    siteUserToken: bearer(header(request.headers, 'x-site-user')),
    loaders: createLoaders(services.db, tenant.id, services.slots),
    now,
    requestId: request.requestId ?? randomUUID(),
    ip: request.ip,
    userAgent: header(request.headers, 'user-agent'),
    origin: services.config.publicUrl ?? `${request.protocol}://${host ?? 'localhost'}`,
    ...(request.meterCookie !== undefined ? { meter: { cookie: request.meterCookie, outcome: null } } : {}),
  };
}
