import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';

// `ANALYZE=1 npm run build` maps what each client chunk holds into bundle-stats/ (gitignored): a
// treemap to look at, and the same figures as JSON for bench/bundle-contents.mjs, which adds the
// gzip sizes. Sizes are read through source maps, so they are the minified code's; the maps are
// referenced from no file served, but such a build is for measuring, not for deploying.
const analyze = process.env.ANALYZE === '1';
const bundleStats = (): PluginOption[] =>
  (['treemap', 'raw-data'] as const).map((template) => ({
    ...visualizer({
      template,
      filename: `bundle-stats/client.${template === 'treemap' ? 'html' : 'json'}`,
      sourcemap: true,
    }),
    // The server bundle (scripts/build-server.mjs) would overwrite the client's map.
    apply: (_config, env) => !env.isSsrBuild,
  }));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(analyze ? bundleStats() : [])],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: analyze ? 'hidden' : false,
    // scripts/build-server.mjs reads which files the app needs to start (then removes it).
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    // The API of `npm run dev` listens on PORT (3000 unless set).
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
}));
