import { defineConfig } from 'vitest/config';

/** Browser journeys against the built app (run `npm run build` first). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A page waits on a real server and browser: on the landing page the app itself starts on
    // the first tap (public/app-boot.js), so a second is too short for what follows it.
    expect: { poll: { timeout: 5_000 } },
  },
});
