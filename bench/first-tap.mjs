// How long a phone waits after its first tap, and after a later one, on the built app with a
// fresh embedded database, under Lighthouse's mobile throttling (4x CPU, 150 ms RTT, 1.6 Mbps
// down, 750 kbps up). Each figure is the median of RUNS fresh visits; the page has loaded and
// idled before the tap, as a person reads before they tap. Run after `npm run build`:
//   node bench/first-tap.mjs          (Chromium at /usr/bin/chromium, or CHROMIUM_PATH)
//   RUNS=5 THROTTLE=0 node bench/first-tap.mjs    (unthrottled)
import { chromium } from 'playwright-core';
import { startBuiltApp } from './support/built-app.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const THROTTLE = process.env.THROTTLE !== '0';
const READ_MS = Number(process.env.READ_MS ?? 3000);

const { base, stop } = await startBuiltApp('tap');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function phone() {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: base,
  });
  const page = await context.newPage();
  if (THROTTLE) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  return { context, page };
}

/** Milliseconds from the tap until `shown` is visible. */
async function tap(page, target, shown) {
  const box = await target.boundingBox();
  const started = performance.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await shown.waitFor({ state: 'visible', timeout: 30_000 });
  return Math.round(performance.now() - started);
}

async function settle(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(READ_MS);
}

/** The header menu's demo sign-in (Mantine's menu, or the native popover). */
const demoItem = (page) =>
  page.locator('[role=menu], [data-login-menu]').getByText('Continue as demo user', { exact: true });

async function landingLogin() {
  const { context, page } = await phone();
  await settle(page, '/');
  const login = page.getByRole('button', { name: 'Login' });
  const first = await tap(page, login, demoItem(page).first());
  await page.keyboard.press('Escape');
  await demoItem(page).first().waitFor({ state: 'hidden' });
  const later = await tap(page, login, demoItem(page).first());
  await context.close();
  return { first, later };
}

async function demoSignIn() {
  const { context, page } = await phone();
  await settle(page, '/');
  await tap(page, page.getByRole('button', { name: 'Login' }), demoItem(page).first());
  const ms = await tap(
    page,
    demoItem(page).first(), // The next page's heading: any but the landing's own.
    page
      .getByRole('heading', { level: 1 })
      .filter({ hasNotText: 'Smart Gift Ideas from Family Ad Patterns' })
      .first(),
  );
  await context.close();
  return ms;
}

// A bench user with a family, whose `/dashboard` is server-rendered (the demo user stays new).
{
  const { context, page } = await phone();
  await page.goto('/');
  await page.evaluate(async () => {
    const json = { 'content-type': 'application/json' };
    await fetch('/api/auth/dev-login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'bench@giftlens.local', firstName: 'Bench', lastName: 'User' }),
    });
    const families = await (await fetch('/api/user/families')).json();
    if (families.length === 0)
      await fetch('/api/family-accounts', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'The Bench Family' }),
      });
  });
  await context.close();
}

async function dashboardMenu() {
  const { context, page } = await phone();
  await page.goto('/');
  await page.evaluate(() =>
    fetch('/api/auth/dev-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@giftlens.local', firstName: 'Bench', lastName: 'User' }),
    }),
  );
  await settle(page, '/dashboard');
  const burger = page.getByRole('button', { name: 'Open menu' });
  const drawerLink = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').first();
  const first = await tap(page, burger, drawerLink);
  await page.keyboard.press('Escape');
  await drawerLink.waitFor({ state: 'hidden' });
  const later = await tap(page, burger, drawerLink);
  await context.close();
  return { first, later };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = { loginFirst: [], loginLater: [], demo: [], menuFirst: [], menuLater: [] };
try {
  for (let i = 0; i < RUNS; i++) {
    const login = await landingLogin();
    results.loginFirst.push(login.first);
    results.loginLater.push(login.later);
    results.demo.push(await demoSignIn());
    const menu = await dashboardMenu();
    results.menuFirst.push(menu.first);
    results.menuLater.push(menu.later);
  }
} finally {
  await browser.close();
  await stop();
}

const row = (label, xs) =>
  console.log(`${label.padEnd(44)} ${String(median(xs)).padStart(6)} ms   (${xs.join(', ')})`);
console.log(
  `first tap on a phone, ${THROTTLE ? '4x CPU, 150 ms RTT, 1.6 Mbps' : 'unthrottled'}, median of ${RUNS}`,
);
row('landing: Login -> menu, first tap', results.loginFirst);
row('landing: Login -> menu, later tap', results.loginLater);
console.log(
  `${'landing: Login, first / later'.padEnd(44)} ${(median(results.loginFirst) / median(results.loginLater)).toFixed(2).padStart(6)}`,
);
row('landing: demo sign-in -> next heading', results.demo);
row('dashboard: menu -> open, first tap', results.menuFirst);
row('dashboard: menu -> open, later tap', results.menuLater);
