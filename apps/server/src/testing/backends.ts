/**
 * Runs an API suite on every database backend: always on PGlite, and on PostgreSQL when
 * DATABASE_URL is set (else the leg is skipped and says so). Each test starts from a freshly
 * seeded database and a new app (so caches and rate-limit counters start empty); describeBackendsShared
 * keeps one of each per file.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { buildTestApp, type TestAppOptions } from './test-app';
import { createTestDatabase, postgresUrl, resetDatabase, type Backend } from './test-db';

export interface BackendContext {
  readonly backend: Backend;
  readonly database: DatabaseHandle;
  /** The app of the current test (default configuration). */
  readonly app: App;
  /** Another app over the same database with extra settings; closed after the test. */
  buildApp(env?: Record<string, string>): Promise<App>;
}

function useBackend(backend: Backend, env: () => Record<string, string>, options: () => TestAppOptions, shared = false): BackendContext {
  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  const extra: App[] = [];
  const open = async () => {
    await resetDatabase(context.database.db);
    app = await buildTestApp(context.database, env(), options());
  };
  const close = async () => {
    await Promise.all([app, ...extra.splice(0)].map((instance) => instance?.close()));
  };
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    if (shared) await open();
  });
  afterAll(async () => {
    if (shared) await close();
    await database?.close();
  });
  if (!shared) {
    beforeEach(open);
    afterEach(close);
  }
  const context: BackendContext = {
    backend,
    get database() {
      if (!database) throw new Error('The test database is not open yet');
      return database;
    },
    get app() {
      if (!app) throw new Error('The app is built in beforeEach');
      return app;
    },
    async buildApp(env = {}) {
      const instance = await buildTestApp(context.database, env);
      extra.push(instance);
      return instance;
    },
  };
  return context;
}

/**
 * `env` gives extra settings for each test's app (read in beforeEach, e.g. an SMTP_URL started in beforeAll);
 * `options` what else the app takes (read in beforeEach too, e.g. a new manual routing clock per test).
 */
export function describeBackends(
  name: string, suite: (context: BackendContext) => void, env: () => Record<string, string> = () => ({}), options: () => TestAppOptions = () => ({}),
): void {
  describe(`${name} [PGlite]`, () => suite(useBackend('pglite', env, options)));
  const url = postgresUrl();
  if (!url) console.info(`PostgreSQL leg of "${name}" SKIPPED: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.`);
  describe.skipIf(!url)(`${name} [PostgreSQL]`, () => suite(useBackend('postgres', env, options)));
}

/**
 * The same, with one seeded database and one app for the whole file (built before the suite's own beforeAll):
 * for suites that write one fixture in beforeAll and only read it, so each test costs no reset and no app.
 */
export function describeBackendsShared(name: string, suite: (context: BackendContext) => void): void {
  describe(`${name} [PGlite]`, () => suite(useBackend('pglite', () => ({}), () => ({}), true)));
  const url = postgresUrl();
  if (!url) console.info(`PostgreSQL leg of "${name}" SKIPPED: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.`);
  describe.skipIf(!url)(`${name} [PostgreSQL]`, () => suite(useBackend('postgres', () => ({}), () => ({}), true)));
}
