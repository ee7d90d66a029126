// Each journey worker on a product server of its own (global-setup.ts starts one per worker, vitest.config.ts).

/** The worker's server among those the global setup started (VITEST_POOL_ID counts workers from 1). */
export function serverIndex(poolId: string | undefined, servers: number): number {
  const id = Number(poolId ?? '1');
  return Number.isInteger(id) && id > 0 ? (id - 1) % servers : 0;
}
