/**
 * The connection factory: the only place that knows whether the database is the embedded PGlite
 * (default, files in DATA_DIR/pglite, or in memory for tests) or PostgreSQL (DATABASE_URL).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { analyzeEachTable, keepStatistics } from './pglite-statistics';
import { PgliteThread } from './pglite-thread-client';

export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database: repositories accept either. */
export type Executor = Database;

/** The rows of a raw `db.execute(sql...)` result, which drizzle types as unknown on both drivers. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations in src/db/migrations (idempotent). */
  migrate(): Promise<void>;
  /** Resolves when a trivial query succeeds. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `template`: a file from writePgliteTemplate to start an in-memory database from (tests). */
  | { kind: 'pglite'; dataDir?: string; template?: string };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A connection dropped while idle (server restart, a terminated backend) must not crash the process:
    // the pool replaces it on the next checkout, and queries in flight still fail to their callers.
    pool.on('error', (err) => process.emitWarning(`A PostgreSQL connection was lost while idle: ${err.message}`));
    const db = drizzleNodePg({ client: pool });
    return handle(db as unknown as Database, 'postgres', () => migrateExclusively(target.url, () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER })), () => endPool(pool));
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // PGlite runs on its own thread so that statements never stall the sockets (pglite-thread.mjs).
  const client = await PgliteThread.create(target.dataDir, target.template);
  // A database kept in files lives for months; one in memory (tests) for seconds.
  const stopStatistics = target.dataDir ? keepStatistics(() => analyzeEachTable(client)) : () => undefined;
  return pgliteHandle(client, stopStatistics);
}

/** Held while one process migrates (seed.ts's lock is another number). */
const MIGRATION_LOCK = 74_071_302;

/**
 * Runs the migrations holding a PostgreSQL advisory lock: instances started together (a deployment, an upgrade's
 * new instances) migrate one at a time, and the later ones find nothing left to do. drizzle's migrator takes no lock
 * of its own: three at once on an empty database failed (each ran CREATE SCHEMA IF NOT EXISTS "drizzle", and the
 * catalogue's unique index refused the second).
 */
async function migrateExclusively(url: string, migrate: () => Promise<void>): Promise<void> {
  // The lock's own connection, outside the pool: holding one of a pool of one, the migrations waited for it forever.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Ends the pool once its connections are closed: pool.end() resolves when it has asked each to close, before their
 * sockets are; a database dropped (or a server stopped) in that moment terminates them, and each then fails as an
 * idle connection lost ("terminating connection due to administrator command" warnings in the test runs).
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  // A connection that failed while being opened leaves without 'remove': never wait on it for more than a moment.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise<void>((resolve) => { timer = setTimeout(resolve, 2_000).unref(); })]);
  clearTimeout(timer);
}

function pgliteHandle(client: PgliteThread, stopStatistics: () => void = () => undefined): DatabaseHandle {
  // drizzle's driver types its client as PGlite; the thread client has the part it calls.
  const db = drizzlePglite({ client: client as unknown as PGlite });
  return handle(db as unknown as Database, 'pglite', () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }), () => {
    stopStatistics();
    return client.close();
  });
}

/**
 * Writes a freshly migrated in-memory PGlite database to `path`, for `template`: opening one from it
 * takes ~1 s where initdb and the migrations take ~5 s (every test file opens its own).
 */
export async function writePgliteTemplate(path: string): Promise<void> {
  const client = await PgliteThread.create();
  try {
    await pgliteHandle(client).migrate();
    await client.dumpTo(path);
  } finally {
    await client.close();
  }
}

/** DATABASE_URL when set, else PGlite files under DATA_DIR/pglite. */
export function databaseTarget(config: { databaseUrl?: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

function handle(
  db: Database,
  kind: DatabaseHandle['kind'],
  migrate: () => Promise<void>,
  close: () => Promise<void>,
): DatabaseHandle {
  let closed = false;
  return {
    db,
    kind,
    migrate,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}
