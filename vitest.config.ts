import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One migrated embedded database that every API test file starts from.
    globalSetup: ['src/server/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.routes.test.ts', 'src/server/**/*.flow.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          // Files share their worker's loaded modules: each file builds its own app and database,
          // and importing the whole server again for each of them was most of the run.
          isolate: false,
          include: ['src/**/*.routes.test.ts', 'src/server/**/*.flow.test.ts'],
          setupFiles: ['src/server/test/api-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          environment: 'jsdom',
          // As for the API: each test renders with a fresh query client and cleans up (setup.ts).
          isolate: false,
          include: ['src/client/**/*.test.tsx'],
          setupFiles: ['src/client/test/setup.ts'],
          // jsdom lays out a whole Mantine form on every click: the longest form tests take several
          // seconds on a 2-core machine, and each must stay under half of this.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
