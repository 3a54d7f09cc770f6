// Tracked-ad history pages and the analytics endpoints on a PostgreSQL server with 10,000
// families and 500,000 tracked ads. One family holds 10,000 of them (Ad History must stay
// fast there); a typical family holds ~50. Prints p50/p99 at a fixed 1,000 req/s per endpoint
// and, with BENCH_EXPLAIN=1, the plans of the hot queries. Run after `npm run build`:
//   node bench/tracked-ads-reads.mjs
//   BENCH_PG=postgres://user@host:5432/postgres BENCH_SECONDS=10 node bench/tracked-ads-reads.mjs
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'giftlens_bench_ads';
const FAMILIES = 10_000;
const BIG_FAMILY_ADS = 10_000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 1000);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function sql(url, text, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
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
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl.href,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

/** The ads of members `members` (a SQL relation of id, family_account_id, owner_id), `per` each. */
const adsSql = (members, per) => `
  insert into tracked_ads (family_account_id, family_member_id, created_by_user_id, category_id, title,
                           description, price_range, platform, advertiser, metadata, created_at)
  select m.family_account_id, m.id, m.owner_id, 1 + (g % 14),
         'Ad ' || g || ' for ' || m.id,
         (array['LEGO set on sale', 'Trail running shoes', 'Wool coat', 'Coffee grinder', 'Watercolour kit',
                'Noise-cancelling headphones', 'Garden hose', 'Board game night'])[1 + g % 8] || ' #' || g,
         (array['under-25', '25-50', '50-100', '100-200', 'over-200'])[1 + g % 5],
         (array['instagram', 'facebook', 'tiktok', 'youtube', 'twitter', 'google', 'amazon', 'pinterest',
                'snapchat', 'other'])[1 + g % 10],
         case when g % 3 = 0 then (array['LEGO', 'Zara', 'Nike', 'IKEA', 'Sephora', 'Orvis'])[1 + g % 6] end,
         case when g % 3 = 0 then '{"adInsights":{"interests":["Fashion"],"demographics":["Age"],"behaviors":["Retargeted user","Website visitor"],"giftCategories":["Fashion & Accessories"],"confidenceScore":60},"targetingReasons":["Interests: Fashion","Retargeting campaign","Age"],"advertiser":null,"campaignType":"Retargeting","additionalDetails":null}'::jsonb end,
         now() - (g % 365) * interval '1 day' - ((g * 7919) % 86400) * interval '1 second'
  from (${members}) m cross join generate_series(1, ${per}) g`;

try {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }

  const origin = { origin: base, 'content-type': 'application/json' };
  const signIn = async (email) => {
    const res = await fetch(`${base}/api/auth/dev-login`, {
      method: 'POST',
      headers: origin,
      body: JSON.stringify({ email, firstName: 'Bench' }),
    });
    return res.headers.get('set-cookie')?.split(';')[0] ?? '';
  };
  const post = (cookie, url, body) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...origin, cookie },
      body: JSON.stringify(body),
    }).then((r) => r.json());

  // The measured families: a big one (10,000 ads) and a typical one, made through the API.
  const big = await signIn('bench-big@bench.example');
  const bigFamily = await post(big, '/api/family-accounts', { name: 'Big bench family' });
  for (const name of ['Ada', 'Ben', 'Cleo']) {
    await post(big, `/api/families/${bigFamily.id}/family-members`, { name, relationship: 'Child' });
  }
  const typical = await signIn('bench-typical@bench.example');
  const typicalFamily = await post(typical, '/api/family-accounts', { name: 'Typical bench family' });

  const t0 = Date.now();
  await sql(
    dbUrl.href,
    `insert into users (first_name, last_name, email)
       select 'User', g::text, 'user' || g || '@bench.example' from generate_series(1, ${FAMILIES - 2}) g;
     insert into family_accounts (name, description, invite_code, owner_id, settings)
       select 'Family ' || u.id, null, 'INV-' || lpad(to_hex(u.id), 9, 'A'), u.id, '{"privacy":{}}'::jsonb
       from users u where u.email like 'user%@bench.example';
     insert into family_memberships (user_id, family_account_id, role)
       select owner_id, id, 'owner' from family_accounts f
       where not exists (select 1 from family_memberships m where m.family_account_id = f.id);
     insert into family_members (family_account_id, user_id, created_by_user_id, name, relationship, interests)
       select f.id, case when k = 1 then f.owner_id end, f.owner_id, 'Member ' || k,
              case when k = 1 then 'Self' else 'Child' end, '["Reading","Lego"]'::jsonb
       from family_accounts f cross join generate_series(1, 4) k
       where f.id not in (${bigFamily.id}, ${typicalFamily.id});
     insert into family_members (family_account_id, user_id, created_by_user_id, name, relationship)
       select ${typicalFamily.id}, null, owner_id, 'Member ' || k, 'Child'
       from family_accounts, generate_series(2, 4) k where id = ${typicalFamily.id};`,
  );
  const members = (where) =>
    `select m.id, m.family_account_id, f.owner_id from family_members m
     join family_accounts f on f.id = m.family_account_id where ${where}`;
  // 10,000 families × 4 members × 12 ads, one in four families 4 more: 490,000; the big family 10,000.
  await sql(dbUrl.href, adsSql(members(`m.family_account_id <> ${bigFamily.id}`), 12));
  await sql(
    dbUrl.href,
    adsSql(members(`m.family_account_id % 4 = 0 and m.family_account_id <> ${bigFamily.id}`), 1),
  );
  await sql(dbUrl.href, adsSql(members(`m.family_account_id = ${bigFamily.id}`), BIG_FAMILY_ADS / 4));
  // The analytics counters, counted by the migration's own statement.
  const file = (await readdir('src/server/db/migrations')).find((name) => name.endsWith('_tracked_ads.sql'));
  const migration = await readFile(`src/server/db/migrations/${file}`, 'utf8');
  await sql(dbUrl.href, migration.slice(migration.indexOf('INSERT INTO "tracked_ad_counts"')));
  await sql(dbUrl.href, 'vacuum analyze');
  const [{ count: ads }] = (await sql(dbUrl.href, 'select count(*)::int as count from tracked_ads')).rows;
  const [{ count: families }] = (await sql(dbUrl.href, 'select count(*)::int as count from family_accounts'))
    .rows;
  console.log(`seeded ${families} families and ${ads} tracked ads in ${Date.now() - t0} ms`);

  // A cursor 250 pages deep into the big family, and one member of each family.
  let cursor = null;
  for (let i = 0; i < 10; i++) {
    const page = await fetch(`${base}/api/tracked-ads?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { cookie: big },
    }).then((r) => r.json());
    cursor = page.nextCursor;
  }
  const bigMember = (
    await fetch(`${base}/api/analytics/member-ad-counts`, { headers: { cookie: big } }).then((r) => r.json())
  )[0].memberId;
  const typicalMember = (
    await fetch(`${base}/api/analytics/member-ad-counts`, { headers: { cookie: typical } }).then((r) =>
      r.json(),
    )
  )[0].memberId;

  const only = process.env.BENCH_ONLY;
  const run = (title, url, cookie, opts = {}) =>
    new Promise((resolve, reject) => {
      if (only && !title.includes(only) && title !== 'warm-up') return resolve(null);
      autocannon(
        {
          url: `${base}${url}`,
          headers: { cookie },
          duration: DURATION_S,
          connections: 50,
          overallRate: RATE,
          ...opts,
        },
        (err, result) => {
          if (err) return reject(err);
          const { latency: l, requests, non2xx, errors } = result;
          console.log(
            `${title.padEnd(58)} ${String(Math.round(requests.average)).padStart(5)} req/s  ` +
              `p50 ${String(l.p50).padStart(3)} ms  p99 ${String(l.p99).padStart(3)} ms  non-2xx ${non2xx}  errors ${errors}`,
          );
          resolve(result);
        },
      );
    });

  await run('warm-up', '/api/tracked-ads', big, { duration: 3, overallRate: undefined });
  console.log(`\nAt ${RATE} req/s for ${DURATION_S} s each (50 connections):`);
  console.log('-- the family with 10,000 ads');
  await run('GET /api/tracked-ads (first page of 20)', '/api/tracked-ads', big);
  await run(
    'GET /api/tracked-ads?cursor= (page 51, 1,000 ads deep)',
    `/api/tracked-ads?cursor=${cursor}`,
    big,
  );
  await run('GET /api/tracked-ads?memberId=&days=30', `/api/tracked-ads?memberId=${bigMember}&days=30`, big);
  await run('GET /api/tracked-ads?q=coffee', '/api/tracked-ads?q=coffee', big);
  await run('GET /api/tracked-ads/member/:id?limit=5', `/api/tracked-ads/member/${bigMember}?limit=5`, big);
  await run('GET /api/analytics/stats', '/api/analytics/stats', big);
  await run('GET /api/analytics/member-ad-counts', '/api/analytics/member-ad-counts', big);
  await run('GET /api/analytics/category-ad-counts', '/api/analytics/category-ad-counts', big);
  await run('GET /api/analytics/ad-breakdown (family)', '/api/analytics/ad-breakdown', big);
  await run(
    'GET /api/analytics/ad-breakdown?memberId=',
    `/api/analytics/ad-breakdown?memberId=${bigMember}`,
    big,
  );
  console.log('-- a typical family (~50 ads)');
  await run('GET /api/tracked-ads (first page of 20)', '/api/tracked-ads', typical);
  await run('GET /api/analytics/stats', '/api/analytics/stats', typical);
  await run('GET /api/analytics/ad-breakdown (family)', '/api/analytics/ad-breakdown', typical);
  await run(
    'GET /api/analytics/ad-breakdown?memberId=',
    `/api/analytics/ad-breakdown?memberId=${typicalMember}`,
    typical,
  );

  if (process.env.BENCH_EXPLAIN) {
    const bigMembers = (
      await sql(dbUrl.href, `select id from family_members where family_account_id = $1`, [bigFamily.id])
    ).rows.map((r) => r.id);
    const explain = async (title, text, params) => {
      const plan = await sql(dbUrl.href, `explain (analyze, buffers, costs off) ${text}`, params);
      console.log(`\n== ${title}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    };
    await explain(
      'history page (family, newest first)',
      `select id from tracked_ads where family_account_id = $1 order by created_at desc, id desc limit 20`,
      [bigFamily.id],
    );
    await explain(
      'history page 1,000 ads deep (keyset), one member hidden',
      `select id from tracked_ads where family_account_id = $1 and family_member_id <> all($2)
       and (created_at, id) < (now() - interval '40 days', 2147483647) order by created_at desc, id desc limit 20`,
      [bigFamily.id, bigMembers.slice(0, 1)],
    );
    await explain(
      'one member, last 30 days',
      `select id from tracked_ads where family_account_id = $1 and family_member_id = $2
       and created_at >= now() - interval '30 days' order by created_at desc, id desc limit 20`,
      [bigFamily.id, bigMembers[0]],
    );
    await explain(
      "a member's latest 5 (member page)",
      `select id from tracked_ads where family_account_id = $1 and family_member_id = $2
       order by created_at desc, id desc limit 5`,
      [bigFamily.id, bigMember],
    );
    await explain(
      'search (ILIKE over the family)',
      `select id from tracked_ads where family_account_id = $1 and (title ilike $2 or description ilike $2
       or advertiser ilike $2) order by created_at desc, id desc limit 20`,
      [bigFamily.id, '%coffee%'],
    );
    await explain(
      'ad breakdown: every counter of the family in one query',
      `select dimension, key, min(label), sum(ad_count) from tracked_ad_counts
       where family_account_id = $1 and family_member_id = any($2) and (dimension <> 'week' or key >= $3)
       group by dimension, key`,
      [bigFamily.id, bigMembers, '2026-01-01'],
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await sql(ADMIN_URL, `drop database if exists ${DB} with (force)`);
}
