import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The cluster tests (apps/server/src/cluster, docs/operations.md): several server processes on PostgreSQL and a Redis
// of their own behind HAProxy, killed and restarted. One file at a time: each starts its own cluster, and two at once
// on two cores would measure the machine's contention rather than the deployment.
export default defineConfig({
  resolve: { alias: { '@/': at('./apps/server/src/') } },
  test: {
    name: 'cluster',
    root: at('./apps/server'),
    include: ['src/cluster/**/*.cluster.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
