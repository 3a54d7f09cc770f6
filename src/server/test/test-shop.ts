import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * A local product-page server for the link preview's tests (127.0.0.1, a free port): one page
 * per kind of metadata, redirect chains, a page that never answers, a page too large, a real
 * PNG. It remembers every request it was sent, headers included.
 */
export interface TestShop {
  origin: string;
  port: number;
  requests: Array<{ path: string; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

const page = (head: string, body = '') =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

export const PAGES: Record<string, string> = {
  '/og': page(`
    <title>Ignored title | Toy Shop</title>
    <meta property="og:title" content="Wooden Train Set &amp; Tracks">
    <meta property="og:image" content="/img/product.png">
    <meta property="product:price:amount" content="1,299.50">
    <meta property="product:price:currency" content="usd">`),
  '/og-price': page(`
    <meta property="og:title" content="Kite">
    <meta property="og:price:amount" content="12,50">
    <meta property="og:price:currency" content="EUR">`),
  '/jsonld': page(
    `<title>Shop page</title>
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>
    <script type="application/ld+json">
    {"@context":"https://schema.org","@graph":[
      {"@type":"WebSite","name":"Toy Shop"},
      {"@type":["Product","Thing"],"name":"Stacking Rings","image":[{"@type":"ImageObject","url":"https://cdn.example/rings.jpg"}],
       "brand":{"@type":"Brand","name":"Rings Co"},
       "offers":[{"@type":"Offer","availability":"OutOfStock"},{"@type":"AggregateOffer","lowPrice":"24.9","highPrice":"30","priceCurrency":"gbp"}]}
    ]}
    </script>`,
  ),
  '/microdata': page(
    '<title>Microdata shop</title>',
    `<div itemscope itemtype="https://schema.org/Product">
       <h1 itemprop="name">  Plush   Bear  </h1>
       <img itemprop="image" src="images/bear.webp" alt="">
       <div itemprop="brand" itemscope itemtype="https://schema.org/Brand"><span itemprop="name">Bears Ltd</span></div>
       <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
         <span itemprop="price" content="15.00">$15</span>
         <meta itemprop="priceCurrency" content="CAD">
       </div>
     </div>`,
  ),
  '/title-only': page('<title>\n  Just a   title\n</title>'),
};

export async function startTestShop(): Promise<TestShop> {
  const png = await sharp({
    create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  const requests: TestShop['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://shop.test');
    requests.push({ path: url.pathname, headers: req.headers });
    const html = (status: number, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(text);
    };
    const hops = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (hops?.[1]) {
      const left = Number(hops[1]);
      res.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : '/og' });
      return res.end();
    }
    const known = PAGES[url.pathname];
    if (known) return html(200, known);
    switch (url.pathname) {
      case '/gzip': {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(gzipSync(PAGES['/og'] ?? ''));
      }
      case '/set-cookie-redirect':
        res.writeHead(302, { 'set-cookie': 'shop_session=secret; Path=/', location: '/echo' });
        return res.end();
      case '/echo':
        return html(200, page(`<title>${req.headers.cookie ?? 'no cookie'}</title>`));
      case '/to':
        res.writeHead(302, { location: url.searchParams.get('location') ?? '/' });
        return res.end();
      case '/hang':
        return; // never answers
      case '/drip': {
        // Answers at once, then sends a byte every 50 ms, for ever.
        res.writeHead(200, { 'content-type': 'text/html' });
        const timer = setInterval(() => res.write('<'), 50);
        res.on('close', () => clearInterval(timer));
        return;
      }
      case '/huge': {
        // 3 MB, chunked: no length announced, so only counting stops it.
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const more = () => {
          while (sent < 3 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        return more();
      }
      case '/huge-declared':
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
        return res.end(Buffer.alloc(3 * 1024 * 1024, 'a'));
      case '/img/product.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) });
        return res.end(png);
      case '/img/not-a-picture.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      case '/data.json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{}');
      default:
        return html(404, page('<title>Not found</title>'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
