import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { QuietRequestLog } from './request-log';

/** A small app with the request log, and the messages it wrote at each level. */
async function appLoggingAt(level: string) {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new QuietRequestLog() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  return { app, messages: () => lines.map((l) => l.msg), lines };
}

describe('the request log', () => {
  it('writes nothing about a successful request or an unknown path at info level', async () => {
    const { app, messages } = await appLoggingAt('info');
    expect((await app.inject({ method: 'GET', url: '/ok' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    expect(messages()).toEqual([]);
    await app.close();
  });

  it('logs every request at debug level, for whoever asks for it with LOG_LEVEL=debug', async () => {
    const { app, messages } = await appLoggingAt('debug');
    await app.inject({ method: 'GET', url: '/ok' });
    expect(messages()).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    await app.close();
  });

  it('still logs a failing request at error level when requests are quiet', async () => {
    const { app, lines } = await appLoggingAt('info');
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    const errors = lines.filter((l) => l.level >= 50).map((l) => l.msg);
    expect(errors).toContain('broken on purpose');
    await app.close();
  });
});
