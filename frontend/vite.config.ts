import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { formPage } from './vite.formPage';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8000';
const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react(), antdFirstPaint({ root, alias, entry: '/src/app/antdFirstPaint.ssr.tsx' }), formPage({ root, alias })],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React + React DOM on their own (they change rarely, so this file stays cached across
            // deploys). The chunk also starts React DOM's client itself: see src/app/reactDomInit.ts.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]reactDomInit\.ts$/,
              priority: 20,
            },
            // The rest of node_modules that the first screen needs (router, axios, antd's core and the
            // sign-in form's components) in one file instead of dozens of tiny shared chunks.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            // The app's own first-screen modules that lazy pages share too (http, storage, ...): with
            // the entry, not in small files of their own.
            { name: 'main', tags: ['$initial'] },
            // antd's message / notification / modal holders, loaded together on first need (feedback.ts).
            {
              name: 'antd-feedback',
              test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](app|message|modal|notification|skeleton)|@rc-component[\\/](dialog|notification))[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // jsdom + antd renders are slow on a busy 2-core machine; a test still fails on a wrong result.
    testTimeout: 60_000,
    // Vitest's default leaves a core free (one worker on a 2-core machine); `make test` runs vitest on its
    // own, so every core takes files (2 min instead of 3 here).
    maxWorkers: availableParallelism(),
  },
});

/**
 * Build-time copy of the CSS that antd's CSS-in-JS would generate for the sign-in form.
 *
 * Generating those rules (style objects → CSS text → stylis → <style> tags) was the largest part of
 * the sign-in page's first render. This plugin bundles `src/app/antdFirstPaint.ssr.tsx` for Node,
 * renders the form there, extracts the rules with @ant-design/cssinjs' `extractStyle` and links them
 * at the top of index.html (before the app's own CSS, where antd's runtime styles go too). The file
 * carries cssinjs' cache-path marker, so in the browser each component whose style is already in the
 * file skips generating it; anything else is still styled at runtime. The rules refer to antd's
 * CSS variables, so they are the same for every theme colour. If the snapshot cannot be made, the
 * build warns and every style is generated at runtime as before.
 */
interface FirstPaintOptions {
  /** Project root (where index.html is). */
  root: string;
  /** Aliases of the app (the `@` → src mapping). */
  alias: Record<string, string>;
  /** Module, relative to root, exporting `firstPaintCss(): string`. */
  entry: string;
}

async function renderSnapshot({ root, alias, entry }: FirstPaintOptions): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'antd-first-paint-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      cacheDir: join(outDir, '.vite'),
      plugins: [react()],
      resolve: { alias },
      // One self-contained bundle: antd, cssinjs and React resolve exactly as in the browser build.
      ssr: { noExternal: true, target: 'node' },
      build: {
        ssr: entry,
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        minify: false,
        rolldownOptions: { output: { format: 'es', entryFileNames: 'snapshot.mjs', codeSplitting: false } },
      },
    });
    const mod = (await import(pathToFileURL(join(outDir, 'snapshot.mjs')).href)) as { firstPaintCss: () => string };
    return mod.firstPaintCss();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

function antdFirstPaint(options: FirstPaintOptions): Plugin {
  let asset: { fileName: string; source: string } | null = null;
  let base = '/';
  return {
    name: 'antd-first-paint',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      asset = null;
      try {
        const source = await renderSnapshot(options);
        if (!source.includes('data-ant-cssinjs-cache-path')) throw new Error('no styles were extracted');
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        asset = { fileName: `assets/antd-first-paint-${hash}.css`, source };
      } catch (error) {
        this.warn(`sign-in page CSS snapshot skipped, antd will generate it at runtime: ${String(error)}`);
      }
    },
    generateBundle() {
      if (asset) this.emitFile({ type: 'asset', fileName: asset.fileName, source: asset.source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!asset) return html;
        const link = `<link rel="stylesheet" crossorigin href="${base}${asset.fileName}">`;
        const charset = /<meta charset[^>]*>/i;
        if (charset.test(html)) return html.replace(charset, (meta) => `${meta}\n    ${link}`);
        return { html, tags: [{ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: base + asset.fileName }, injectTo: 'head-prepend' }] };
      },
    },
  };
}
