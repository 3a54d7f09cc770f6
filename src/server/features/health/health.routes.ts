import type { FastifyInstance } from 'fastify';
import { healthApi } from '#common/endpoints/health';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';
import { DB_DOWN_MESSAGE } from '../../plugins/error-handler';

export async function healthRoutes(app: FastifyInstance, { ping }: FeatureDeps) {
  route(app, healthApi.live, () => ({ status: 'ok' as const }));

  route(app, healthApi.ready, async ({ request, reply }) => {
    try {
      await ping();
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (err) {
      request.log.warn({ code: (err as { code?: string }).code }, 'readiness check failed');
      return reply
        .status(503)
        .send({ code: 'unavailable', message: DB_DOWN_MESSAGE, database: 'unavailable' });
    }
  });
}
