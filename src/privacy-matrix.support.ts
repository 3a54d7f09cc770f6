// What the privacy tests share: an app that also renders the signed-in dashboard (one of the read
// paths), with an OpenAI-compatible stand-in whose prompts the tests read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as renderer from './client/prerender';
import { type OpenAiStandIn, startOpenAiStandIn } from './server/test/openai-stand-in';
import { createTestApp, type TestApp, testConfig } from './server/test/test-app';

const SHELL = `<!doctype html><html><head><title>GiftLens</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

export interface RenderingApp {
  t: TestApp;
  ai: OpenAiStandIn;
  close(): Promise<void>;
}

/** The test app with AI configured (answered by the stand-in) and the dashboard rendered on the server. */
export async function startRenderingApp(): Promise<RenderingApp> {
  const ai = await startOpenAiStandIn();
  const clientDir = mkdtempSync(path.join(tmpdir(), 'giftlens-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  const t = await createTestApp(
    testConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: ai.url, OPENAI_MODEL: 'test-model' }),
    { clientDir, renderer },
  );
  return {
    t,
    ai,
    async close() {
      await t.close();
      await ai.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

/** The server-rendered dashboard as this session sees it. */
export async function dashboardOf(t: TestApp, cookie: string) {
  const page = await t.request({
    method: 'GET',
    url: '/dashboard',
    cookie,
    headers: { accept: 'text/html' },
  });
  return { status: page.statusCode, body: page.body };
}
