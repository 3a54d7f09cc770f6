// /api/health checked every 20 ms from a process of its own (./health-prober.mjs) while a
// bench's work runs against the built app: the latencies as one line.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** /api/health checked every 20 ms from a process of its own while `work` runs. */
export async function healthDuring(base, work) {
  const prober = spawn(
    process.execPath,
    [fileURLToPath(new URL('./health-prober.mjs', import.meta.url)), base],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  prober.stdout.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise((r) => setTimeout(r, 300));
  const result = await work();
  prober.stdin.end('stop');
  await new Promise((r) => prober.once('exit', r));
  const waits = JSON.parse(output).sort((a, b) => a - b);
  const at = (q) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))];
  return {
    result,
    health: `p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${waits.at(-1).toFixed(0)} ms (${waits.length} checks)`,
  };
}
