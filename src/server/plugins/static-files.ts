import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codeForStatus } from '#common/errors';
import { isPageRoute } from '#common/page-routes';
import { createPageResponder, type PageRenderer } from './page-renderer';

/**
 * Serves the built client (precompressed .br/.gz next to each asset) and answers every
 * other GET for a page with index.html, so client routes survive a reload: 200 for the app's
 * pages (#common/page-routes), 404 for any other path. With a renderer, a signed-in user's
 * dashboard comes rendered from the server (page-renderer.ts). Unknown /api paths, and
 * anything else that is not a page, get a JSON 404 `{code, message}` like every other error.
 */
export interface StaticFilesOptions {
  clientDir: string | undefined;
  /** The prerendered landing page for this mode (with or without the demo button). */
  landingPage: string;
  sessionCookie: string;
  /** Renders signed-in pages (the dashboard) on the server; without it they get the shell. */
  renderer?: PageRenderer;
}

/**
 * A page file with its precompressed forms, read once: the shell is what a busy server answers
 * instead of a rendered dashboard, so it must cost next to nothing (bench/dashboard-load.mjs).
 */
function pageFiles(clientDir: string) {
  const files = new Map<string, { raw: Buffer; br?: Buffer; gz?: Buffer }>();
  const read = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
  return (request: FastifyRequest, reply: FastifyReply, name: string) => {
    let page = files.get(name);
    if (!page) {
      const file = path.join(clientDir, name);
      page = { raw: readFileSync(file), br: read(`${file}.br`), gz: read(`${file}.gz`) };
      files.set(name, page);
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply.type('text/html; charset=utf-8');
    if (page.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
    if (page.gz && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gz);
    return reply.send(page.raw);
  };
}

export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions) {
  const { clientDir, landingPage, sessionCookie, renderer } = options;
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  const sendPage = hasClient ? pageFiles(clientDir) : undefined;
  const renderPage = hasClient && renderer ? createPageResponder(app, clientDir, renderer) : undefined;
  const hasLanding = hasClient && existsSync(path.join(clientDir, landingPage));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !path.extname(url);
    if (hasClient && wantsPage) {
      // A path the app has no page for still gets the shell, whose not-found page then shows.
      const known = isPageRoute(url);
      // No session cookie means a visitor: `/` is then the landing page, already rendered.
      const signedIn = Boolean(request.cookies[sessionCookie]);
      const visitorHome = url === '/' && hasLanding && !signedIn;
      if (known && signedIn && renderPage && request.method === 'GET' && (await renderPage(request, reply)))
        return reply;
      reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Encoding');
      return sendPage?.(request, reply, visitorHome ? landingPage : 'index.html');
    }
    return reply
      .status(404)
      .send({ code: codeForStatus(404), message: `Not found: ${request.method} ${url}` });
  });
}
