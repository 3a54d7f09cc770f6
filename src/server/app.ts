import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { landingPageFile } from '#common/landing';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { FEATURES } from './features';
import { createAccess } from './lib/access';
import { createDepartures } from './lib/departures';
import { type BaseDeps, type FeatureDeps, lifecycleOf } from './lib/feature';
import { housekeep } from './lib/housekeeping';
import { type Jobs, localJobs, pgBossJobs } from './lib/jobs';
import { rateLimitRefusal } from './lib/limits';
import { createMailPreferences } from './lib/mail-preferences';
import { createMailer } from './lib/mailer';
import type { Ports } from './lib/ports';
import { createReadCache, type ReadCache } from './lib/read-cache';
import { sharedLimitsFor } from './lib/shared-limits';
import { createSignals } from './lib/signals';
import { createUploadGate } from './lib/upload-gate';
import { registerApiDocs } from './plugins/api-docs';
import { registerAuthGuard } from './plugins/auth-guard';
import { registerCsrfProtection } from './plugins/csrf';
import { registerEarlyRefusal } from './plugins/early-refusal';
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

const REDACTED_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, as the route-inventory and OpenAPI tests read them. */
    registeredRoutes: RouteOptions[];
    /** Scheduled and deferred work (lib/jobs); main.ts starts it once the server listens. */
    jobs: Jobs;
    /** Reads remembered until the database announces a change to them (lib/read-cache.ts). */
    readCache: ReadCache;
    /** What features ask of each other (lib/ports.ts); tests use them too. */
    ports: Ports;
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
  await app.register(rateLimit, {
    global: false,
    store: shared.rateLimitStore,
    errorResponseBuilder: rateLimitRefusal,
  });
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
  registerEarlyRefusal(app);
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
  const db = options.database.db;
  const base: BaseDeps = {
    config,
    db,
    readCache,
    access: createAccess(db, readCache),
    mailer,
    uploads: createUploadGate(undefined, shared),
    shared,
    signals: createSignals(db, { halfLifeDays: config.signalHalfLifeDays }),
    ping: options.database.ping,
    mail: { mailer, preferences: createMailPreferences(db), publicUrl: config.publicUrl },
    log: app.log,
  };
  // Each feature offers its ports; one feature's may use another's once all are known.
  const ports = {} as Ports;
  for (const feature of FEATURES) Object.assign(ports, feature.ports?.(base, ports));
  app.decorate('ports', ports);
  const records = FEATURES.flatMap((feature) => feature.records?.(db) ?? []);
  const deps: FeatureDeps = {
    ...base,
    ports,
    records,
    lifecycle: lifecycleOf(FEATURES, records),
    departures: createDepartures(
      FEATURES.flatMap((feature) => (feature.departure ? [feature.departure(base, ports)] : [])),
      app.log,
    ),
  };
  // Each feature in its own scope: a hook one adds never leaks into another.
  for (const feature of FEATURES) await app.register(async (scope) => feature.routes(scope, deps));
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
