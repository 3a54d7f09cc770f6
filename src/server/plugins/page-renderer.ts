import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html';

/** The client's server renderer (src/client/prerender.tsx, built to dist/ssr/prerender.js). */
export interface PageRenderer {
  renderSignedIn(
    url: string,
    call: (path: string) => Promise<{ status: number; body: string }>,
    clock: { now: number; locale: string; timeZone: string },
  ): Promise<{ html: string; title: string; state: unknown; clock: unknown } | null>;
}

/** A page that takes longer than this to render is sent as the plain shell instead. */
export const RENDER_TIMEOUT_MS = 2_500;
/**
 * Pages rendered at once by this process (on the render thread, plugins/render-thread.ts).
 * A request beyond them waits for a free one for a moment, since a rendered page costs the
 * server less than the app shell does (the shell's app then asks for every answer itself);
 * past that moment, or with too many waiting, it is sent the shell.
 */
export const MAX_CONCURRENT_RENDERS = 4;
export const RENDER_WAIT_MS = 1_000;
export const MAX_WAITING_RENDERS = 64;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page, compressed at most once per encoding however many requests share it. */
interface RenderedHtml {
  raw: Buffer;
  br(): Promise<Buffer>;
  gzip(): Promise<Buffer>;
}

function encodings(html: string): RenderedHtml {
  const raw = Buffer.from(html);
  let br: Promise<Buffer> | undefined;
  let gz: Promise<Buffer> | undefined;
  return {
    raw,
    br: () => {
      br ??= brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return br;
    },
    gzip: () => {
      gz ??= gzipAsync(raw);
      return gz;
    },
  };
}

/** JSON that is safe inside a <script> element: no `</script>`, no comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The first language the browser asks for that this server can format dates in. */
function localeOf(request: FastifyRequest): string {
  const header = request.headers['accept-language'];
  const first = typeof header === 'string' ? header.split(',')[0]?.split(';')[0]?.trim() : undefined;
  try {
    return (first && Intl.DateTimeFormat.supportedLocalesOf(first)[0]) || 'en-US';
  } catch {
    return 'en-US';
  }
}

/**
 * Renders the signed-in pages the renderer knows (the dashboard) on the server, so a phone
 * paints the family's real figures from the first response instead of after the whole app has
 * loaded and asked for them. The data comes from this server's own routes, called in-process
 * with the visitor's own cookies: the same sign-in, access rules and response schemas as the
 * browser's calls. Anything short of a finished page (no session, a failed call, a redirect, a
 * timeout, an error) gives null, and the caller sends the app shell as before.
 */
export function createPageResponder(app: FastifyInstance, clientDir: string, renderer: PageRenderer) {
  // The build's app-shell.html starts the app on the first tap (public/app-boot.js), as the
  // landing page does; index.html (no build step, as in tests) starts it at once.
  const shellFile = existsSync(path.join(clientDir, 'app-shell.html')) ? 'app-shell.html' : 'index.html';
  const shell = readFileSync(path.join(clientDir, shellFile), 'utf8');
  if (!shell.includes('<div id="root"></div>') || !shell.includes('</title>')) {
    throw new Error(`${shellFile} has no empty #root or no title`);
  }

  const call = (cookie: string) => async (apiPath: string) => {
    if (!apiPath.startsWith('/api/')) throw new Error(`Not an API path: ${apiPath}`);
    const res = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: { cookie, accept: 'application/json' },
    });
    return { status: res.statusCode, body: res.body };
  };

  let rendering = 0;
  const waiting: Array<() => void> = [];

  /** A render slot now, or within RENDER_WAIT_MS; false when none came. */
  function takeSlot(): Promise<boolean> | boolean {
    if (rendering < MAX_CONCURRENT_RENDERS) {
      rendering += 1;
      return true;
    }
    if (waiting.length >= MAX_WAITING_RENDERS) return false;
    return new Promise<boolean>((resolve) => {
      const take = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(take);
        if (at >= 0) waiting.splice(at, 1);
        resolve(false);
      }, RENDER_WAIT_MS);
      waiting.push(take);
    });
  }

  /** The slot passes straight to the longest waiting request, if any. */
  function releaseSlot() {
    const next = waiting.shift();
    if (next) next();
    else rendering -= 1;
  }

  // The same page asked for again by the same session while it renders (a reload, a double
  // tap, a burst) gets that render: same cookie, address and language, so the same page.
  const inFlight = new Map<string, Promise<RenderedHtml | null>>();

  function render(request: FastifyRequest): Promise<RenderedHtml | null> {
    const key = `${request.headers.cookie ?? ''}\n${request.url}\n${localeOf(request)}`;
    const joined = inFlight.get(key);
    if (joined) return joined;
    const page = (async () => {
      if (!(await takeSlot())) return null;
      try {
        const html = await renderNow(request);
        return html === null ? null : encodings(html);
      } finally {
        releaseSlot();
      }
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, page);
    return page;
  }

  async function renderNow(request: FastifyRequest) {
    const clock = { now: Date.now(), locale: localeOf(request), timeZone: 'UTC' };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const page = await Promise.race([
        renderer.renderSignedIn(request.url, call(request.headers.cookie ?? ''), clock),
        timeout,
      ]);
      if (!page) return null;
      return shell
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-prerendered="app" data-app-part="app">${page.html}</div>` +
            `<script type="application/json" id="app-state">${scriptSafeJson({ state: page.state, clock: page.clock })}</script>`,
        );
    } catch (err) {
      request.log.warn({ err, url: request.url }, 'server render failed; sending the app shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends the rendered page and answers true, or answers false for the caller to send the shell. */
  return async function respond(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const page = await render(request);
    if (page === null) return false;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply
      .type('text/html; charset=utf-8')
      // The family's own figures: never kept by a shared cache, nor by the browser's.
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie, Accept-Encoding');
    if (/\bbr\b/.test(accepts)) {
      reply.header('content-encoding', 'br');
      await reply.send(await page.br());
    } else if (/\bgzip\b/.test(accepts)) {
      reply.header('content-encoding', 'gzip');
      await reply.send(await page.gzip());
    } else {
      await reply.send(page.raw);
    }
    return true;
  };
}
