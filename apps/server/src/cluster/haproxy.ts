/**
 * HAProxy (Debian's package; scripts/ensure-packages.sh installs it) in front of the test's instances, with
 * deploy/haproxy.cfg as it is apart from addresses (balancer-config.ts). Its runtime API lets a test place a
 * client: take every other instance out of rotation (`maint`), connect, put them back.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { localBalancerConfig, readBalancerConfig } from './balancer-config';
import { Child, freePort, waitUntil } from './child';

export const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
/** The backend's name in deploy/haproxy.cfg. */
const BACKEND = 'instances';

export type ServerState = 'ready' | 'maint' | 'drain';

export class Balancer {
  private constructor(private readonly child: Child, readonly port: number, private readonly adminSocket: string) {}

  static async start(dir: string, servers: ReadonlyArray<{ name: string; port: number }>): Promise<Balancer> {
    const port = await freePort();
    const adminSocket = join(dir, 'haproxy.sock');
    const configFile = join(dir, 'haproxy.cfg');
    writeFileSync(configFile, localBalancerConfig(readBalancerConfig(), { port, servers, adminSocket }));
    // -db: in the foreground, stopped with its child's signal.
    const child = new Child('haproxy', HAPROXY, ['-db', '-f', configFile], join(dir, 'haproxy.log'));
    const balancer = new Balancer(child, port, adminSocket);
    await waitUntil(async () => {
      if (!child.alive) throw new Error('exited');
      return (await fetch(`${balancer.url}/health`)).ok;
    }, 10_000, () => `HAProxy did not answer on ${port}:\n${child.tail()}`);
    return balancer;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** One runtime API command's answer. */
  command(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.adminSocket);
      let answer = '';
      socket.setEncoding('utf8');
      socket.once('error', reject);
      socket.on('data', (chunk: string) => { answer += chunk; });
      socket.once('end', () => resolve(answer));
      socket.once('connect', () => socket.write(`${line}\n`));
    });
  }

  async setState(server: string, state: ServerState): Promise<void> {
    const answer = await this.command(`set server ${BACKEND}/${server} state ${state}`);
    if (answer.trim() !== '') throw new Error(`HAProxy refused "${state}" for ${server}: ${answer}`);
  }

  /** Each server's status as HAProxy sees it (UP, DOWN, MAINT, …). */
  async statuses(): Promise<Record<string, string>> {
    const [header = '', ...rows] = (await this.command('show stat')).trim().split('\n');
    const columns = header.replace(/^#\s*/, '').split(',');
    const at = (name: string) => columns.indexOf(name);
    return Object.fromEntries(rows.map((row) => row.split(','))
      .filter((cells) => cells[at('pxname')] === BACKEND && !['BACKEND', 'FRONTEND'].includes(cells[at('svname')] ?? ''))
      .map((cells) => [cells[at('svname')] ?? '', (cells[at('status')] ?? '').split(' ')[0] ?? '']));
  }

  /** Waits until HAProxy's health checks have `server` in the given status. */
  async waitFor(server: string, status: 'UP' | 'DOWN', timeoutMs = 10_000): Promise<void> {
    await waitUntil(async () => (await this.statuses())[server] === status, timeoutMs,
      () => `HAProxy did not see ${server} ${status} within ${timeoutMs} ms`);
  }

  async stop(): Promise<void> {
    await this.child.stop('SIGTERM');
  }
}
