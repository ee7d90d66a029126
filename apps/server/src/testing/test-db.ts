/**
 * Test databases with the real migrations: an in-memory PGlite, or (when DATABASE_URL is set) a
 * fresh PostgreSQL database created for the run and dropped afterwards, so runs are repeatable.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import pg from 'pg';
import { argon2id, hash } from 'argon2';
import { loadConfig } from '@/config/config';
import { MIGRATIONS_FOLDER, openDatabase, rowsOf, writePgliteTemplate, type Database, type DatabaseHandle } from '@/db/client';
import { DEMO_PASSWORD } from '@/seed/demo-brand';
import { seedDemoBrand } from '@/seed/seed';

export type Backend = 'pglite' | 'postgres';

/** The PostgreSQL server for the PostgreSQL leg, from DATABASE_URL (undefined = leg skipped). */
export const postgresUrl = (): string | undefined => loadConfig().databaseUrl;

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** PGlite's version, from its package.json (which its exports do not list). */
function pgliteVersion(): string {
  for (let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === '@electric-sql/pglite') return manifest.version ?? '';
  }
  return '';
}

/** A digest of the migrations (and `salt`): a template named by it is remade when a migration changes. */
function migrationsDigest(salt: string): string {
  const digest = createHash('sha256').update(salt);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else digest.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return digest.digest('hex').slice(0, 16);
}

/** The migrated template's file: named by the migrations and the PGlite version, so a change makes a new one. */
function pgliteTemplatePath(): string {
  return join(tmpdir(), `switchboard-test-pglite-${migrationsDigest(pgliteVersion())}.tar`);
}

/**
 * An in-memory PGlite started from a migrated template shared by every test file (each runs in its
 * own process): ~1 s instead of ~5 s of initdb and migrations. The migrations still run (a no-op
 * check) so a stale template can never hide a missing one.
 */
async function openPgliteFromTemplate(): Promise<DatabaseHandle> {
  const template = pgliteTemplatePath();
  if (!existsSync(template)) await writePgliteTemplate(template);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ kind: 'pglite', template });
  } catch (error) {
    rmSync(template, { force: true }); // unreadable: the next file writes it again
    throw error;
  }
  await handle.migrate();
  return handle;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_PREFIX = 'switchboard_template_';

/**
 * A migrated PostgreSQL database that each file's database is copied from: a copy takes ~0.2 s where the 43
 * migrations took ~2 s, for each of the ~130 files with a PostgreSQL leg. Named by the migrations' digest; built under
 * an advisory lock (two workers start at once), under another name until it is complete, so a half-built one is never
 * copied. The migrations still run on each copy (a no-op check), so a stale template can never hide a missing one.
 */
let template: Promise<string> | undefined;
function postgresTemplate(base: string): Promise<string> {
  template ??= (async () => {
    const name = `${TEMPLATE_PREFIX}${migrationsDigest('postgres')}`;
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [TEMPLATE_PREFIX]);
      const existing = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEMPLATE_PREFIX}%`]);
      if (existing.rows.some((row) => row.datname === name)) return name;
      // A half-built one (a run killed while building: the lock is ours, so nobody is building now). Complete templates
      // of other migrations stay: another checkout's run may be copying one.
      for (const { datname } of existing.rows.filter((row) => row.datname.endsWith('_building'))) await client.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
      const building = `${name}_building`;
      await client.query(`CREATE DATABASE "${building}"`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(base, building), poolSize: 1 });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [TEMPLATE_PREFIX]).catch(() => undefined);
      await client.end();
    }
  })();
  template.catch(() => { template = undefined; });
  return template;
}

export async function createTestDatabase(backend: Backend): Promise<DatabaseHandle> {
  return backend === 'pglite' ? openPgliteFromTemplate() : createPostgresTestDatabase();
}

/**
 * A fresh, migrated database on DATABASE_URL's server, dropped by close(); `url` reaches it (the cluster tests hand
 * it to the server processes they start).
 */
export async function createPostgresTestDatabase(): Promise<DatabaseHandle & { url: string }> {
  const base = postgresUrl();
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `switchboard_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(base, `CREATE DATABASE "${name}" TEMPLATE "${await postgresTemplate(base)}"`);
  const url = databaseUrl(base, name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * The demo password hashed with argon2id at its lowest cost. The product's cost (64 MiB, 3 passes)
 * makes every sign-in ~120 ms of four threads, and the API tests sign in hundreds of times; what
 * they test is the API, not the hash's cost, and verify reads the cost from the stored hash.
 */
let cheapDemoHash: Promise<string> | undefined;

/** Empties every table and seeds the demo brand again. */
export async function resetDatabase(db: Database): Promise<void> {
  cheapDemoHash ??= hash(DEMO_PASSWORD, { type: argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  await emptyEveryTable(db);
  await seedDemoBrand(db, { passwordHash: await cheapDemoHash });
}

/**
 * Every table of the public schema (the migrations journal lives in the drizzle schema), so a new table never
 * needs a line here. DELETE of the tables that hold rows, with foreign-key checks and triggers off (replica role),
 * rather than TRUNCATE: on PostgreSQL a TRUNCATE of 42 tables makes new files for each and their indexes, 1.2–1.5 s
 * before every test against ~40 ms. Sequences are not restarted: the one identity column (conversation_events.id) only
 * orders a conversation's events, and no test reads its values.
 */
async function emptyEveryTable(db: Database): Promise<void> {
  const tables = rowsOf<{ tablename: string }>(await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`));
  if (tables.length === 0) return;
  const holdingRows = tables.map(({ tablename }) => `select '${tablename}' as name where exists (select 1 from "${tablename}")`).join(' union all ');
  await retryingDeadlocks(() => db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const { name } of rowsOf<{ name: string }>(await tx.execute(sql.raw(holdingRows)))) await tx.execute(sql.raw(`delete from "${name}"`));
  }));
}

const DEADLOCK_DETECTED = '40P01';

function isDeadlock(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: unknown }).code === DEADLOCK_DETECTED) return true;
  }
  return false;
}

/**
 * The previous test's app may still be finishing background work (a routing pass, a stats write)
 * on the shared pool when the next test empties the tables; PostgreSQL then picks one side of the
 * lock cycle as the victim. When that is the emptying, doing it again once the other side is done
 * is the right move: the test only needs empty tables.
 */
async function retryingDeadlocks(empty: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await empty();
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** One in-memory PGlite database for a test file, freshly seeded before each test. */
export function useSeededPglite(): { readonly database: DatabaseHandle } {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetDatabase(handle.database.db);
  });
  const handle = {
    get database(): DatabaseHandle {
      if (!database) throw new Error('The test database is not open yet');
      return database;
    },
  };
  return handle;
}
