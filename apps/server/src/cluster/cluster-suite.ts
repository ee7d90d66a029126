/** The cluster tests' suites: one cluster per suite (cluster.ts), started before its tests and stopped after them. */
import { afterAll, beforeAll, describe } from 'vitest';
import { postgresUrl } from '@/testing/test-db';
import { Cluster, type ClusterOptions } from './cluster';
import { postgresBin } from './postgres-server';

/**
 * A suite over one cluster started before it and stopped after it. Needs a PostgreSQL server (DATABASE_URL, as the
 * PostgreSQL legs of the unit tests): without one the suite is skipped and says so.
 */
export function describeCluster(name: string, options: ClusterOptions, suite: (cluster: () => Cluster) => void): void {
  const enabled = options.postgres === 'own' ? Boolean(postgresBin()) : Boolean(postgresUrl());
  if (!enabled) {
    console.info(options.postgres === 'own'
      ? `Cluster suite "${name}" SKIPPED: it runs PostgreSQL's own binaries (apt-get install postgresql).`
      : `Cluster suite "${name}" SKIPPED: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.`);
  }
  describe.skipIf(!enabled)(`${name} [${options.instances} instances]`, () => {
    let cluster: Cluster | undefined;
    beforeAll(async () => {
      cluster = await Cluster.start(options);
    }, 120_000);
    afterAll(async () => {
      await cluster?.stop();
    }, 60_000);
    suite(() => {
      if (!cluster) throw new Error('The cluster starts in beforeAll');
      return cluster;
    });
  });
}
