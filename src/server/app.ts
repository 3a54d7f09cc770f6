import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { authRoutes } from './features/auth/auth.routes';
import { familiesRoutes } from './features/families/families.routes';
import { healthRoutes } from './features/health/health.routes';
import { invitesRoutes } from './features/members/invites.routes';
import { membersRoutes } from './features/members/members.routes';
import { registerCsrfProtection } from './plugins/csrf';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions, sessionCookieName } from './plugins/sessions';
import { registerStaticFiles } from './plugins/static-files';

export interface BuildOptions {
  database: Database;
  /** Folder of the built client; omitted in API tests. */
  clientDir?: string;
  /** Where logs go (stdout by default); tests read them to prove nothing secret is logged. */
  logStream?: { write(line: string): void };
}

const REDACTED_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

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
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    bodyLimit: 8 * 1024 * 1024,
    trustProxy: config.production,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: text/plain is a form-submittable type and would open a CSRF hole.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimit, { global: false });
  registerCsrfProtection(app, config);
  registerSessions(app, config, options.database.db);

  await app.register(healthRoutes, { ping: options.database.ping });
  await app.register(async (scoped) => {
    await scoped.register(rateLimit, { max: 60, timeWindow: '1 minute' });
    await scoped.register(authRoutes, { config, db: options.database.db });
  });
  await app.register(familiesRoutes, { db: options.database.db });
  await app.register(membersRoutes, { db: options.database.db });
  await app.register(invitesRoutes, { config, db: options.database.db });
  await registerStaticFiles(app, {
    clientDir: options.clientDir,
    landingPage: config.production ? 'landing.html' : 'landing-demo.html',
    sessionCookie: sessionCookieName(config),
  });

  app.addHook('onClose', async () => {
    await options.database.close();
  });
  return app;
}
