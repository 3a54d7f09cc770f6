import { describe, expect, it } from 'vitest';
import { decodeHtml, extractMetadata, parseCurrency, parsePriceCents } from './metadata';

describe('reading prices', () => {
  it('turns prices as shops write them into integer cents', () => {
    expect(parsePriceCents('19.99')).toBe(1999);
    expect(parsePriceCents(19.99)).toBe(1999);
    expect(parsePriceCents(24.9)).toBe(2490);
    expect(parsePriceCents('1,299.00')).toBe(129900);
    expect(parsePriceCents('1.299,00 €')).toBe(129900);
    expect(parsePriceCents('EUR 12,50')).toBe(1250);
    expect(parsePriceCents('1,299')).toBe(129900);
    expect(parsePriceCents('1.234.567')).toBe(123456700);
    expect(parsePriceCents('$ 1 299.95')).toBe(129995);
    expect(parsePriceCents('0')).toBe(0);
  });

  it('gives no price for text without one, negative or absurd amounts', () => {
    expect(parsePriceCents('Free shipping')).toBeNull();
    expect(parsePriceCents('-5.00')).toBeNull();
    expect(parsePriceCents(-5)).toBeNull();
    expect(parsePriceCents('99999999999999')).toBeNull();
    expect(parsePriceCents(Number.NaN)).toBeNull();
    expect(parsePriceCents(undefined)).toBeNull();
  });

  it('keeps only three-letter currency codes, upper-cased', () => {
    expect(parseCurrency(' usd ')).toBe('USD');
    expect(parseCurrency('€')).toBeNull();
    expect(parseCurrency('EURO')).toBeNull();
    expect(parseCurrency(12)).toBeNull();
  });
});

describe('reading a page', () => {
  it('reads a JSON-LD product under mainEntity with its price in a price specification', async () => {
    const html = `<script type="application/ld+json">{"@type":"ItemPage","mainEntity":{"@type":"http://schema.org/Product",
      "name":"Drum","image":"//cdn.example/drum.png","offers":{"@type":"Offer","priceSpecification":{"price":49,"priceCurrency":"AUD"}}}}</script>`;
    expect(await extractMetadata(html, 'https://shop.example/p/drum')).toEqual({
      title: 'Drum',
      image: 'https://cdn.example/drum.png',
      priceCents: 4900,
      currency: 'AUD',
    });
  });

  it('ignores broken JSON-LD, pictures that are not web addresses and the titles inside an SVG', async () => {
    const html = `<svg><title>icon</title></svg><title>Real title</title>
      <script type="application/ld+json">{not json</script>
      <meta property="og:image" content="javascript:alert(1)">`;
    expect(await extractMetadata(html, 'https://shop.example/')).toEqual({
      title: 'Real title',
      image: null,
      priceCents: null,
      currency: null,
    });
  });

  it('takes no microdata name from outside a product', async () => {
    const html = `<title>Page</title><div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ann</span></div>`;
    expect((await extractMetadata(html, 'https://shop.example/')).title).toBe('Page');
  });

  it('stops reading a page nested deeper than any real one, keeping what it found', async () => {
    const html = `<title>Deep</title>${'<div>'.repeat(50_000)}`;
    const started = Date.now();
    expect((await extractMetadata(html, 'https://shop.example/')).title).toBe('Deep');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('decodes the page in the charset the server or the page names', () => {
    const latin1 = Buffer.from('<title>Caf\u00e9</title>', 'latin1');
    expect(decodeHtml(latin1, 'iso-8859-1')).toContain('Café');
    const declared = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]);
    expect(decodeHtml(declared)).toContain('Café');
    expect(decodeHtml(Buffer.from('<title>Café</title>'))).toContain('Café');
  });
});
