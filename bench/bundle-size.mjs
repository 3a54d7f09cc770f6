// Prints the landing page's initial JavaScript and CSS (what a visitor's first load fetches
// before anything is tapped), gzipped, against the 100 KB budget; then the app's own entry, which
// every signed-in page loads and the landing page runs on the first tap. Run after `npm run build`.
// `node bench/bundle-contents.mjs` says what the entry holds. e2e/bundle-budget.spec.ts holds
// the build to both budgets.
import { initialLoad } from './support/initial-load.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

function print(page) {
  const load = initialLoad(page);
  console.log(page);
  for (const { ref, size } of load.files) console.log(`${kb(size)}  ${ref}`);
  return load;
}

// Every landing variant (one per combination of sign-ins) is the same page with other buttons.
const landing = print('landing-google-facebook-demo.html');
console.log(
  `landing initial JS: ${(landing.js / 1024).toFixed(1)} KB gzip (budget 100 KB); CSS: ${(landing.css / 1024).toFixed(1)} KB gzip`,
);
const app = print('index.html');
console.log(
  `signed-in app entry JS: ${(app.js / 1024).toFixed(1)} KB gzip (budget 100 KB); CSS: ${(app.css / 1024).toFixed(1)} KB gzip`,
);
