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
