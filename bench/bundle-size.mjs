// Prints the landing page's initial JavaScript and CSS (what a visitor's first load fetches
// before anything is tapped), gzipped, against the 100 KB budget; then the app's own entry, which
// every signed-in page loads and the landing page runs on the first tap. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = 'dist/client';
const gz = (ref) => gzipSync(readFileSync(path.join(dir, ref)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

function initialLoad(file) {
  const html = readFileSync(path.join(dir, file), 'utf8');
  const refs = [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="(?:stylesheet|modulepreload)"[^>]*\shref)="(\/[^"]+\.(?:js|css))"/g,
    ),
  ].map((m) => m[1]);
  let js = 0;
  let css = 0;
  console.log(file);
  for (const ref of new Set(refs)) {
    const size = gz(ref);
    if (ref.endsWith('.js')) js += size;
    else css += size;
    console.log(`${kb(size)}  ${ref}`);
  }
  return { js, css };
}

// Every landing variant (one per combination of sign-ins) is the same page with other buttons.
const landing = initialLoad('landing-google-facebook-demo.html');
console.log(
  `landing initial JS: ${(landing.js / 1024).toFixed(1)} KB gzip (budget 100 KB); CSS: ${(landing.css / 1024).toFixed(1)} KB gzip`,
);
const app = initialLoad('index.html');
console.log(
  `signed-in app entry JS: ${(app.js / 1024).toFixed(1)} KB gzip; CSS: ${(app.css / 1024).toFixed(1)} KB gzip`,
);
