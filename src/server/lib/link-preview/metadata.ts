import { Parser } from 'htmlparser2';

/** What a product page says about itself; every field may be missing. */
export interface PageMetadata {
  title: string | null;
  /** Absolute http(s) URL, resolved against the page's address. */
  image: string | null;
  /** The price in integer cents (hundredths of the currency unit). */
  priceCents: number | null;
  /** ISO 4217, upper-case. */
  currency: string | null;
}

/** Titles longer than this are cut (a page can put anything in og:title). */
export const MAX_TITLE_CHARS = 300;
/** Deeper than this the page is not read further (htmlparser2's cost grows with depth squared). */
const MAX_DEPTH = 256;
/** JSON-LD objects looked at, at most, across the page. */
const MAX_JSON_LD_NODES = 5_000;
const MAX_JSON_LD_SCRIPTS = 20;
const MAX_CAPTURE_CHARS = 4_000;
/** A price above this (ten million units) is not a gift's: ignored as a parsing mistake. */
const MAX_PRICE_CENTS = 1_000_000_000;
const SLICE_CHARS = 64 * 1024;

const clean = (text: string, max = MAX_TITLE_CHARS) => {
  const value = text.replace(/\s+/g, ' ').trim();
  if (!value) return null;
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
};

/**
 * A price as integer cents: numbers as they are, and text as shops write it ("19.99",
 * "1,299.00", "1.299,00 €", "EUR 12,50"). The last separator followed by one or two digits is
 * the decimal one; a lone comma before three digits groups thousands. Negative or absurd
 * prices are null.
 */
export function parsePriceCents(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const cents = Math.round(value * 100);
    return cents <= MAX_PRICE_CENTS ? cents : null;
  }
  if (typeof value !== 'string') return null;
  const compact = value.replace(/[\s\u00a0\u202f']/g, '');
  const match = /(-?)(\d[\d.,]*)/.exec(compact);
  if (!match?.[2] || match[1] === '-') return null;
  const token = match[2].replace(/[.,]+$/, '');
  const lastDot = token.lastIndexOf('.');
  const lastComma = token.lastIndexOf(',');
  let decimalAt = Math.max(lastDot, lastComma);
  if (decimalAt >= 0) {
    const separator = token[decimalAt] as '.' | ',';
    const bothKinds = lastDot >= 0 && lastComma >= 0;
    const repeated = token.indexOf(separator) !== decimalAt;
    const after = token.length - decimalAt - 1;
    if (!bothKinds && repeated) decimalAt = -1;
    else if (!bothKinds && separator === ',' && after === 3) decimalAt = -1;
  }
  const whole = (decimalAt >= 0 ? token.slice(0, decimalAt) : token).replace(/[.,]/g, '');
  const fraction = decimalAt >= 0 ? token.slice(decimalAt + 1).replace(/[.,]/g, '') : '';
  if (whole.length > 10) return null;
  const cents =
    Number(whole || '0') * 100 + Math.round(Number(`0.${fraction || '0'}`) * 100 + Number.EPSILON);
  return Number.isSafeInteger(cents) && cents <= MAX_PRICE_CENTS ? cents : null;
}

/** An ISO 4217 code, upper-case, or null. */
export function parseCurrency(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** An absolute http(s) image address, resolved against the page. */
export function resolveImageUrl(value: unknown, pageUrl: string): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text || !URL.canParse(text, pageUrl)) return null;
  const url = new URL(text, pageUrl);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** The page's text: the charset the server named, else the one the page declares, else UTF-8. */
export function decodeHtml(body: Buffer, charset?: string): string {
  const head = body.subarray(0, 2048).toString('latin1');
  const declared =
    charset ?? /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
  try {
    return new TextDecoder(declared).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

interface Found {
  title?: string | null;
  image?: string | null;
  price?: number | null;
  currency?: string | null;
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

const PRODUCT_TYPE = /(?:^|[/:#])(?:Product|ProductGroup|IndividualProduct|ProductModel)$/;
const isProduct = (node: JsonObject) =>
  list(node['@type']).some((t) => typeof t === 'string' && PRODUCT_TYPE.test(t.trim()));

/** Every object in the JSON-LD, shallowest first (`@graph`, arrays, `mainEntity`…), bounded. */
function* jsonLdNodes(roots: unknown[]): Generator<JsonObject> {
  const queue: Array<{ value: unknown; depth: number }> = roots.map((value) => ({ value, depth: 0 }));
  let seen = 0;
  for (let i = 0; i < queue.length && seen < MAX_JSON_LD_NODES; i++) {
    const { value, depth } = queue[i] as { value: unknown; depth: number };
    if (depth > 12) continue;
    if (Array.isArray(value)) {
      for (const inner of value) queue.push({ value: inner, depth: depth + 1 });
      continue;
    }
    if (!isObject(value)) continue;
    seen++;
    yield value;
    for (const inner of Object.values(value))
      if (typeof inner === 'object' && inner !== null) queue.push({ value: inner, depth: depth + 1 });
  }
}

function jsonLdImage(value: unknown): unknown {
  for (const item of list(value)) {
    if (typeof item === 'string') return item;
    if (isObject(item)) {
      const url = item.url ?? item.contentUrl;
      if (typeof url === 'string') return url;
    }
  }
  return undefined;
}

/** The first offer (an Offer, an AggregateOffer, or a price specification) with a usable price. */
function jsonLdOffer(offers: unknown, depth = 0): { price: number; currency: string | null } | null {
  if (depth > 3) return null;
  for (const offer of list(offers)) {
    if (!isObject(offer)) continue;
    const currency = parseCurrency(offer.priceCurrency);
    const price = parsePriceCents(offer.price) ?? parsePriceCents(offer.lowPrice);
    if (price !== null) return { price, currency };
    const spec = jsonLdOffer(offer.priceSpecification, depth + 1);
    if (spec) return { price: spec.price, currency: spec.currency ?? currency };
    const nested = jsonLdOffer(offer.offers, depth + 1);
    if (nested) return { price: nested.price, currency: nested.currency ?? currency };
  }
  return null;
}

function fromJsonLd(scripts: string[]): Found {
  const roots: unknown[] = [];
  for (const script of scripts) {
    try {
      roots.push(JSON.parse(script.trim().replace(/^<!--|-->$/g, '')));
    } catch {
      // A broken block says nothing; the others may.
    }
  }
  for (const node of jsonLdNodes(roots)) {
    if (!isProduct(node)) continue;
    const offer =
      jsonLdOffer(node.offers) ??
      list(node.hasVariant)
        .filter(isObject)
        .map((variant) => jsonLdOffer(variant.offers))
        .find(Boolean) ??
      null;
    return {
      title: typeof node.name === 'string' ? clean(node.name) : null,
      image: jsonLdImage(node.image) as string | null,
      price: offer?.price ?? null,
      currency: offer?.currency ?? null,
    };
  }
  return {};
}

interface Scope {
  product: boolean;
}

interface Frame {
  name: string;
  /** The item this element starts (`itemscope`), if any. */
  scope: Scope | null;
  /** Collecting this element's text for these microdata properties. */
  capture: { props: string[]; product: boolean; text: string } | null;
}

/** The attribute holding a URL-valued element's value; a Map, as tag names come from the page. */
const URL_VALUED = new Map<string, string>([
  ['img', 'src'],
  ['source', 'src'],
  ['a', 'href'],
  ['link', 'href'],
  ['area', 'href'],
  ['meta', 'content'],
  ['data', 'value'],
  ['meter', 'value'],
  ['time', 'datetime'],
]);

class StopReading extends Error {}

/**
 * Reads title, image, price and currency from a product page: Open Graph (`og:*`,
 * `product:price:*`, `og:price:*`), JSON-LD `Product` (in `@graph`, arrays, `mainEntity`; offers
 * as object or array, `price` or `lowPrice`), microdata inside a Product item, then `<title>`.
 * Open Graph wins for the title and the image, then JSON-LD, then microdata; the price comes
 * with the currency of the same source when it has one.
 */
export async function extractMetadata(html: string, pageUrl: string): Promise<PageMetadata> {
  const meta = new Map<string, string>();
  const scripts: string[] = [];
  const micro: Found = {};
  let microCurrency: string | null = null;
  let title: string | null = null;
  let titleText: string | null = null;
  let jsonLdText: string | null = null;
  let foreign = 0;
  const stack: Frame[] = [];

  const nearestScope = (): Scope | null => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const scope = stack[i]?.scope;
      if (scope) return scope;
    }
    return null;
  };
  const inProduct = () => stack.some((frame) => frame.scope?.product);

  const setMicro = (props: string[], product: boolean, raw: string) => {
    for (const prop of props) {
      if (prop === 'name' && product && micro.title == null) micro.title = clean(raw);
      else if (prop === 'image' && product && !micro.image) micro.image = raw.trim() || null;
      else if ((prop === 'price' || prop === 'lowPrice') && micro.price == null)
        micro.price = parsePriceCents(raw);
      else if (prop === 'priceCurrency' && microCurrency === null) microCurrency = parseCurrency(raw);
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (stack.length >= MAX_DEPTH) throw new StopReading();
        if (name === 'svg' || name === 'math') foreign++;
        if (name === 'title' && foreign === 0 && titleText === null && title === null) titleText = '';
        if (name === 'meta' && attribs.content !== undefined) {
          const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase();
          if (key && !meta.has(key)) meta.set(key, attribs.content);
        }
        if (name === 'script' && (attribs.type ?? '').trim().toLowerCase() === 'application/ld+json')
          jsonLdText = '';

        const parentInProduct = inProduct();
        const ownerIsProduct = nearestScope()?.product ?? false;
        const frame: Frame = { name, scope: null, capture: null };
        const props = (attribs.itemprop ?? '').split(/\s+/).filter(Boolean);
        if (props.length > 0 && parentInProduct) {
          const attribute = attribs.content !== undefined ? 'content' : URL_VALUED.get(name);
          const value = attribute ? attribs[attribute] : undefined;
          if (value !== undefined) setMicro(props, ownerIsProduct, value);
          else if (attribs.itemscope === undefined)
            frame.capture = { props, product: ownerIsProduct, text: '' };
        }
        if (attribs.itemscope !== undefined)
          frame.scope = {
            product: /schema\.org\/(?:Product|ProductGroup|IndividualProduct)\b/i.test(
              attribs.itemtype ?? '',
            ),
          };
        stack.push(frame);
      },
      ontext(text) {
        if (titleText !== null) titleText += text;
        if (jsonLdText !== null && jsonLdText.length < 1024 * 1024) jsonLdText += text;
        for (const frame of stack)
          if (frame.capture && frame.capture.text.length < MAX_CAPTURE_CHARS) frame.capture.text += text;
      },
      onclosetag(name) {
        const frame = stack.pop();
        if (name === 'svg' || name === 'math') foreign = Math.max(0, foreign - 1);
        if (name === 'title' && titleText !== null) {
          title = clean(titleText);
          titleText = null;
        }
        if (name === 'script' && jsonLdText !== null) {
          if (scripts.length < MAX_JSON_LD_SCRIPTS) scripts.push(jsonLdText);
          jsonLdText = null;
        }
        if (frame?.capture) setMicro(frame.capture.props, frame.capture.product, frame.capture.text);
      },
    },
    { decodeEntities: true },
  );
  try {
    for (let at = 0; at < html.length; at += SLICE_CHARS) {
      // Other requests run between slices: a 2 MB page never holds the event loop for long.
      if (at > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      parser.write(html.slice(at, at + SLICE_CHARS));
    }
    parser.end();
  } catch (err) {
    if (!(err instanceof StopReading)) throw err;
  }

  const jsonLd = fromJsonLd(scripts);
  const og: Found = {
    title: clean(meta.get('og:title') ?? ''),
    image: meta.get('og:image') ?? meta.get('og:image:secure_url') ?? meta.get('og:image:url') ?? null,
    price: parsePriceCents(meta.get('product:price:amount') ?? meta.get('og:price:amount')),
    currency: parseCurrency(meta.get('product:price:currency') ?? meta.get('og:price:currency')),
  };
  micro.currency = microCurrency;
  const twitter: Found = {
    title: clean(meta.get('twitter:title') ?? ''),
    image: meta.get('twitter:image') ?? meta.get('twitter:image:src') ?? null,
  };
  const sources = [og, jsonLd, micro, twitter];
  const priced = sources.find((s) => s.price !== null && s.price !== undefined);
  return {
    title: sources.map((s) => s.title).find(Boolean) ?? title,
    image:
      sources
        .map((s) => resolveImageUrl(s.image, pageUrl))
        .find((image): image is string => image !== null) ?? null,
    priceCents: priced?.price ?? null,
    currency: priced ? (priced.currency ?? sources.map((s) => s.currency).find(Boolean) ?? null) : null,
  };
}
