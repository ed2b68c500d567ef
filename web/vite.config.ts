// Vite build for the web app. Root is web/ so index.html lives here; the server serves web/dist.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShellWorker } from './build/appShellWorker.ts';
import { precompress } from './build/precompress.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  plugins: [react(), appShellWorker(here), precompress()],
  css: { postcss: here },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Tremor and RJSF chunks are large by nature; they load only on the routes that need them.
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
