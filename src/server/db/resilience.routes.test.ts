import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database';
import { startTcpProxy } from '../test/tcp-proxy';
import { TEST_ORIGIN, testConfig } from '../test/test-app';
import { openPostgres } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the app on a PostgreSQL server that restarts', () => {
  let scratch: ScratchDatabase | undefined;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const errors: unknown[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl as string);
    const target = new URL(serverUrl as string);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(serverUrl as string);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${scratch.name}`;
    const database = await openPostgres(viaProxy.href, { error: (e) => errors.push(e) });
    app = await buildApp(testConfig({}, { logLevel: 'info' }), {
      database,
      logStream: { write: (line) => lines.push(line) },
    });
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  const signIn = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'restart@example.com' },
    });
    return res;
  };

  it('answers 503 with a clear message while the database is down, and recovers without a restart', async () => {
    expect((await signIn()).statusCode).toBe(200);

    await proxy.cut();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    const down = await signIn();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: 'unavailable',
      message: 'The database is unavailable right now. Please try again in a moment.',
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Every request fails the same way: one log line, without the e-mail each one carried.
    lines.length = 0;
    for (let i = 0; i < 5; i++) expect((await signIn()).statusCode).toBe(503);
    const outageLines = lines.filter((line) => line.includes('database unavailable'));
    expect(outageLines.length).toBeLessThanOrEqual(1);
    expect(lines.join('\n')).not.toContain('restart@example.com');

    await proxy.restore();
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode)
      .toBe(200);
    expect((await signIn()).statusCode).toBe(200);
  });
});
