import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one file at a time; the API tests spend most of their time
    // waiting on a database, so two at a time use the second core (the server tests: 14 → 11 min).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', root: at('./packages/contracts'), environment: 'node' } },
      {
        resolve: { alias: { '@/': at('./apps/server/src/') } },
        test: {
          name: 'server',
          root: at('./apps/server'),
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The server's files share each worker's module cache: every file imports the whole app
          // (Fastify, socket.io, drizzle, PGlite), ~1 s a file isolated (server tests 237 → 178 s).
          // Their state lives in the app and database each file builds, not in modules.
          isolate: false,
        },
      },
      // Components render in jsdom; the console's plain logic (*.test.ts) runs without a DOM, which
      // saves every such file jsdom's start (~1 s). A .ts test that needs one says so in a
      // `// @vitest-environment jsdom` first line.
      {
        resolve: { alias: { '@/': at('./apps/web/src/') } },
        // jsdom renders of antd forms take seconds while the server project's database legs share the two cores:
        // 5 s (the default) timed out whole pages there; a time limit is not a speed goal (bench/ holds those).
        test: { name: 'web', root: at('./apps/web'), include: ['src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['./src/test-setup.ts'], testTimeout: 15_000, hookTimeout: 20_000 },
      },
      {
        resolve: { alias: { '@/': at('./apps/web/src/') } },
        test: { name: 'web-logic', root: at('./apps/web'), include: ['src/**/*.test.ts', 'vite/**/*.test.ts'], environment: 'node', setupFiles: ['./src/test-setup.ts'] },
      },
      { test: { name: 'widget', root: at('./apps/widget'), environment: 'jsdom' } },
      // The benchmarks' own logic (their measures, e.g. bench/nlu/metrics.ts), not the benchmarks.
      { test: { name: 'bench', root: at('./bench'), include: ['**/*.test.ts'], exclude: ['**/node_modules/**'], environment: 'node' } },
    ],
  },
});
