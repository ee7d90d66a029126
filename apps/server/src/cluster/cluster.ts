/**
 * Several server instances on one PostgreSQL database and one Redis, behind HAProxy: the deployment of
 * docs/operations.md on one machine. The database is a fresh one on DATABASE_URL's server (dropped afterwards), the
 * Redis a redis-server of the cluster's own (tests kill it), the balancer deploy/haproxy.cfg. Tests talk to `url`
 * (the balancer) as browsers would, and to an instance directly only to ask it something (its /health).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthSchema, loginDataSchema, type Health, type LoginData } from '@switchboard/contracts/auth/auth.schemas';
import type { DatabaseHandle } from '@/db/client';
import { DEMO_PASSWORD } from '@/seed/demo-brand';
import { openDatabase } from '@/db/client';
import { createPostgresTestDatabase, resetDatabase } from '@/testing/test-db';
// eslint-disable-next-line no-restricted-imports -- scripts/ is no package: the server's build lives beside start.mjs
import { buildServer } from '../../../../scripts/build-server.mjs';
import { freePort } from './child';
import { Balancer } from './haproxy';
import { Instance } from './instance';
import { PostgresServer } from './postgres-server';
import { RedisServer } from './redis-server';

export interface ClusterOptions {
  /** How many instances (app1, app2, …). */
  instances: number;
  /** 'own': a redis-server of the cluster's own, running (default); 'later': the same, started by the test. */
  redis?: 'own' | 'later';
  /** More settings for every instance. */
  env?: Record<string, string>;
  /**
   * 'shared': a fresh database on DATABASE_URL's server (default); 'own': a PostgreSQL server of the cluster's own
   * (postgres-server.ts), which the test may crash and start again.
   */
  postgres?: 'shared' | 'own';
}

/**
 * Every test client connects from 127.0.0.1, so the per-address budgets of one real visitor would refuse the tests'
 * own reconnections; raised here (and only here), each instance still applies them.
 */
const TEST_ENV = {
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  WEBCHAT_ADDRESS_CONNECTIONS_PER_MINUTE: '100000',
  WEBCHAT_ADDRESS_NEW_CHATS_PER_HOUR: '100000',
  LOGIN_RATE_LIMIT_MAX_PER_ADDRESS: '100000',
  // No console build: these tests use the API and the sockets only.
  WEB_DIST: '/nonexistent',
};

type Database = DatabaseHandle & { url: string };

/** The database of the cluster's own PostgreSQL server (Cluster.stop stops the server). */
async function ownDatabase(dir: string): Promise<Database & { server: PostgresServer }> {
  const server = await PostgresServer.create(dir);
  await server.start();
  const handle = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 2 });
  await handle.migrate();
  return { ...handle, url: server.url, server };
}

export class Cluster {
  private constructor(
    readonly dir: string,
    private handle: Database,
    readonly redis: RedisServer,
    readonly instances: Instance[],
    readonly balancer: Balancer,
    /** The cluster's own PostgreSQL server (option postgres: 'own'). */
    readonly postgres: PostgresServer | null,
  ) {}

  /** The test's own connection to the cluster's database, for assertions on what it holds. */
  get database(): Database {
    return this.handle;
  }

  /** Closes the test's own connections: before its own PostgreSQL stops (an idle connection cut is a process warning). */
  async closeDatabase(): Promise<void> {
    await this.handle.close();
  }

  /** Opens the test's connections again (after closeDatabase). */
  async reopenDatabase(): Promise<void> {
    this.handle = { ...(await openDatabase({ kind: 'postgres', url: this.handle.url, poolSize: 2 })), url: this.handle.url };
  }

  static async start(options: ClusterOptions): Promise<Cluster> {
    const dir = mkdtempSync(join(tmpdir(), 'switchboard-cluster-'));
    const started: { database?: DatabaseHandle; postgres?: PostgresServer; redis?: RedisServer; instances: Instance[]; balancer?: Balancer } = { instances: [] };
    try {
      const [database, redis] = await Promise.all([
        options.postgres === 'own'
          ? ownDatabase(dir).then((own) => {
            started.postgres = own.server;
            return (started.database = own);
          })
          : createPostgresTestDatabase().then((handle) => (started.database = handle)),
        (options.redis === 'later' ? RedisServer.create(dir) : RedisServer.start(dir)).then((server) => (started.redis = server)),
        buildServer(),
      ]);
      // Seeded here, once (the instances find the brand and seed nothing), with the tests' cheap password hash.
      await resetDatabase(database.db);
      // One DATA_DIR for all, as compose's shared volume: any instance may serve a file another stored.
      const env = { ...TEST_ENV, DATABASE_URL: database.url, REDIS_URL: redis.url, DATA_DIR: join(dir, 'data'), ...options.env };
      for (let index = 1; index <= options.instances; index += 1) started.instances.push(new Instance(`app${index}`, await freePort(), env, dir));
      await Promise.all(started.instances.map((instance) => instance.start()));
      const balancer = await Balancer.start(dir, started.instances.map(({ name, port }) => ({ name, port })));
      started.balancer = balancer;
      await Promise.all(started.instances.map((instance) => balancer.waitFor(instance.name, 'UP')));
      return new Cluster(dir, database, redis, started.instances, balancer, started.postgres ?? null);
    } catch (error) {
      await started.balancer?.stop();
      await Promise.all(started.instances.map((instance) => instance.stop('SIGKILL')));
      await started.redis?.stop();
      await started.database?.close();
      await started.postgres?.stop();
      throw error;
    }
  }

  /** The balancer: where browsers connect. */
  get url(): string {
    return this.balancer.url;
  }

  instance(name: string): Instance {
    const found = this.instances.find((instance) => instance.name === name);
    if (!found) throw new Error(`No instance ${name}`);
    return found;
  }

  /** Runs `connect` with only `name` in rotation, so whatever it opens lands on that instance. */
  async on<T>(name: string, connect: () => Promise<T>): Promise<T> {
    const others = this.instances.filter((instance) => instance.name !== name && instance.alive);
    await Promise.all(others.map((instance) => this.balancer.setState(instance.name, 'maint')));
    try {
      // A health check that timed out twice on a loaded machine has the balancer count the instance down for a
      // second: with the others in maintenance that was a 503 for the connect (CI, session 33).
      await this.balancer.waitFor(name, 'UP');
      return await connect();
    } finally {
      await Promise.all(others.map(async (instance) => {
        await this.balancer.setState(instance.name, 'ready');
        await this.balancer.waitFor(instance.name, 'UP');
      }));
    }
  }

  /** An instance's own /health answer (asked directly, not through the balancer). */
  async health(name: string): Promise<{ status: number; body: Health }> {
    const response = await fetch(`${this.instance(name).url}/health`);
    return { status: response.status, body: healthSchema.parse(await response.json()) };
  }

  /** Signs in through the balancer. */
  async signIn(email: string): Promise<LoginData> {
    const response = await fetch(`${this.url}/users/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`Sign-in of ${email} answered ${response.status}: ${await response.text()}`);
    return loginDataSchema.parse((await response.json() as { data: unknown }).data);
  }

  /** Restarts a stopped instance on its port and waits until the balancer has it back. */
  async restart(name: string): Promise<void> {
    const instance = this.instance(name);
    await instance.start();
    await this.balancer.waitFor(name, 'UP');
  }

  async stop(): Promise<void> {
    await this.balancer.stop();
    await Promise.all(this.instances.map((instance) => instance.stop('SIGKILL')));
    await this.redis.stop();
    await this.handle.close();
    await this.postgres?.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
