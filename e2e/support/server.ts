import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built app (dist/) on a free port with a fresh data directory: a copy of the migrated
 * template (global-setup.ts), or with `fromNothing` an empty one, as on a newcomer's first start.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  { fromNothing = false } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'giftlens-e2e-'));
  if (!dataDir && !fromNothing) cpSync(inject('templateDataDir'), dir, { recursive: true });
  const url = `http://localhost:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: dir,
    process: child,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
