import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const urlSetting = (name: string) =>
  optional.refine((v) => v === undefined || URL.canParse(v), `${name} must be a full URL`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optional,
  SESSION_SECRET: optional,
  PUBLIC_URL: urlSetting('PUBLIC_URL'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_APP_ID: optional,
  FACEBOOK_APP_SECRET: optional,
  FACEBOOK_DIALOG_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v21.0/oauth/access_token'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** Local testing only: lets sign-in talk to an http (not https) test issuer. Ignored in production. */
  OAUTH_ALLOW_INSECURE_ISSUER: z.enum(['true', 'false']).default('false'),
  SMTP_URL: optional,
  MAIL_FROM: optional,
  /**
   * Which proxies may set X-Forwarded-For: the number of proxy hops in front of the app, or
   * their addresses/CIDR ranges separated by commas. Unset: the client address is the peer's.
   */
  TRUST_PROXY: optional.refine(
    (v) => v === undefined || v === 'false' || /^\d+$/.test(v) || /^[0-9a-fA-F.:/,\s]+$/.test(v),
    'TRUST_PROXY must be a number of proxy hops (e.g. 1) or proxy addresses like 10.0.0.1,10.0.0.0/8; "true" would let any client forge its address',
  ),
  /** How fast evidence fades from the interest profile: its weight halves every this many days. */
  SIGNAL_HALF_LIFE_DAYS: z.coerce.number().int().min(7).max(3650).default(180),
  /** How often the job runner looks for occasion reminders to send (minutes dividing an hour or a day). */
  REMINDER_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .refine((m) => (m >= 1 && m < 60 && 60 % m === 0) || (m >= 60 && m % 60 === 0 && 24 % (m / 60) === 0), {
      message: 'must divide an hour (1–30) or a day (60, 120, … 1440)',
    })
    .default(60),
  /** The largest single export file the import route accepts, in MB (the browser sends one file per request). */
  IMPORT_FILE_MAX_MB: z.coerce.number().int().min(1).max(200).default(25),
  /** The API reference at /api/docs: on in local mode, off in production unless true. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /** Who may open the OAuth diagnostics in production: e-mail addresses, comma-separated. */
  ADMIN_EMAILS: optional.refine(
    (v) => v === undefined || v.split(',').every((part) => part.trim() === '' || EMAIL.test(part.trim())),
    'ADMIN_EMAILS must be e-mail addresses separated by commas',
  ),
  /** Banner ads (AdSense): the publisher id, and named numeric slots such as default=1234567890. */
  ADSENSE_PUBLISHER_ID: optional.refine(
    (v) => v === undefined || /^ca-pub-\d{10,20}$/.test(v),
    'ADSENSE_PUBLISHER_ID must look like ca-pub-1234567890123456',
  ),
  ADSENSE_SLOTS: optional.refine(
    (v) => v === undefined || v.split(',').every((pair) => /^\s*[\w-]+\s*=\s*\d{1,20}\s*$/.test(pair)),
    'ADSENSE_SLOTS must be name=numericId pairs separated by commas, e.g. default=1234567890,feed=2345678901',
  ),
  /** The addresses the footer and the legal pages name. */
  SUPPORT_EMAIL: optional.refine(
    (v) => v === undefined || EMAIL.test(v),
    'SUPPORT_EMAIL must be an e-mail address',
  ),
  CONTACT_EMAIL: optional.refine(
    (v) => v === undefined || EMAIL.test(v),
    'CONTACT_EMAIL must be an e-mail address',
  ),
  /** Any OpenAI-compatible provider; without a key the offline recommender answers (demo mode). */
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: urlSetting('OPENAI_BASE_URL'),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** Seconds one AI call may take before the offline recommender answers instead. */
  OPENAI_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(20),
  /** Buy links: the retailer's name and search URL ({query} is replaced by the search phrase). */
  AFFILIATE_RETAILER: z.string().trim().min(1).default('Amazon'),
  AFFILIATE_SEARCH_URL: z
    .string()
    .trim()
    .default('https://www.amazon.com/s?k={query}')
    .refine(
      (v) => URL.canParse(v.replace('{query}', 'x')) && v.includes('{query}') && /^https?:/.test(v),
      'AFFILIATE_SEARCH_URL must be an http(s) URL containing {query}',
    ),
  /** The affiliate tag (e.g. an Amazon Associates tag) and the query parameter that carries it. */
  AFFILIATE_TAG: optional,
  AFFILIATE_TAG_PARAM: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'AFFILIATE_TAG_PARAM must be a query parameter name')
    .default('tag'),
  /** The commission the retailer pays, in hundredths of a percent (300 = 3%). */
  AFFILIATE_COMMISSION: z.coerce.number().int().min(0).max(10_000).default(300),
  /**
   * Tests only: lets the link preview read pages on loopback and private addresses (a local
   * product page). Refused in production: any signed-in user could make the server fetch them.
   */
  LINK_PREVIEW_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
});

export type Env = z.input<typeof envSchema>;

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  /** SESSION_SECRET was given (otherwise a random one is made at each start, local mode only). */
  sessionSecretSet: boolean;
  publicUrl: string;
  logLevel: string;
  /** Only for tests against a local http issuer. */
  allowInsecureOAuth: boolean;
  google?: OAuthClientConfig & { issuer: string };
  facebook?: OAuthClientConfig & { dialogUrl: string; tokenUrl: string; graphUrl: string };
  mail?: { smtpUrl: string; from: string };
  /** Fastify's trustProxy: false, a hop count, or proxy addresses. */
  trustProxy: false | number | string;
  apiDocs: boolean;
  signalHalfLifeDays: number;
  /** REMINDER_INTERVAL_MINUTES: how often reminders are checked. */
  reminderIntervalMinutes: number;
  /** Per-file cap of the data-import route, in bytes (IMPORT_FILE_MAX_MB). */
  importFileMaxBytes: number;
  /** Lower-cased; only a provider-verified address on one of a user's sign-ins counts. */
  adminEmails: string[];
  contacts: { support: string; general: string };
  /** How long each network check of the OAuth diagnostics may take. */
  diagnosticsTimeoutMs: number;
  /** Banner ads: on only with a publisher id (and, to show, a numeric slot and consent). */
  ads: { publisherId: string | null; slots: Record<string, string> };
  /** undefined without OPENAI_API_KEY: gift ideas come from the offline recommender. */
  ai?: { apiKey: string; baseUrl?: string; model: string; timeoutMs: number };
  affiliate: AffiliateConfig;
  /** The wishlist link preview: allowPrivate lifts its public-address check (tests only, never in production). */
  linkPreview: { allowPrivate: boolean };
}

export interface AffiliateConfig {
  retailer: string;
  /** Contains {query}. */
  searchUrl: string;
  tag?: string;
  tagParam: string;
  /** Hundredths of a percent. */
  commissionRate: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`GiftLens cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment once. Throws ConfigError naming every missing or bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
      : undefined;
  const facebook =
    e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
      ? {
          clientId: e.FACEBOOK_APP_ID,
          clientSecret: e.FACEBOOK_APP_SECRET,
          dialogUrl: e.FACEBOOK_DIALOG_URL,
          tokenUrl: e.FACEBOOK_TOKEN_URL,
          graphUrl: e.FACEBOOK_GRAPH_URL,
        }
      : undefined;

  const problems: string[] = [];
  if (production) {
    if (!e.SESSION_SECRET) problems.push('SESSION_SECRET is required (at least 32 characters)');
    else if (e.SESSION_SECRET.length < 32) problems.push('SESSION_SECRET must be at least 32 characters');
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL is required (the address users open)');
    if (!google && !facebook)
      problems.push(
        'at least one sign-in provider is required: GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET or FACEBOOK_APP_ID + FACEBOOK_APP_SECRET',
      );
    if (e.LINK_PREVIEW_ALLOW_PRIVATE === 'true')
      problems.push(
        'LINK_PREVIEW_ALLOW_PRIVATE must not be true in production: it would let any signed-in user make the server fetch addresses on its private network',
      );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Local mode without a secret: a per-process one only signs short-lived OAuth cookies.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    sessionSecretSet: e.SESSION_SECRET !== undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.NODE_ENV === 'test' ? 'silent' : e.LOG_LEVEL,
    allowInsecureOAuth: !production && e.OAUTH_ALLOW_INSECURE_ISSUER === 'true',
    google,
    facebook,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    apiDocs: e.API_DOCS === undefined ? !production : e.API_DOCS === 'true',
    signalHalfLifeDays: e.SIGNAL_HALF_LIFE_DAYS,
    reminderIntervalMinutes: e.REMINDER_INTERVAL_MINUTES,
    importFileMaxBytes: e.IMPORT_FILE_MAX_MB * 1024 * 1024,
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
    contacts: {
      support: e.SUPPORT_EMAIL ?? 'support@giftlens.app',
      general: e.CONTACT_EMAIL ?? 'hello@giftlens.app',
    },
    diagnosticsTimeoutMs: 3_000,
    ads: {
      publisherId: e.ADSENSE_PUBLISHER_ID ?? null,
      slots: Object.fromEntries(
        (e.ADSENSE_SLOTS ?? '')
          .split(',')
          .filter((pair) => pair.includes('='))
          .map((pair) => pair.split('=').map((part) => part.trim()) as [string, string]),
      ),
    },
    ai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseUrl: e.OPENAI_BASE_URL,
          model: e.OPENAI_MODEL,
          timeoutMs: e.OPENAI_TIMEOUT_SECONDS * 1000,
        }
      : undefined,
    affiliate: {
      retailer: e.AFFILIATE_RETAILER,
      searchUrl: e.AFFILIATE_SEARCH_URL,
      tag: e.AFFILIATE_TAG,
      tagParam: e.AFFILIATE_TAG_PARAM,
      commissionRate: e.AFFILIATE_COMMISSION,
    },
    linkPreview: { allowPrivate: e.LINK_PREVIEW_ALLOW_PRIVATE === 'true' },
    mail: e.SMTP_URL
      ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'GiftLens <no-reply@localhost>' }
      : undefined,
  };
}

function parseTrustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) || false;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}
