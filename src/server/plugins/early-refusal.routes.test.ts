import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const DECLARED_BYTES = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

/**
 * Sends a request that declares a 100 MB body and keeps writing it as fast as the server
 * reads; resolves with the answer's head and how many body bytes the server took before the
 * connection ended.
 */
function upload(path: string, headers: Record<string, string>) {
  return new Promise<{ head: string; sent: number }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    let sent = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still reading after ${sent} bytes`));
    }, 20_000);
    const pump = () => {
      while (sent < DECLARED_BYTES && !socket.destroyed) {
        sent += CHUNK.length;
        if (!socket.write(CHUNK)) return;
      }
    };
    socket.on('connect', () => {
      const lines = [`POST ${path} HTTP/1.1`, 'Host: localhost', `Content-Length: ${DECLARED_BYTES}`];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      pump();
    });
    socket.on('drain', pump);
    socket.on('data', (data) => {
      head += data.toString('latin1');
    });
    const done = () => {
      clearTimeout(timer);
      resolve({ head, sent });
    };
    socket.on('close', done);
    socket.on('error', () => socket.destroy());
  });
}

describe('a refusal answered before the body is read', () => {
  it('answers a visitor’s 100 MB upload 401 and closes the connection instead of reading it all', async () => {
    const { head, sent } = await upload('/api/tracked-ads/read-screenshot', {
      'Content-Type': 'multipart/form-data; boundary=x',
      Origin: TEST_ORIGIN,
    });
    expect(head).toMatch(/^HTTP\/1\.1 401/);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(sent).toBeLessThan(DECLARED_BYTES / 4);
  });

  it('answers a cross-site 100 MB upload 403 and closes the connection', async () => {
    const cookie = await t.signIn('early-refusal@example.com');
    const { head, sent } = await upload('/api/data-imports/instagram', {
      'Content-Type': 'application/json',
      Origin: 'https://evil.example',
      Cookie: cookie,
    });
    expect(head).toMatch(/^HTTP\/1\.1 403/);
    expect(sent).toBeLessThan(DECLARED_BYTES / 4);
  });

  it('keeps the connection open after a refusal of a small body, which costs less to drain than to reconnect', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/family-accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('connection')).not.toBe('close');
  });
});
