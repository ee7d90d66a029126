/**
 * Widget build: one classic script, dist/widget.js (IIFE, CSS inlined into it), plus its source map,
 * and the demo store page copied to dist/demo-site/ so the server can serve both from one folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const demoDir = fileURLToPath(new URL('./demo-site/', import.meta.url));

const demoSite = (): Plugin => ({
  name: 'switchboard-demo-site',
  apply: 'build',
  generateBundle() {
    for (const file of readdirSync(demoDir)) {
      this.emitFile({ type: 'asset', fileName: `demo-site/${file}`, source: readFileSync(`${demoDir}${file}`) });
    }
  },
});

export default defineConfig({
  publicDir: false,
  plugins: [demoSite()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // Written for error reports, never linked from widget.js nor served (widget-static.ts).
    sourcemap: 'hidden',
    lib: {
      entry: fileURLToPath(new URL('./src/main.ts', import.meta.url)),
      name: 'SwitchboardWidgetBundle',
      formats: ['iife'],
      fileName: () => 'widget.js',
    },
  },
});
