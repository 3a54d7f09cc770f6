// Reading a screenshot of "Why am I seeing this ad?" (issue 31, decision 0038). Run after
// `npm run build`: node bench/read-screenshot.mjs
//   1. Each rendered phone screenshot of src/server/test/ad-sheet-screens read one after another
//      by the built server, BENCH_ROUNDS times (default 3): the median and the slowest read
//      (goal: median <= 3 s, none over 8 s on a 2-core machine); the first read starts the
//      OCR workers and is shown apart.
//   2. Six screenshots sent at once by six people while another process checks /api/health
//      every 20 ms (goal: p99 < 250 ms): the reader runs a few at a time and the rest wait.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startBuiltApp } from './support/built-app.mjs';
import { healthDuring } from './support/health-during.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const folder = 'src/server/test/ad-sheet-screens';
const screens = readdirSync(folder)
  .filter((f) => f.endsWith('.png'))
  .map((f) => ({ name: f, bytes: readFileSync(path.join(folder, f)) }));

async function reader(base, n) {
  const login = await fetch(`${base}/api/auth/dev-login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `reader${n}@bench.example`, firstName: `Reader${n}` }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  return async (screen) => {
    const form = new FormData();
    form.set('image', new Blob([screen.bytes], { type: 'image/png' }), screen.name);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/tracked-ads/read-screenshot`, {
      method: 'POST',
      headers: { origin: base, cookie },
      body: form,
    });
    const answer = await res.json();
    return { status: res.status, answer, ms: performance.now() - t0 };
  };
}

const { base, stop } = await startBuiltApp('read-screenshot');
try {
  const read = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => reader(base, n)));
  const first = await read[0](screens[0]);
  console.log(`first read (starts the OCR workers): ${first.status} in ${(first.ms / 1000).toFixed(2)} s`);
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const screen of screens) {
      const r = await read[round % read.length](screen);
      if (r.status !== 200) throw new Error(`${screen.name}: ${r.status} ${JSON.stringify(r.answer)}`);
      times.push(r.ms);
      if (round === 0)
        console.log(
          `  ${screen.name}: ${(r.ms / 1000).toFixed(2)} s (${r.answer.language}, ${r.answer.platform})`,
        );
    }
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `one at a time, ${times.length} reads of ${screens.length} screenshots: median ${(median / 1000).toFixed(2)} s, slowest ${(times.at(-1) / 1000).toFixed(2)} s`,
  );
  const { result, health } = await healthDuring(base, () =>
    Promise.all(read.map((send, i) => send(screens[i % screens.length]))),
  );
  console.log(
    `six at once: ${result.map((r) => r.status).join(', ')}, the last in ${(Math.max(...result.map((r) => r.ms)) / 1000).toFixed(2)} s; /api/health meanwhile ${health}`,
  );
} finally {
  await stop();
}
