// Renders the phone screenshots the screenshot-reading tests read (issue 31): each sheet of
// src/server/test/ad-sheet-screens/sheets.json drawn as a phone shows a "Why am I seeing this
// ad?" sheet (390 CSS px wide at 3x, so 1170 px like an iPhone's), in its theme and font, over a
// blurred post, and saved as <name>.png beside it. The PNGs are committed; run this only after
// changing sheets.json: node scripts/render-ad-sheet-screens.mjs  (needs /usr/bin/chromium and
// the fonts named there: Debian's fonts-dejavu-core and fonts-liberation).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const folder = path.resolve('src/server/test/ad-sheet-screens');
const sheets = JSON.parse(await readFile(path.join(folder, 'sheets.json'), 'utf8'));

const THEMES = {
  light: {
    page: '#f0f2f5',
    sheet: '#ffffff',
    text: '#1c1e21',
    muted: '#65676b',
    line: '#dadde1',
    accent: '#0866ff',
  },
  dark: {
    page: '#000000',
    sheet: '#242526',
    text: '#e4e6eb',
    muted: '#b0b3b8',
    line: '#3e4042',
    accent: '#4599ff',
  },
};

const escapeHtml = (s) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** One line of the sheet as its kind draws it. */
function block({ kind, text }) {
  const t = escapeHtml(text);
  if (kind === 'title') return `<h1>${t}</h1>`;
  if (kind === 'section') return `<h2>${t}</h2>`;
  if (kind === 'advertiser')
    return `<div class="adv"><span class="logo">${t.slice(0, 1)}</span><b>${t}</b></div>`;
  if (kind === 'item') return `<div class="item"><span class="icon"></span><p>${t}</p></div>`;
  if (kind === 'button') return `<div class="button">${t}</div>`;
  if (kind === 'link') return `<p class="link">${t}</p>`;
  return `<p>${t}</p>`;
}

function page(sheet) {
  const c = THEMES[sheet.theme];
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 390px; height: 844px; background: ${c.page}; font-family: '${sheet.font}'; color: ${c.text}; overflow: hidden; }
  .status { height: 44px; display: flex; justify-content: space-between; padding: 14px 24px 0; font-size: 15px; font-weight: 600; }
  .post { height: 190px; margin: 8px 12px; border-radius: 8px; background: linear-gradient(135deg, #8f94fb, #4e54c8); filter: blur(6px); opacity: .55; }
  .sheet { position: absolute; left: 0; right: 0; bottom: 0; top: 170px; background: ${c.sheet}; border-radius: 14px 14px 0 0; padding: 10px 20px; }
  .handle { width: 40px; height: 5px; border-radius: 3px; background: ${c.line}; margin: 0 auto 16px; }
  h1 { font-size: 19px; font-weight: 700; text-align: center; margin-bottom: 16px; }
  h2 { font-size: 16px; font-weight: 700; margin: 16px 0 8px; }
  p { font-size: 15px; line-height: 1.4; margin: 0 0 10px; }
  .adv { display: flex; align-items: center; gap: 10px; margin-bottom: 12px; font-size: 16px; }
  .logo { width: 36px; height: 36px; border-radius: 50%; background: ${c.accent}; color: #fff; display: grid; place-items: center; font-weight: 700; }
  .item { display: flex; gap: 12px; align-items: flex-start; padding: 8px 0; border-bottom: 1px solid ${c.line}; }
  .item p { margin: 0; }
  .icon { flex: none; width: 22px; height: 22px; border-radius: 50%; border: 2px solid ${c.muted}; margin-top: 1px; }
  .button { margin-top: 14px; padding: 10px; border-radius: 8px; background: ${c.line}; text-align: center; font-weight: 600; font-size: 15px; }
  .link { color: ${c.accent}; font-weight: 600; }
  </style></head><body>
  <div class="status"><span>9:41</span><span>5G 87%</span></div>
  <div class="post"></div>
  <div class="sheet"><div class="handle"></div>${sheet.lines.map(block).join('\n')}</div>
  </body></html>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  const tab = await context.newPage();
  for (const sheet of sheets) {
    await tab.setContent(page(sheet));
    await tab.evaluate(() => document.fonts.ready);
    const shot = await tab.screenshot({ type: 'png' });
    // Palette PNG: a screenshot's flat colours keep their look at a fraction of the bytes.
    const png = await sharp(shot).png({ palette: true, colours: 64, compressionLevel: 9 }).toBuffer();
    await writeFile(path.join(folder, `${sheet.name}.png`), png);
    console.log(`${sheet.name}.png ${Math.round(png.length / 1024)} KB`);
  }
} finally {
  await browser.close();
}
