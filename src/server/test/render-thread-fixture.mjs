// A stand-in for dist/ssr/prerender.js in plugins/render-thread.test.ts: it renders from the
// answers it asks for, and can crash or hold its thread busy on request.
import { threadId } from 'node:worker_threads';

export async function renderSignedIn(url, call, clock) {
  if (url === '/crash') process.exit(3);
  if (url === '/spin') {
    const until = Date.now() + 400;
    while (Date.now() < until) {
      // Holds this thread, as a large render would.
    }
  }
  const [a, b] = await Promise.all([call('/api/a'), call('/api/b')]);
  return { html: `${a.body}|${b.body}`, title: 'Fixture', state: { threadId }, clock };
}
