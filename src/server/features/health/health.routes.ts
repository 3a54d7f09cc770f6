import type { FastifyInstance } from 'fastify';
import { DB_DOWN_MESSAGE } from '../../plugins/error-handler';

export async function healthRoutes(app: FastifyInstance, opts: { ping: () => Promise<void> }) {
  app.get('/api/health', async () => ({ status: 'ok' }));

  app.get('/api/health/ready', async (request, reply) => {
    try {
      await opts.ping();
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ message: DB_DOWN_MESSAGE, database: 'unavailable' });
    }
  });
}
