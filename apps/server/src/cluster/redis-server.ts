/**
 * A redis-server of the test's own on a free port, without persistence: the tests kill and restart it, which they
 * must never do to the Redis other tests share (6379).
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import { Child, freePort, waitUntil } from './child';

/** True when something on `port` answers PING with PONG. */
export function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export class RedisServer {
  private child: Child | null = null;

  private constructor(readonly port: number, private readonly logDir: string) {}

  /** On a free port, not started yet (start() it). */
  static async create(logDir: string): Promise<RedisServer> {
    return new RedisServer(await freePort(), logDir);
  }

  static async start(logDir: string): Promise<RedisServer> {
    const server = await RedisServer.create(logDir);
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) on the same port. */
  async start(): Promise<void> {
    if (this.child?.alive) return;
    const child = new Child('redis', 'redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      join(this.logDir, 'redis.log'));
    this.child = child;
    await waitUntil(() => redisAnswers(this.port), 10_000, () => `redis-server did not answer on ${this.port}:\n${child.tail()}`);
  }

  /** SIGKILL: Redis gone at once, as when its machine dies. */
  async kill(): Promise<void> {
    await this.child?.stop('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.child?.stop('SIGTERM');
  }
}
