/**
 * The PostgreSQL pool outlives a connection dropped while idle (no crash; the next query gets a new one), and
 * instances started together migrate one at a time.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createPostgresTestDatabase, createTestDatabase, postgresUrl } from '@/testing/test-db';
import { openDatabase, rowsOf } from './client';

describe.skipIf(!postgresUrl())('database client on PostgreSQL', () => {
  it('survives an idle connection terminated by the server', async () => {
    const database = await createTestDatabase('postgres');
    // Caught here rather than printed: the warning is what the test expects, not noise in the run's output.
    const warnings: string[] = [];
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation((warning: string | Error) => {
      warnings.push(typeof warning === 'string' ? warning : warning.message);
    });
    try {
      const [{ pid } = { pid: 0 }] = rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`));
      const admin = new pg.Client({ connectionString: postgresUrl() });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(warnings.some((message) => message.includes('lost while idle'))).toBe(true);
      expect(rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`))[0]?.one).toBe(1);
    } finally {
      warn.mockRestore();
      await database.close();
    }
  });

  it('migrates an empty database from three processes at once (one with a pool of one): one migrates, the others find it done', async () => {
    const database = await createPostgresTestDatabase();
    try {
      // Back to empty: the migrations' journal and every table gone.
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
      // One of them with a pool of a single connection (the test template's builder): the lock is held outside the pool.
      const instances = await Promise.all([1, 2, 3].map((n) => openDatabase({ kind: 'postgres', url: database.url, poolSize: n === 1 ? 1 : 3 })));
      try {
        await Promise.all(instances.map((instance) => instance.migrate()));
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
      const applied = rowsOf<{ count: number }>(await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`));
      const files = rowsOf<{ count: number }>(await database.db.execute(sql`select count(*)::int as count from pg_tables where schemaname = 'public'`));
      expect(applied[0]?.count).toBeGreaterThan(0);
      expect(files[0]?.count).toBeGreaterThan(40);
    } finally {
      await database.close();
    }
  });
});
