import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PLATFORM_ERRORS } from '#common/endpoints/platform.errors';
import type { AppConfig } from '../config';
import { errorList } from '../lib/error-docs';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document is generated from the same zod schemas the routes validate with, so
 * it cannot drift from the code. The document always exists (tests read it through
 * `app.swagger()`); the reference UI and `/api/docs/openapi.json` are served only in local
 * mode or with API_DOCS=true, from this server's own files (no CDN).
 */
export async function registerApiDocs(app: FastifyInstance, config: AppConfig) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'GiftLens API',
        version: '1',
        description: [
          'Every route needs a signed-in session (cookie) unless marked public; state-changing calls must come from the app’s own origin.',
          'Errors are `{code, message, params?}`: `code` says which refusal, `params` what it is about, and `message` is its English words. A route lists its own refusals in its description; any route may also answer these:',
          errorList(PLATFORM_ERRORS),
        ].join('\n\n'),
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'giftlens.sid' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (!config.apiDocs) return;

  await app.register(async (docs) => {
    // The reference is documentation, not data: readable without signing in.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), access: 'public' };
    });
    docs.get(
      `${API_DOCS_PREFIX}/openapi.json`,
      { schema: { hide: true }, config: { access: 'public' } },
      async () => app.swagger(),
    );
    await docs.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      staticCSP: true,
      // Swagger UI sets a few inline styles of its own; its scripts stay hash-pinned.
      transformStaticCSP: (header: string) =>
        header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  });
}
