import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  test: {
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
        },
      },
      {
        resolve: { alias: { '@/': at('./apps/web/src/') } },
        test: { name: 'web', root: at('./apps/web'), environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] },
      },
      { test: { name: 'widget', root: at('./apps/widget'), environment: 'jsdom' } },
    ],
  },
});
