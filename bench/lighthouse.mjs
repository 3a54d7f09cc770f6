// Lighthouse (mobile) performance and accessibility of the landing page and the signed-in
// dashboard of a new family, on the built app with a fresh embedded database. Run after
// `npm run build`:
//   node bench/lighthouse.mjs        (Chromium at /usr/bin/chromium, or CHROMIUM_PATH)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltApp } from './support/built-app.mjs';

const { base, stop } = await startBuiltApp('lh');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

try {
  const login = await fetch(`${base}/api/auth/dev-login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'lighthouse@bench.example', firstName: 'Light' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  // A family with its owner's own member record, so `/` is the dashboard a family sees (without
  // a family it is the welcome page). The owner has answered the questionnaire's first step, as
  // anyone past their first visit has: below that, `/` sends them to the questionnaire instead.
  const send = (method, url, body) =>
    fetch(`${base}${url}`, {
      method,
      headers: { origin: base, 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
      return r.json();
    });
  const family = await send('POST', '/api/family-accounts', { name: 'The Lights' });
  await send('POST', '/api/user/active-family', { familyId: family.id });
  const members = await fetch(`${base}/api/families/${family.id}/family-members`, {
    headers: { cookie },
  }).then((r) => r.json());
  const self = members.find((m) => m.isSelf);
  await send('PUT', `/api/family-members/${self.id}/profile`, {
    lifestyle: { hobbies: ['Cooking', 'Hiking'] },
  });

  const audit = async (title, extraHeaders) => {
    const result = await lighthouse(`${base}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders,
    });
    const { categories, audits } = result.lhr;
    console.log(
      `${title.padEnd(28)} performance ${Math.round(categories.performance.score * 100)}  ` +
        `accessibility ${Math.round(categories.accessibility.score * 100)}  ` +
        `FCP ${audits['first-contentful-paint'].displayValue}  LCP ${audits['largest-contentful-paint'].displayValue}  ` +
        `TBT ${audits['total-blocking-time'].displayValue}`,
    );
  };
  await audit('landing (mobile)');
  // A browser that has not made its cookie choice yet shows the banner 2 s after the app runs.
  await audit('dashboard, banner pending', { Cookie: cookie });
  // Once the choice is recorded on the account, every later visit is the plain dashboard.
  await send('PUT', '/api/user/consent', { analytics: false, personalization: false, marketing: false });
  await audit('dashboard (mobile, signed in)', { Cookie: cookie });
  console.log('budget: performance >= 95, accessibility 100');
} finally {
  await chrome.kill();
  await stop();
}
