import { defineConfig } from 'vitest/config';

/** Browser journeys against the built app (run `npm run build` first). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
