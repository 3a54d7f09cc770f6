import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type Database, openPglite, openPostgres } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { renderThread } from './plugins/render-thread';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const bootLog = {
    error: (obj: unknown, msg?: string) => console.error(msg ?? '', obj),
  };

  let unlock: (() => void) | undefined;
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, bootLog);
  } else {
    unlock = lockDataDir(config.dataDir);
    database = await openPglite(path.join(config.dataDir, 'pglite'));
  }

  // dist/server/main.js serves dist/client; in development Vite serves the client.
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  // The build's server renderer for signed-in pages (scripts/build-server.mjs), on a thread of
  // its own (plugins/render-thread.ts).
  const rendererFile = new URL('../ssr/prerender.js', import.meta.url);
  const workerFile = fileURLToPath(new URL('./render-worker.js', import.meta.url));
  let log: { warn(obj: object, msg: string): void } = { warn: (obj, msg) => console.warn(msg, obj) };
  const renderer =
    existsSync(rendererFile) && existsSync(workerFile)
      ? renderThread(rendererFile.href, workerFile, { warn: (obj, msg) => log.warn(obj, msg) })
      : undefined;
  const app = await buildApp(config, {
    database,
    clientDir: existsSync(clientDir) ? clientDir : undefined,
    renderer,
  });
  log = app.log;
  if (renderer) app.addHook('onClose', () => renderer.close());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
    } finally {
      unlock?.();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await app.jobs.start();
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `GiftLens is running at ${config.publicUrl}`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('GiftLens failed to start:', err);
  }
  process.exit(1);
});
