import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIR, initialLoad } from '../bench/support/initial-load.mjs';

/** The budgets of docs (engineering.md): initial JavaScript, gzipped. */
const ENTRY_BUDGET = 100 * 1024;
/** The landing page runs two small scripts and no app code (decisions 0020, 0026). */
const LANDING_BOOT_BUDGET = 4 * 1024;

const landingPages = () => readdirSync(CLIENT_DIR).filter((file) => /^landing-.+\.html$/.test(file));
const appFilesOf = (html: string) => html.match(/data-app="([^"]+)"/)?.[1]?.split(' ') ?? [];

describe('the built client', () => {
  it('starts a signed-in page with at most 100 KB of JavaScript, gzipped', () => {
    const entry = initialLoad('index.html');
    const listing = entry.files.map((f) => `${f.ref} ${(f.size / 1024).toFixed(1)} KB`).join(', ');
    expect(entry.js, `index.html loads ${listing}`).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  it('sends every landing page with its boot scripts only, no module of the app', () => {
    expect(landingPages().length).toBeGreaterThan(0);
    for (const page of landingPages()) {
      const landing = initialLoad(page);
      expect(landing.html, page).not.toMatch(/type="module"|rel="modulepreload"/);
      expect(landing.js, page).toBeLessThanOrEqual(LANDING_BOOT_BUDGET);
    }
  });

  it('has the boot script prefetch the entry first, then every existing file the app needs to start', () => {
    const entry = initialLoad('index.html').html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    for (const page of ['app-shell.html', ...landingPages()]) {
      const files = appFilesOf(initialLoad(page).html);
      expect(files[0], page).toBe(entry);
      // The app the entry loads (src/client/app/start.tsx) would otherwise be fetched on the first tap.
      expect(
        files.some((file) => /^\/assets\/start-[\w-]+\.js$/.test(file)),
        page,
      ).toBe(true);
      for (const file of files) expect(existsSync(path.join(CLIENT_DIR, file)), file).toBe(true);
    }
  });
});
