// 200 connections asking for the server-rendered dashboard at once, from one signed-in family,
// while another visitor checks /api/health 50 times a second. Prints how many dashboards were
// rendered per second (and how many were answered with the app shell because the renderer was
// busy), their latency, and the health check's latency under that load. Run after `npm run build`:
//   node bench/dashboard-load.mjs                   (the embedded database, as `npm start`)
//   BENCH_SECONDS=20 node bench/dashboard-load.mjs
//   SESSIONS=50 node bench/dashboard-load.mjs       (50 families' dashboards, not one's)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltApp } from './support/built-app.mjs';
import { familyWithDashboard } from './support/family.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
// 1: every connection is the same signed-in person (the case); more: the connections
// take turns among that many families, so renders cannot be shared.
const SESSIONS = Number(process.env.SESSIONS ?? 1);

const { base, stop } = await startBuiltApp('dashboard-load');
try {
  /** A signed-in family with a few members, its cookie choice made. */
  async function family(n) {
    const { cookie, send } = await familyWithDashboard(base, {
      email: `load${n}@bench.example`,
      firstName: `Load${n}`,
      familyName: `The Loads ${n}`,
      relatives: ['Mia', 'Leo', 'Grandma Rose'],
    });
    await send('PUT', '/api/user/consent', { analytics: false, personalization: false, marketing: false });
    return cookie;
  }
  const cookies = [];
  for (let n = 0; n < SESSIONS; n++) cookies.push(await family(n));
  const cookie = cookies[0];

  const first = await fetch(`${base}/dashboard`, { headers: { cookie } }).then((r) => r.text());
  if (!first.includes('data-prerendered="app"')) throw new Error('the dashboard was not server-rendered');

  // The health check runs beside the load, paced, from a process of its own.
  const prober = spawn(
    process.execPath,
    [fileURLToPath(new URL('./support/health-prober.mjs', import.meta.url)), base],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let proberOutput = '';
  prober.stdout.on('data', (chunk) => {
    proberOutput += chunk;
  });

  let connection = 0;
  let rendered = 0;
  let shells = 0;
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${base}/dashboard`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: 10,
        // As a browser asks: the rendered page comes brotli-compressed.
        headers: { cookie, 'accept-encoding': 'br, gzip' },
        setupClient: (client) => {
          client.setHeaders({
            cookie: cookies[connection++ % cookies.length],
            'accept-encoding': 'br, gzip',
          });
        },
        requests: [
          {
            method: 'GET',
            path: '/dashboard',
            // A rendered page is private and never stored; the shell may be revalidated.
            onResponse: (status, _body, _context, headers) => {
              if (status !== 200) return;
              if (String(headers['cache-control']).includes('no-store')) rendered += 1;
              else shells += 1;
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
  prober.stdin.end('stop');
  await new Promise((resolve) => prober.once('exit', resolve));
  const sorted = JSON.parse(proberOutput).sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
  const seconds = DURATION_S;
  console.log(
    `GET /dashboard x${CONNECTIONS} connections, ${SESSIONS} signed-in ${SESSIONS === 1 ? 'family' : 'families'}, for ${seconds} s: ${result.requests.total} answers ` +
      `(${Math.round(result.requests.total / seconds)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  );
  console.log(
    `  rendered dashboards: ${rendered} (${(rendered / seconds).toFixed(1)}/s); ` +
      `app shell because the renderer was busy: ${shells} (${(shells / seconds).toFixed(1)}/s)`,
  );
  console.log(
    `GET /api/health under that load, 50/s: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms (${sorted.length} checks)`,
  );
} finally {
  await stop();
}
