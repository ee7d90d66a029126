/**
 * Runs an API suite on the database backends: PGlite always, PostgreSQL when DATABASE_URL is set (else that leg is
 * skipped and says so). Each test starts from a freshly seeded database and a new app (so caches and rate-limit
 * counters start empty); the *Shared forms keep one of each per file.
 *
 * With both backends available, an API suite runs on one of them, picked by its name (half the suites each, the same
 * one every run): the same SQL runs on both, and running every suite twice cost a third of the whole test run. Suites
 * whose subject is the storage itself (SQL semantics, locks, concurrent writers) use describeEveryBackend, and
 * TEST_EVERY_BACKEND=1 runs every suite on both (docs/decisions.md, "Test legs").
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

type Suite = (context: BackendContext) => void;
type Env = () => Record<string, string>;
type Options = () => TestAppOptions;

const everySuiteOnEveryBackend = (): boolean => process.env.TEST_EVERY_BACKEND === '1';

/** FNV-1a of the suite's name: a stable half of the suites for each backend. */
function backendOf(name: string): Backend {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index += 1) hash = Math.imul(hash ^ name.charCodeAt(index), 0x01000193);
  return (hash >>> 0) % 2 === 0 ? 'pglite' : 'postgres';
}

function describeOn(backends: readonly Backend[], name: string, leg: (backend: Backend) => BackendContext, suite: Suite): void {
  const url = postgresUrl();
  if (backends.includes('pglite')) describe(`${name} [PGlite]`, () => suite(leg('pglite')));
  if (!backends.includes('postgres')) return;
  if (!url) console.info(`PostgreSQL leg of "${name}" SKIPPED: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.`);
  describe.skipIf(!url)(`${name} [PostgreSQL]`, () => suite(leg('postgres')));
}

/** PGlite without DATABASE_URL; with it, the backend the name picks (both under TEST_EVERY_BACKEND=1). */
function legsOf(name: string): readonly Backend[] {
  if (!postgresUrl() || everySuiteOnEveryBackend()) return ['pglite', 'postgres'];
  return [backendOf(name)];
}

/**
 * `env` gives extra settings for each test's app (read in beforeEach, e.g. an SMTP_URL started in beforeAll);
 * `options` what else the app takes (read in beforeEach too, e.g. a new manual routing clock per test).
 */
export function describeBackends(name: string, suite: Suite, env: Env = () => ({}), options: Options = () => ({})): void {
  describeOn(legsOf(name), name, (backend) => useBackend(backend, env, options), suite);
}

/** The same on every backend, for suites about the storage itself (SQL semantics, locks, concurrent writers). */
export function describeEveryBackend(name: string, suite: Suite, env: Env = () => ({}), options: Options = () => ({})): void {
  describeOn(['pglite', 'postgres'], name, (backend) => useBackend(backend, env, options), suite);
}

/**
 * describeBackends with one seeded database and one app for the whole file (built before the suite's own beforeAll):
 * for suites that write one fixture in beforeAll and only read it, so each test costs no reset and no app.
 */
export function describeBackendsShared(name: string, suite: Suite): void {
  describeOn(legsOf(name), name, (backend) => useBackend(backend, () => ({}), () => ({}), true), suite);
}
