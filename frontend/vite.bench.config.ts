import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

/** Multi-page build of the bench harness pages into dist-bench/ (npx vite build -c vite.bench.config.ts). */
export default defineConfig({
  root: fileURLToPath(new URL('./bench-pages', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // BENCH_NOMINIFY=1 keeps names readable for CPU profiles
    minify: !process.env.BENCH_NOMINIFY,
    outDir: fileURLToPath(new URL('./dist-bench', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      input: {
        renderer: fileURLToPath(new URL('./bench-pages/renderer.html', import.meta.url)),
        designer: fileURLToPath(new URL('./bench-pages/designer.html', import.meta.url)),
      },
    },
  },
});
