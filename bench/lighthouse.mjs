// Lighthouse (mobile) performance and accessibility of the landing page and the signed-in
// dashboard of a new family, on the built app with a fresh embedded database. Run after
// `npm run build`:
//   node bench/lighthouse.mjs        (Chromium at /usr/bin/chromium, or CHROMIUM_PATH)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltApp } from './support/built-app.mjs';
import { familyWithDashboard } from './support/family.mjs';

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
  const { cookie, send } = await familyWithDashboard(base, {
    email: 'lighthouse@bench.example',
    firstName: 'Light',
    familyName: 'The Lights',
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
