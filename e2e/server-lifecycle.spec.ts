import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer, startServer } from './support/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({}, undefined, { fromNothing: true });
});
afterAll(async () => {
  await server?.stop();
});

function runSecondServer(dataDir: string) {
  return freePort().then(
    (port) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        let output = '';
        const child = spawn(process.execPath, ['dist/server/main.js'], {
          env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        });
        child.stdout.on('data', (d) => {
          output += d;
        });
        child.stderr.on('data', (d) => {
          output += d;
        });
        child.on('exit', (code) => resolve({ code, output }));
      }),
  );
}

describe('the built server', () => {
  it('serves the app and its health checks with security headers', async () => {
    const page = await fetch(`${server.url}/family-profiles`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/api/health/ready`)).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });
  });

  it('sends visitors a prerendered landing page, and signed-in people the app shell', async () => {
    const visitor = await (await fetch(`${server.url}/`)).text();
    expect(visitor).toContain('data-prerendered="landing"');
    expect(visitor).toMatch(/<h1[^>]*>Smart Gift Ideas from Family Ad Patterns<\/h1>/);
    expect(visitor).toContain('Continue as demo user');
    const member = await (
      await fetch(`${server.url}/`, { headers: { cookie: 'giftlens.sid=anything' } })
    ).text();
    expect(member).toContain('<div id="root"></div>');
  });

  it('refuses to start a second server on the same data directory, saying why', async () => {
    const second = await runSecondServer(server.dataDir);
    expect(second.code).toBe(1);
    expect(second.output).toContain('is already using the data directory');
  });

  it('shuts down cleanly on SIGTERM and frees the data directory for the next start', async () => {
    const dir = server.dataDir;
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    const again = await startServer({}, dir);
    try {
      expect((await fetch(`${again.url}/api/health/ready`)).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
