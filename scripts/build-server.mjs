// Bundles the server's TypeScript (and the contracts it imports) into apps/server/dist/main.mjs with
// esbuild; installed packages stay imports. `npm start`, the browser journeys and the benchmarks run
// this bundle with plain Node: under tsx's loader the server spent a third more time in young-generation
// collections (docs/decisions.md, "Running the server").
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SERVER_BUNDLE = join(root, 'apps/server/dist/main.mjs');
const distDir = dirname(SERVER_BUNDLE);

/**
 * A module's `import.meta.url` stays its source file's URL (relative to the bundle, so the folder
 * may move): the server finds its migrations and the database thread's script beside its sources.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = `new URL(${JSON.stringify(relative(distDir, path).split('\\').join('/'))}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Installed packages are imported at run time; the server's own `@/` paths and the contracts are bundled. */
const installedPackages = {
  name: 'installed-packages',
  setup(builder) {
    const ours = /^(\.|\/|@\/|@switchboard\/)/;
    builder.onResolve({ filter: /.*/ }, ({ path, kind }) => (kind === 'entry-point' || ours.test(path) ? undefined : { path, external: true }));
  },
};

const bundleOptions = {
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  tsconfig: join(root, 'apps/server/tsconfig.json'),
  plugins: [sourceUrls, installedPackages],
  // Tells the server it runs as this bundle (bot/training/train-off-thread.ts starts dist/training-thread.mjs).
  define: { SWITCHBOARD_SERVER_BUNDLE: 'true' },
  logLevel: 'warning',
};

export async function buildServer() {
  const results = await Promise.all([
    build({ ...bundleOptions, entryPoints: [join(root, 'apps/server/src/main.ts')], outfile: SERVER_BUNDLE }),
    // The training thread's script, bot versions and dialogue policies alike (Node 20 starts no worker from TypeScript).
    build({ ...bundleOptions, entryPoints: [join(root, 'apps/server/src/bot/training/training-thread.ts')], outfile: join(distDir, 'training-thread.mjs') }),
  ]);
  // Written beside and renamed: a server starting meanwhile never reads half a bundle.
  await mkdir(distDir, { recursive: true });
  await Promise.all(results.flatMap((result) => result.outputFiles).map(async (file) => {
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }));
}

/**
 * V8 settings of the server process (docs/decisions.md, "Running the server"). No allocation-site
 * pretenuring: after a burst (a few thousand customers sending at once) V8 marks the hot path's object
 * literals "long-lived" and allocates them straight into the old generation; they die there young, and
 * until the next mark-compact each one keeps alive whatever young object it points at, which every
 * scavenge then copies and promotes. A young generation of 8 MB (semi-space) instead of Node's 16: twice
 * the scavenges, each half as long (≈ 2 ms), so a message that meets one waits less. One V8 helper
 * thread instead of four: on two cores a parallel scavenge's end waited for helpers the scheduler had
 * set aside.
 */
export const V8_FLAGS = ['--no-allocation-site-pretenuring', '--max-semi-space-size=8', '--v8-pool-size=1'];

/** The arguments that run the built server with Node (stack traces point at the TypeScript). */
export const SERVER_ARGS = [...V8_FLAGS, '--enable-source-maps', SERVER_BUNDLE];

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
