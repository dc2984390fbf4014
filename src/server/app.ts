import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createServer, type ServerOptions } from 'node:http';
import path from 'node:path';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { AppServices } from './graphql/context.js';
import { loadOperations } from './graphql/operations.js';
import { buildSchema } from './graphql/schema.js';
import { createYogaServer } from './graphql/yoga.js';
import { createCompiler } from './graphql/execute.js';
import { createTrustedQueryRunner } from './graphql/trustedQueries.js';
import { registerAssetRoutes } from './http/assetRoutes.js';
import { registerFiles } from './http/files.js';
import { registerCors } from './http/cors.js';
import { registerSiteUserImportRoute } from './http/siteUserImportRoute.js';
import { registerOperationsRoute } from './http/operationsRoute.js';
import { registerPages, type PagesMode } from './http/pages.js';
import { createPageCacheFront, type PageCacheFront } from './http/pageCacheFront.js';
import { registerPublicRoutes } from './http/publicRoutes.js';
import { registerNewsletterRoutes } from './http/newsletterRoutes.js';
import { logsRequests, maskUrl, oneLineLogController } from './http/requestLog.js';
import { registerRequestGuards } from './http/requestGuards.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { createLocalAudience } from './integrations/audience/index.js';
import { createMailer } from './integrations/mail/mailer.js';
import { createPageCache } from './integrations/pageCache/index.js';
import { createLoginThrottle } from './integrations/rateLimit/loginThrottle.js';
import { createMemoryRateLimiter, createRedisRateLimiter } from './integrations/rateLimit/rateLimiter.js';
import { createRecaptchaVerifier } from './integrations/recaptcha/index.js';
import { createFeedFetcher } from './integrations/feeds/index.js';
import { createYoutubePlaylists } from './integrations/youtube/index.js';
import { createLocalRecommendations } from './integrations/blueconic/index.js';
import type { Storage } from './integrations/storage/index.js';
import { createSiteCache } from './cache/siteCache.js';
import { ALL_SITES, type SiteChange } from './cache/siteChanges.js';
import { createSiteSlots } from './cache/slots.js';
import { createChangeBus } from './integrations/bus/index.js';
import { createCdnPurger } from './integrations/cdn/index.js';
import { surrogateKeysOf } from './http/cacheHeaders.js';
import { createTenantResolver } from './modules/tenants/resolveTenant.js';
import { createJobQueue } from './jobs/queue.js';
import { createBulkMailer } from './integrations/mail/bulk.js';
import { SEND_JOB, START_JOB } from './modules/newsletters/campaigns.js';
import { CLAIM_TIMEOUT_MS, resumeCampaignSends, runCampaignSend, runCampaignStart } from './modules/newsletters/sending.js';
import { resumeSiteUserImports, runSiteUserImport, SITE_USER_IMPORT_JOB } from './modules/siteUserImports/service.js';
import { defineExportJobs, startExportMaintenance } from './modules/exports/jobs.js';
import { registerExportRoutes } from './http/exportRoutes.js';
import { registerIndesignScriptRoute } from './http/indesignScriptRoute.js';
import { registerCompanyUpdateRoutes } from './http/companyUpdateRoutes.js';
import { registerContractRoutes } from './http/contractRoutes.js';
import { setPasswordHashCost } from './modules/cmsUsers/password.js';

export interface AppOptions {
  config: Config;
  database: Database;
  storage: Storage;
  /** Where uploaded files live on disk (served at /files/). */
  filesDir: string;
  /** Rendered image variants (GET /images/...); defaults to image-cache beside filesDir. */
  imageCacheDir?: string;
  pages: PagesMode;
  /** Shared counters (rate limits) across nodes when REDIS_URL is set. */
  redis?: Redis | null;
  /** Where log lines go (default stdout); tests read them from here. */
  logStream?: { write(line: string): void };
}

/** Builds the Fastify app: used by main.ts and by the tests, so both run the same server. */
export async function createApp(options: AppOptions): Promise<{ app: FastifyInstance; services: AppServices }> {
  const { config, database } = options;
  setPasswordHashCost(config.passwordHashCost);
  // Page-cache hits are answered in front of Fastify once the services exist (pageCacheFront.ts).
  let front: PageCacheFront | null = null;
  const app = Fastify({
    serverFactory: (handler, options) => {
      const opts = options as { http?: ServerOptions; keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
      const server = createServer(opts.http ?? {}, (req, res) => {
        const answer = front ? front(req, res) : false;
        if (answer === false) return handler(req, res);
        void answer.then((answered) => answered || handler(req, res));
      });
      // What Fastify sets on a server it creates itself.
      server.keepAliveTimeout = opts.keepAliveTimeout ?? 72_000;
      server.requestTimeout = opts.requestTimeout ?? 0;
      server.setTimeout(opts.connectionTimeout ?? 0);
      return server;
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    // One line per request instead of two (requestLog.ts).
    logController: oneLineLogController(),
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Request logs never carry credentials: headers are not logged and secret query values are masked.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: maskUrl(req.url),
          ip: req.ip,
        }),
      },
    },
  });

  // Several nodes may share a PostgreSQL database: each request confirms the site's version there
  // before trusting this node's caches. The embedded database has one node: its own bus suffices.
  const siteCache = createSiteCache({
    sql: database.sql,
    bus: createChangeBus({ database, redis: options.redis, log: app.log }),
    strict: database.kind === 'postgres',
    log: app.log,
  });
  const slots = createSiteSlots(siteCache, { db: database.db, env: config.env });
  const pageCache = createPageCache({ settings: config.pageCache, redis: options.redis, log: app.log });
  const rateLimiter = options.redis ? createRedisRateLimiter(options.redis) : createMemoryRateLimiter();
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const bulkMailer = createBulkMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const recaptcha = createRecaptchaVerifier({ ...config.recaptcha, log: app.log });
  const services: AppServices = {
    config,
    db: database.db,
    sql: database.sql,
    storage: options.storage,
    tenants: createTenantResolver(
      () => slots.tenants.get(ALL_SITES),
      () => slots.tenants.peek(ALL_SITES),
    ),
    siteCache,
    slots,
    rateLimiter,
    loginThrottle: createLoginThrottle({ limiter: rateLimiter, recaptcha, mailer, log: app.log, ...(config.loginThrottle ? { rules: config.loginThrottle } : {}) }),
    recaptcha,
    feeds: createFeedFetcher({ log: app.log, allowPrivate: config.feedsAllowPrivateHosts }),
    youtube: createYoutubePlaylists({ apiKey: config.youtube.apiKey, ...(config.youtube.apiUrl ? { apiUrl: config.youtube.apiUrl } : {}), log: app.log }),
    recommendations: createLocalRecommendations({ sql: database.sql }),
    audience: createLocalAudience(database.db),
    mailer,
    bulkMailer,
    pageCache,
    jobs: createJobQueue({ database, log: app.log }),
    log: app.log,
  };
  // Background jobs (src/server/jobs): each kind with its handler, before the queue starts.
  services.jobs.define<{ importId: number }>({ name: SITE_USER_IMPORT_JOB, handler: ({ importId }) => runSiteUserImport(services, importId), expireInSeconds: 120 });
  // CSV exports (modules/exports/jobs.ts).
  defineExportJobs(services);
  // Newsletter sends: a send that stopped with rows still claimed (a crashed node's) looks again after the claim timeout.
  const queueCampaignSend = (campaignId: number, startAfterSeconds?: number) => services.jobs.send(SEND_JOB, { campaignId }, startAfterSeconds ? { startAfterSeconds } : {});
  services.jobs.define<{ campaignId: number }>({
    name: SEND_JOB,
    handler: async ({ campaignId }) => {
      if ((await runCampaignSend(services, campaignId)) === 'stopped') await queueCampaignSend(campaignId, CLAIM_TIMEOUT_MS / 1000 + 5);
    },
    expireInSeconds: 3600,
    retryDelaySeconds: 30,
    retryLimit: 20,
  });
  services.jobs.define<{ campaignId: number; version: number }>({ name: START_JOB, handler: ({ campaignId, version }) => runCampaignStart(services, campaignId, version), expireInSeconds: 3600 });
  // A change reaches the page cache on every node: renders that overlapped it are not stored, and a
  // node's own memory store drops the pages; the shared Redis store is purged once, by the saver.
  const sitesOf = async (change: SiteChange) => (change.tenantId === ALL_SITES ? (await slots.tenants.get(ALL_SITES)).all.map((t) => t.id) : [change.tenantId]);
  const purgePages = async (change: SiteChange, store: boolean) => {
    for (const tenantId of await sitesOf(change)) {
      if (change.tags.includes('*')) await pageCache.purgeTenant(tenantId, { store });
      else await pageCache.purge(tenantId, change.tags, { store });
    }
  };
  // The CDN in front (if any) hears from the node that saved, once, with the keys the pages carry.
  const cdn = createCdnPurger({ url: config.cdn.purgeUrl, token: config.cdn.purgeToken, log: app.log });
  const purgeCdn = async (change: SiteChange) =>
    cdn.purge((await sitesOf(change)).flatMap((tenantId) => (change.tags.includes('*') ? [`s${tenantId}`] : surrogateKeysOf(tenantId, change.tags).slice(1))));
  siteCache.onChange({
    applied: (change) => purgePages(change, pageCache.store.kind === 'memory'),
    announced: async (change) => {
      if (pageCache.store.kind !== 'memory') await purgePages(change, true);
      // Not awaited: a slow CDN API must not hold the editor's save (it logs its own failures).
      if (change.tags.length) void purgeCdn(change);
    },
  });
  await siteCache.start();
  app.addHook('onClose', () => siteCache.close());
  // Jobs left by an earlier start (a crash, a restart) go on; the queue stops before the database closes.
  await services.jobs.resume();
  await resumeSiteUserImports(services);
  const stopExportMaintenance = await startExportMaintenance(services);
  app.addHook('onClose', async () => stopExportMaintenance());
  await resumeCampaignSends(services, {
    send: (campaignId) => queueCampaignSend(campaignId),
    start: (campaignId, version, startAfterSeconds) => services.jobs.send(START_JOB, { campaignId, version }, { startAfterSeconds }),
  });
  app.addHook('onClose', () => services.jobs.stop());
  app.addHook('onClose', () => bulkMailer.close());
  // Sign-in alert e-mails already started are written before the database closes.
  app.addHook('onClose', () => services.loginThrottle.settled());
  registerRequestGuards(app);
  registerSecurityHeaders(app, config);
  const operations = loadOperations();
  const schema = buildSchema();
  // One compiled function per document, for the endpoint and the pages alike.
  const compiler = createCompiler(schema);
  const yoga = createYogaServer({ schema, services, operations, compiler });
  // Trusted queries that succeed are answered without yoga's request pipeline (trustedQueries.ts).
  const runTrustedQuery = createTrustedQueryRunner({ schema, services, operations, compiler });

  app.get('/healthz', async (_req, reply) => {
    try {
      await database.ping();
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.kind, version: config.appVersion });
    } catch {
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', database: database.kind });
    }
  });

  registerCors(app, config.corsOrigins);
  registerOperationsRoute(app, operations);

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const trusted = req.method === 'POST' ? await runTrustedQuery(req) : null;
      if (trusted) return reply.code(200).header('content-type', trusted.contentType).send(trusted.body);
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  // The media library's originals, with the type and name of their asset row (http/files.ts).
  await registerFiles(app, { db: services.db, filesDir: options.filesDir });

  await registerSiteUserImportRoute(app, { services });
  registerExportRoutes(app, { services });
  registerIndesignScriptRoute(app);
  await registerCompanyUpdateRoutes(app, { services });
  registerContractRoutes(app, { services });
  await registerAssetRoutes(app, {
    services,
    imageCacheDir: options.imageCacheDir ?? path.join(path.dirname(path.resolve(options.filesDir)), 'image-cache'),
  });

  registerPublicRoutes(app, { services });
  registerNewsletterRoutes(app, { services });
  await registerPages(app, { mode: options.pages, services, schema, compiler });
  front = createPageCacheFront({ services, log: logsRequests(config.logLevel) ? app.log : null });
  return { app, services };
}
