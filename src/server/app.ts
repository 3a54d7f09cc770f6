import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { masterProfileSchema } from '#common/gifts/schemas';
import { landingPageFile } from '#common/landing';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { authRoutes } from './features/auth/auth.routes';
import { bannerAdsRoutes } from './features/banner-ads/banner-ads.routes';
import { categoriesRoutes } from './features/categories/categories.routes';
import { consentRoutes } from './features/consent/consent.routes';
import { dataImportRecord } from './features/data-imports/data-imports.record';
import { dataImportsRoutes } from './features/data-imports/data-imports.routes';
import { familiesRoutes } from './features/families/families.routes';
import { feedAdRecord } from './features/feed/feed.record';
import { feedRoutes } from './features/feed/feed.routes';
import { giftExchangeDeparture } from './features/gift-exchanges/gift-exchanges.departure';
import { giftExchangesRoutes } from './features/gift-exchanges/gift-exchanges.routes';
import { createGiftAi } from './features/gift-ideas/gift-ai';
import { giftIdeaRecord } from './features/gift-ideas/gift-ideas.record';
import { createGiftIdeasRepository } from './features/gift-ideas/gift-ideas.repository';
import { GENERATION_LIMIT, giftIdeasRoutes } from './features/gift-ideas/gift-ideas.routes';
import { createGiftIdeasService } from './features/gift-ideas/gift-ideas.service';
import { healthRoutes } from './features/health/health.routes';
import { invitesRoutes } from './features/invites/invites.routes';
import { linkPreviewRoutes } from './features/link-preview/link-preview.routes';
import { membersRoutes } from './features/members/members.routes';
import { oauthRoutes } from './features/oauth/oauth.routes';
import { occasionRecord } from './features/occasions/occasions.record';
import { occasionsRoutes } from './features/occasions/occasions.routes';
import { signalsRoutes } from './features/signals/signals.routes';
import { trackedAdRecord } from './features/tracked-ads/tracked-ads.record';
import { trackedAdsRoutes } from './features/tracked-ads/tracked-ads.routes';
import { wishlistDeparture } from './features/wishlists/wishlists.departure';
import { wishlistItemRecord } from './features/wishlists/wishlists.record';
import { wishlistsRoutes } from './features/wishlists/wishlists.routes';
import { createAccess } from './lib/access';
import { createDepartures, type DepartureMail } from './lib/departures';
import type { Feature, FeatureDeps } from './lib/feature';
import { housekeep } from './lib/housekeeping';
import { type Jobs, localJobs, pgBossJobs } from './lib/jobs';
import { createMailPreferences } from './lib/mail-preferences';
import { createMailer } from './lib/mailer';
import { createReadCache, type ReadCache } from './lib/read-cache';
import type { MemberRecordType } from './lib/records';
import { sharedLimitsFor } from './lib/shared-limits';
import { createSignals } from './lib/signals';
import { createUploadGate } from './lib/upload-gate';
import { registerApiDocs } from './plugins/api-docs';
import { registerAuthGuard } from './plugins/auth-guard';
import { registerCsrfProtection } from './plugins/csrf';
import { registerErrorHandler } from './plugins/error-handler';
import { registerIdempotency } from './plugins/idempotency';
import { registerJsonBody } from './plugins/json-body';
import { registerNulGuard } from './plugins/nul-guard';
import type { PageRenderer } from './plugins/page-renderer';
import { QuietRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions, sessionCookieName } from './plugins/sessions';
import { registerStaticFiles } from './plugins/static-files';

export interface BuildOptions {
  database: Database;
  /** Folder of the built client; omitted in API tests. */
  clientDir?: string;
  /** The client's server renderer (dist/ssr), for signed-in pages; omitted in most tests. */
  renderer?: PageRenderer;
  /** Where logs go (stdout by default); tests read them to prove nothing secret is logged. */
  logStream?: { write(line: string): void };
  /** How often pg-boss looks for work, in seconds (tests look more often). */
  jobPollingSeconds?: number;
}

/** Housekeeping runs this often, in minutes. */
const HOUSEKEEPING_MINUTES = 60;

/**
 * Every kind of member record (#common/records, decision 0024), from its feature. A new kind
 * adds one line here.
 */
const memberRecordTypes = (db: Db): MemberRecordType[] => [
  trackedAdRecord(db),
  giftIdeaRecord(db),
  dataImportRecord(db),
  feedAdRecord(db),
  occasionRecord(db),
  wishlistItemRecord(db),
];

/**
 * What each feature mends when someone leaves a family, is removed from it or deletes their
 * account (decision 0033): leaving, removing a member and deleting an account run them all.
 */
const departureEffects = (db: Db, mail: DepartureMail) => [
  giftExchangeDeparture(db, mail),
  wishlistDeparture(db, mail),
];

/** Every feature, in registration order. A new feature adds one line here. */
/**
 * The feed's Smart button makes gift ideas too: features never import each other, so the
 * gift-ideas service is handed to the feed here, with the gift-generation budget.
 */
const feedWithGiftIdeas: Feature = (app, deps) => {
  const gifts = createGiftIdeasService(
    createGiftIdeasRepository(deps.db),
    deps.access,
    deps.signals,
    createGiftAi(deps.config.ai, app.log, deps.shared.coolDown('ai')),
    deps.config.affiliate,
    giftIdeaRecord(deps.db),
  );
  return feedRoutes(app, deps, {
    port: {
      generateFor: (userId, memberId) => gifts.generate(userId, memberId, masterProfileSchema.parse({})),
    },
    rateLimit: GENERATION_LIMIT,
  });
};

const FEATURES: Feature[] = [
  healthRoutes,
  authRoutes,
  familiesRoutes,
  membersRoutes,
  invitesRoutes,
  signalsRoutes,
  categoriesRoutes,
  accountRoutes,
  oauthRoutes,
  trackedAdsRoutes,
  analyticsRoutes,
  consentRoutes,
  feedWithGiftIdeas,
  bannerAdsRoutes,
  giftIdeasRoutes,
  dataImportsRoutes,
  occasionsRoutes,
  linkPreviewRoutes,
  wishlistsRoutes,
  giftExchangesRoutes,
];

const REDACTED_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, as the route-inventory and OpenAPI tests read them. */
    registeredRoutes: RouteOptions[];
    /** Scheduled and deferred work (lib/jobs); main.ts starts it once the server listens. */
    jobs: Jobs;
    /** Reads remembered until the database announces a change to them (lib/read-cache.ts). */
    readCache: ReadCache;
  }
}

/** Builds the whole app without listening, so tests drive it with inject(). */
export async function buildApp(config: AppConfig, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        // Query strings carry OAuth codes and state: log the path only.
        req: (req) => ({ method: req.method, url: req.url.split('?')[0], reqId: req.id }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A line per request only at LOG_LEVEL=debug; failures are logged at any level.
    logController: new QuietRequestLog(),
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may say who the client is (TRUST_PROXY).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    return503OnClosing: true,
  });
  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: text/plain is a form-submittable type and would open a CSRF hole.
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: config.sessionSecret });
  const shared = sharedLimitsFor(options.database);
  await app.register(rateLimit, { global: false, store: shared.rateLimitStore });
  registerCsrfProtection(app, config);
  const readCache = await createReadCache(options.database, app.log);
  app.decorate('readCache', readCache);
  // A change answers only once this server has heard what it made stale (lib/read-cache.ts);
  // sign-in callbacks are GETs that write. A refused request (4xx) changed nothing.
  app.addHook('onSend', async (request, reply) => {
    const writes =
      (request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/auth/');
    if (writes && (reply.statusCode < 400 || reply.statusCode >= 500)) await readCache.fence();
  });
  registerSessions(app, config, options.database.db, readCache);
  registerAuthGuard(app);
  registerNulGuard(app);
  registerIdempotency(app, options.database.db);
  await registerApiDocs(app, config);

  const { database } = options;
  const jobs =
    database.kind === 'postgres' && database.url
      ? pgBossJobs(database.url, app.log, { pollingSeconds: options.jobPollingSeconds })
      : localJobs(database.db, app.log);
  app.decorate('jobs', jobs);
  jobs.every('housekeeping', HOUSEKEEPING_MINUTES, async () => {
    const removed = await housekeep(database.db);
    app.log.info({ code: 'housekeeping', ...removed }, 'housekeeping done');
  });

  const mailer = createMailer(config.mail);
  const mail = {
    mailer,
    preferences: createMailPreferences(options.database.db),
    publicUrl: config.publicUrl,
  };
  const deps: FeatureDeps = {
    config,
    db: options.database.db,
    records: memberRecordTypes(options.database.db),
    departures: createDepartures(departureEffects(options.database.db, mail), app.log),
    readCache,
    access: createAccess(options.database.db, readCache),
    mailer,
    uploads: createUploadGate(undefined, shared),
    shared,
    signals: createSignals(options.database.db, { halfLifeDays: config.signalHalfLifeDays }),
    ping: options.database.ping,
  };
  // Each feature in its own scope: a hook one adds never leaks into another.
  for (const feature of FEATURES) await app.register(async (scope) => feature(scope, deps));
  await registerStaticFiles(app, {
    clientDir: options.clientDir,
    renderer: options.renderer,
    landingPage: landingPageFile({
      google: Boolean(config.google),
      facebook: Boolean(config.facebook),
      demo: !config.production,
    }),
    sessionCookie: sessionCookieName(config),
  });

  app.addHook('onClose', async () => {
    await jobs.stop();
    await readCache.close();
    await options.database.close();
  });
  return app;
}
