/**
 * The training thread's script when the server runs from its sources (vitest, `tsx watch`): bundled in
 * memory with esbuild (a development dependency, imported only here), as CommonJS for an `eval` worker.
 * Each module's import.meta.url becomes its source file's URL, as in the server bundle, so the NLU finds
 * the data files beside its sources (WordNet senses).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: 'ts' };
    });
  },
};

export async function bundleTrainingThread(): Promise<string> {
  // Imported here, not above: the server bundle carries this module but never runs it, nor needs esbuild.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./training-thread.ts', import.meta.url))],
    tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)),
    bundle: true, write: false, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'warning',
    plugins: [sourceUrls],
  });
  return result.outputFiles[0]!.text;
}
