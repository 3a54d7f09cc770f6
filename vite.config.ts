import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    // The API of `npm run dev` listens on PORT (3000 unless set).
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
