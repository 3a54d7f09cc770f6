import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  LINK_ANSWERED_ERROR,
  LINK_HAS_CREDENTIALS,
  LINK_NOT_PUBLIC,
  LINK_NOT_VALID,
  LINK_SCHEME_REFUSED,
  LINK_TIMEOUT,
  LINK_TOO_LARGE,
  LINK_TOO_MANY_REDIRECTS,
  LINK_UNREACHABLE,
  LINK_WRONG_TYPE,
} from '#common/endpoints/link-preview.errors';
import { AppError, refusal } from '../../errors';
import { classifyAddress } from './addresses';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Turns a host name into every address it has (the system resolver by default). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** What the fetched thing is called in the errors people read. */
export type FetchSubject = 'page' | 'image';

export interface SafeFetchOptions {
  /** The largest body accepted, after decompression (2 MB by default); beyond it the fetch stops. */
  maxBytes?: number;
  /** One deadline for everything: every lookup, connection, redirect and the body (5 s by default). */
  timeoutMs?: number;
  /** The Accept header. */
  accept?: string;
  /** Media types (without parameters) the final answer may have; anything else is refused unread. */
  contentTypes?: readonly string[];
  /** Redirects followed at most (5 by default); each hop is checked like the first. */
  maxRedirects?: number;
  subject?: FetchSubject;
  /**
   * Tests only (LINK_PREVIEW_ALLOW_PRIVATE, refused in production): lifts the address check, so a
   * product page served on 127.0.0.1 can be read. Schemes, limits and the deadline still apply.
   */
  allowPrivate?: boolean;
  /** Replaces DNS (tests: a host name that resolves to a chosen address). */
  resolve?: Resolver;
  /**
   * Tests only: where to connect once an address has passed the check (a public-looking address
   * mapped to the local test server, to show that the next hop is checked again).
   */
  dialOverride?: (checked: ResolvedAddress) => ResolvedAddress;
}

export interface FetchedResource {
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  /** The media type, lower-cased, without parameters ('' when none was sent). */
  mime: string;
  charset: string | undefined;
  body: Buffer;
  redirects: number;
}

export const LINK_PREVIEW_DEFAULTS = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 5_000,
  maxRedirects: 5,
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
} as const;

/** A plain name, so a shop's logs say who asked; nothing identifies the user. */
export const USER_AGENT = 'GiftLens-LinkPreview/1.0 (+https://giftlens.app)';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Every error the fetch raises (declared in common/endpoints/link-preview.errors.ts). */
export const fetchErrors = {
  notALink: () => refusal(LINK_NOT_VALID, { field: 'url' }),
  scheme: () => refusal(LINK_SCHEME_REFUSED, { field: 'url' }),
  credentials: () => refusal(LINK_HAS_CREDENTIALS, { field: 'url' }),
  notPublic: () => refusal(LINK_NOT_PUBLIC, { field: 'url' }),
  timeout: (subject: FetchSubject) => refusal(LINK_TIMEOUT, { subject }),
  tooLarge: (subject: FetchSubject, maxBytes: number) => refusal(LINK_TOO_LARGE, { subject, maxBytes }),
  unreachable: (subject: FetchSubject) => refusal(LINK_UNREACHABLE, { subject }),
  status: (subject: FetchSubject, status: number) => refusal(LINK_ANSWERED_ERROR, { subject, status }),
  redirects: (subject: FetchSubject, max: number) =>
    refusal(LINK_TOO_MANY_REDIRECTS, { subject, maxRedirects: max }),
  type: (subject: FetchSubject) => refusal(LINK_WRONG_TYPE, { subject }),
};

/** Parses a link and applies the rules every hop obeys: http(s) only, no user name or password. */
export function parseLink(input: string): URL {
  if (!URL.canParse(input)) throw fetchErrors.notALink();
  const url = new URL(input);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fetchErrors.scheme();
  if (url.username || url.password) throw fetchErrors.credentials();
  if (!url.hostname) throw fetchErrors.notALink();
  return url;
}

/** The host as a resolver or a socket takes it: `[::1]` → `::1`. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const systemResolver: Resolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/**
 * The one address this hop connects to: a literal IP as written, or the host's DNS answer, where
 * every address must be public (one private answer among public ones refuses the link: the
 * connection must not depend on which one a resolver returns first).
 */
async function checkedAddress(url: URL, options: SafeFetchOptions, subject: FetchSubject) {
  const host = bareHost(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      throw fetchErrors.unreachable(subject);
    }
  }
  const first = addresses[0];
  if (!first) throw fetchErrors.unreachable(subject);
  if (!options.allowPrivate && addresses.some((a) => classifyAddress(a.address) !== 'public'))
    throw fetchErrors.notPublic();
  return first;
}

/** A lookup that answers the checked address whatever it is asked: no second DNS query. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return ((_hostname: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (lookupOptions?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/** Rejects as soon as the deadline passes, for the steps that cannot be cancelled (DNS). */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function send(url: URL, address: ResolvedAddress, accept: string, signal: AbortSignal) {
  const host = bareHost(url);
  const secure = url.protocol === 'https:';
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        // Nothing of the user's, nothing of an earlier hop: no cookies, no credentials, no referrer.
        headers: { 'user-agent': USER_AGENT, accept, 'accept-encoding': 'gzip, br' },
        // A fresh connection per hop, to the address that was checked; TLS still verifies the name.
        agent: false,
        lookup: pinnedLookup(address),
        ...(secure && !isIP(host) ? { servername: host } : {}),
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** Reads the body, decompressing it, and stops as soon as it passes the cap. */
async function readBody(
  response: IncomingMessage,
  maxBytes: number,
  subject: FetchSubject,
  signal: AbortSignal,
): Promise<Buffer> {
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const declared = Number(response.headers['content-length']);
  if (encoding === 'identity' && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw fetchErrors.tooLarge(subject, maxBytes);
  }
  let decoder: zlib.Gunzip | zlib.BrotliDecompress | undefined;
  if (encoding === 'gzip' || encoding === 'x-gzip') decoder = zlib.createGunzip();
  else if (encoding === 'br') decoder = zlib.createBrotliDecompress();
  else if (encoding !== 'identity' && encoding !== '') {
    response.destroy();
    throw fetchErrors.unreachable(subject);
  }
  const source: Readable = decoder ? response.pipe(decoder) : response;
  const stop = () => {
    const reason = signal.reason ?? new Error('aborted');
    response.destroy(reason);
    decoder?.destroy(reason);
  };
  signal.addEventListener('abort', stop, { once: true });
  if (decoder) response.on('error', (err) => decoder.destroy(err));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw fetchErrors.tooLarge(subject, maxBytes);
      chunks.push(chunk as Buffer);
    }
  } finally {
    signal.removeEventListener('abort', stop);
    response.destroy();
    decoder?.destroy();
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches an http(s) link from the server without letting the link reach anything but the
 * public internet (SSRF): every hop's host is resolved once, every address it resolves to must
 * be public, and the connection goes to the address that was checked. Redirects are followed
 * by hand, each one checked again; one deadline covers the whole fetch and the body is capped.
 * No cookies, credentials or referrer are ever sent.
 */
export async function safeFetch(link: string, options: SafeFetchOptions = {}): Promise<FetchedResource> {
  const subject = options.subject ?? 'page';
  const maxBytes = options.maxBytes ?? LINK_PREVIEW_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? LINK_PREVIEW_DEFAULTS.maxRedirects;
  const accept = options.accept ?? LINK_PREVIEW_DEFAULTS.accept;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(fetchErrors.timeout(subject)),
    options.timeoutMs ?? LINK_PREVIEW_DEFAULTS.timeoutMs,
  );
  const { signal } = controller;
  try {
    let url = parseLink(link);
    for (let redirects = 0; ; redirects++) {
      const checked = await beforeDeadline(checkedAddress(url, options, subject), signal);
      const address = options.dialOverride ? options.dialOverride(checked) : checked;
      const response = await send(url, address, accept, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        // Whatever the hop said (cookies included) is dropped with its body.
        response.destroy();
        if (redirects >= maxRedirects) throw fetchErrors.redirects(subject, maxRedirects);
        if (!URL.canParse(location, url)) throw fetchErrors.unreachable(subject);
        url = parseLink(new URL(location, url).href);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw fetchErrors.status(subject, status);
      }
      const [type = '', ...parameters] = String(response.headers['content-type'] ?? '').split(';');
      const mime = type.trim().toLowerCase();
      if (options.contentTypes && !options.contentTypes.includes(mime)) {
        response.destroy();
        throw fetchErrors.type(subject);
      }
      const charset = parameters
        .map((p) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(p)?.[1])
        .find(Boolean)
        ?.toLowerCase();
      const body = await readBody(response, maxBytes, subject, signal);
      return { url: url.href, status, mime, charset, body, redirects };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (signal.aborted) throw fetchErrors.timeout(subject);
    throw fetchErrors.unreachable(subject);
  } finally {
    clearTimeout(timer);
  }
}
