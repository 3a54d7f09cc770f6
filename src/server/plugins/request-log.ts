import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's lines about every request ("incoming request", "request completed", "route not
 * found") at `debug` instead of `info`: quiet by default, every request with `LOG_LEVEL=debug`.
 * A request that fails keeps its `error` line, and our error handler logs its own.
 * Given to Fastify as `logController: new QuietRequestLog()`.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, _reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest, _reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'route not found');
  }
}
