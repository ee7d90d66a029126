// `npm start`: builds the console and the widget when their sources are newer than their builds, bundles the server,
// then runs it (console + API + realtime) on PORT (8080) with the embedded database in DATA_DIR (./data).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_ARGS } from './build-server.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const webDist = join(root, 'apps/web/dist');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Each front end is rebuilt when its sources (or the contracts) are newer than its build. */
const FRONT_ENDS = [
  { name: 'console', dir: 'apps/web', built: 'apps/web/dist/index.html', sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts'] },
  { name: 'widget', dir: 'apps/widget', built: 'apps/widget/dist/widget.js', sources: ['apps/widget/src', 'apps/widget/demo-site', 'apps/widget/vite.config.ts'] },
];
for (const app of FRONT_ENDS) {
  const builtAt = newestMtime(join(root, app.built));
  const sourcesAt = Math.max(...[...app.sources, 'packages/contracts/src'].map((p) => newestMtime(join(root, p))));
  if (builtAt !== 0 && sourcesAt <= builtAt) continue;
  console.log(`Building the ${app.name}…`);
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', app.dir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // As the packages' own build scripts do: the brotli and gzip copies the server sends to browsers that accept them.
  const compress = spawnSync(process.execPath, [join(root, 'scripts/compress-assets.mjs'), join(root, app.dir, 'dist')], { cwd: root, stdio: 'inherit' });
  if (compress.status !== 0) process.exit(compress.status ?? 1);
}

// Always: bundling takes half a second, and a stale bundle would run old code.
await buildServer();
const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    WEB_DIST: process.env.WEB_DIST ?? webDist,
    DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
