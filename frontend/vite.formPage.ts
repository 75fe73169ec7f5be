import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/**
 * Builds the standalone form page (`form.html`, src/formPage) into the console's output directory,
 * after the console's own build, as a separate bundle: it shares no chunk with the console, so the
 * page downloads the form renderer and what it needs, not the signed-in shell. The server serves it
 * as `/form.html?id=<form id>`. A failure only warns (the console build stands).
 */
export function formPage({ root, alias }: { root: string; alias: Record<string, string> }): Plugin {
  let outDir = '';
  return {
    name: 'form-page',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          resolve: { alias },
          build: {
            target: 'es2022',
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            chunkSizeWarningLimit: 1500,
            rolldownOptions: { input: { form: resolve(root, 'form.html') } },
          },
        });
      } catch (error) {
        this.warn(`standalone form page not built: ${String(error)}`);
      }
    },
  };
}
