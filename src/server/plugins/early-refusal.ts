import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Refusals that need no body: who is asking (401) or from where (403) decides them. */
const REFUSED_UNREAD = new Set([401, 403]);

/** A body this small costs less to read and drop than a new connection costs the browser. */
const DRAIN_AT_MOST_BYTES = 64 * 1024;

/** Whether a body larger than is worth draining (or of unknown length) is still unread. */
function bodyStillComing(request: FastifyRequest): boolean {
  const raw = request.raw;
  if (raw.complete) return false;
  if (raw.headers['transfer-encoding'] !== undefined) return true;
  return Number(raw.headers['content-length'] ?? 0) > DRAIN_AT_MOST_BYTES;
}

/**
 * A 401 or 403 is answered before the body is read (the session and same-origin checks run on
 * the request's head), but Node would then read and throw away the rest of the body to keep the
 * connection alive: a visitor's 100 MB upload was read for its whole length (issue 36). Such an
 * answer closes the connection instead, so the server stops reading once it is sent.
 */
export function registerEarlyRefusal(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (REFUSED_UNREAD.has(reply.statusCode) && bodyStillComing(request)) {
      reply.header('connection', 'close');
    }
    return payload;
  });
}
