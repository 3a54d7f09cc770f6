// Hot family reads on a PostgreSQL server with 10,000 families of data.
// Prints throughput and latency percentiles at a fixed 1,000 req/s, next to the same
// server's no-database health endpoint at full speed. Run after `npm run build`:
//   node bench/family-reads.mjs            (PostgreSQL on 127.0.0.1:5432, user postgres)
//   BENCH_PG=postgres://user@host:5432/postgres node bench/family-reads.mjs
//   BENCH_PROFILE=/tmp/prof node bench/family-reads.mjs   (the server writes a .cpuprofile
//     there; `node bench/support/profile-summary.mjs /tmp/prof/*.cpuprofile` sums it up)
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'giftlens_bench';
const FAMILIES = 10_000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

await sql(ADMIN_URL, `drop database if exists ${DB} with (force)`);
await sql(ADMIN_URL, `create database ${DB}`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${DB}`;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const profileDir = process.env.BENCH_PROFILE;
const server = spawn(
  process.execPath,
  [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'dist/server/main.js'],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.href,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
try {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }

  // 10,000 families, each with an owner and four member records.
  const t0 = Date.now();
  await sql(
    dbUrl.href,
    `insert into users (first_name, last_name, email)
       select 'User', g::text, 'user' || g || '@bench.example' from generate_series(1, ${FAMILIES}) g;
     insert into family_accounts (name, description, invite_code, owner_id, settings)
       select 'Family ' || u.id, null, 'INV-' || lpad(to_hex(u.id), 9, 'A'), u.id,
              '{"privacy":{}}'::jsonb from users u;
     insert into family_memberships (user_id, family_account_id, role)
       select owner_id, id, 'owner' from family_accounts;
     insert into family_members (family_account_id, user_id, created_by_user_id, name, relationship, interests)
       select f.id, case when k = 1 then f.owner_id end, f.owner_id, 'Member ' || k, 
              case when k = 1 then 'Self' else 'Child' end, '["Reading","Lego"]'::jsonb
       from family_accounts f cross join generate_series(1, 4) k;
     analyze;`,
  );
  console.log(`seeded ${FAMILIES} families (${FAMILIES * 4} members) in ${Date.now() - t0} ms`);

  const origin = { origin: base, 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/auth/dev-login`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email: 'bench@bench.example', firstName: 'Bench' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const created = await fetch(`${base}/api/family-accounts`, {
    method: 'POST',
    headers: { ...origin, cookie },
    body: JSON.stringify({ name: 'Bench family' }),
  }).then((r) => r.json());

  const run = (title, opts) =>
    new Promise((resolve, reject) => {
      autocannon({ duration: DURATION_S, connections: 50, ...opts }, (err, result) => {
        if (err) return reject(err);
        const { latency: l, requests, non2xx, errors } = result;
        console.log(
          `${title.padEnd(44)} ${String(Math.round(requests.average)).padStart(6)} req/s  ` +
            `p50 ${l.p50} ms  p97.5 ${l.p97_5} ms  p99 ${l.p99} ms  non-2xx ${non2xx}  errors ${errors}`,
        );
        resolve(result);
      });
    });

  // A steady rate: autocannon's overallRate sends each second's share in one burst at the start
  // of the second, so its percentiles measure the burst's queue. This sends a few requests every
  // 5 ms and times each from when it was due (a late send counts against the server too).
  const paced = (title, path, rate) =>
    new Promise((resolve) => {
      const latencies = [];
      let failed = 0;
      let due = 0;
      const total = rate * DURATION_S;
      const start = performance.now();
      const send = (dueAt) => {
        const req = http.get(`${base}${path}`, { agent, headers: { cookie } }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) failed += 1;
            latencies.push(performance.now() - dueAt);
            if (latencies.length === total) finish();
          });
        });
        req.on('error', () => {
          failed += 1;
          latencies.push(performance.now() - dueAt);
          if (latencies.length === total) finish();
        });
      };
      const tick = setInterval(() => {
        const now = performance.now();
        while (due < total && start + (due * 1000) / rate <= now) {
          send(start + (due * 1000) / rate);
          due += 1;
        }
        if (due >= total) clearInterval(tick);
      }, 5);
      function finish() {
        latencies.sort((a, b) => a - b);
        const at = (q) =>
          latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
        const seconds = (performance.now() - start) / 1000;
        console.log(
          `${title.padEnd(44)} ${String(Math.round(total / seconds)).padStart(6)} req/s  ` +
            `p50 ${at(0.5)} ms  p97.5 ${at(0.975)} ms  p99 ${at(0.99)} ms  failed ${failed}`,
        );
        resolve({ p99: Number(at(0.99)) });
      }
    });

  await run('warm-up', { url: `${base}/api/user/families`, headers: { cookie }, duration: 3 });
  const health = await run('GET /api/health (max rate)', { url: `${base}/api/health` });
  const members = await paced(
    'GET /api/families/:id/family-members @1000/s',
    `/api/families/${created.id}/family-members`,
    1000,
  );
  await paced('GET /api/user/families @1000/s', '/api/user/families', 1000);
  const maxMembers = await run('GET /api/families/:id/family-members (max rate)', {
    url: `${base}/api/families/${created.id}/family-members`,
    headers: { cookie },
  });
  console.log(
    `budget: p99 < 25 ms at 1000 req/s -> ${members.p99} ms; ` +
      `max family-read throughput ${Math.round(maxMembers.requests.average)} req/s = ` +
      `${((maxMembers.requests.average / health.requests.average) * 100).toFixed(0)}% of health (budget >= 50%)`,
  );
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await sql(ADMIN_URL, `drop database if exists ${DB} with (force)`);
}
