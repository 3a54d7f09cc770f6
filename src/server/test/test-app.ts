import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type Database, openPglite, openPostgres, type QueryLogger } from '../db/client';
import type { PageRenderer } from '../plugins/page-renderer';
import { pgliteTemplate } from './pglite-template';
import { createScratchDatabase } from './scratch-database';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL
 * points at a PostgreSQL server, a throwaway database created here and dropped on close.
 */
export async function openTestDatabase(logQuery?: QueryLogger): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || logQuery) return openPglite(undefined, logQuery, { loadDataDir: await pgliteTemplate() });
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openPostgres(scratch.url, { error: () => {} });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

export function testConfig(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}) {
  return {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, ...env }),
    allowInsecureOAuth: true,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Same-origin request, as the app's own pages send it. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Signs in through the demo route and returns the session cookie header. */
  signIn(email: string, names?: { firstName?: string; lastName?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  config: AppConfig = testConfig(),
  options: {
    logQuery?: QueryLogger;
    logStream?: { write(line: string): void };
    /** A built client to serve (a folder with index.html), and the page renderer. */
    clientDir?: string;
    renderer?: PageRenderer;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(options.logQuery);
  const app = await buildApp(config, {
    database,
    logStream: options.logStream,
    clientDir: options.clientDir,
    renderer: options.renderer,
  });
  await app.ready();
  const request: TestApp['request'] = ({ cookie, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });
  let signIns = 0;
  return {
    app,
    database,
    request,
    async signIn(email, names = {}) {
      // Each from its own address: sign-ins are limited per address, and tests sign in many users.
      signIns += 1;
      const res = await request({
        method: 'POST',
        url: '/api/auth/dev-login',
        payload: { email, ...names },
        remoteAddress: `10.250.${Math.floor(signIns / 250) % 250}.${(signIns % 250) + 1}`,
      });
      if (res.statusCode !== 200) throw new Error(`dev-login failed: ${res.statusCode} ${res.body}`);
      return sessionCookieFrom(res);
    },
    close: () => app.close(),
  };
}

export function sessionCookieFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name.endsWith('giftlens.sid') && c.value);
  if (!cookie) throw new Error('no session cookie in response');
  return `${cookie.name}=${cookie.value}`;
}
