// A throw-away PostgreSQL database for one benchmark run: created from a base URL, dropped afterwards
// (WITH (FORCE), so a server that did not close its pool cannot keep it alive).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TempDatabase {
  url: string;
  name: string;
  drop: () => Promise<void>;
}

async function admin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTempDatabase(baseUrl: string): Promise<TempDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => admin(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** The PostgreSQL server benchmarks may use: BENCH_DATABASE_URL, else DATABASE_URL; undefined (said as `skipped`) when neither is set. */
export function benchPostgresUrl(skipped: string): string | undefined {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) console.log(`${skipped} (set BENCH_DATABASE_URL or DATABASE_URL to a PostgreSQL server).`);
  return url;
}

/** `work` on a throw-away database of `baseUrl`, dropped afterwards whatever happens. */
export async function withTempDatabase<T>(baseUrl: string, work: (database: TempDatabase) => Promise<T>): Promise<T> {
  const temp = await createTempDatabase(baseUrl);
  try {
    return await work(temp);
  } finally {
    await temp.drop();
  }
}
