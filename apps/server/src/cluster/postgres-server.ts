/**
 * A PostgreSQL server of the test's own (Debian's PostgreSQL 15 binaries, initdb on a free port) that a test may
 * stop and start: the shared server on 5432 is never restarted. initdb refuses to run as root, so as root every
 * command runs as the `postgres` user (runuser).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './child';

const BIN_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or undefined. */
export function postgresBin(): string | undefined {
  if (!existsSync(BIN_ROOT)) return undefined;
  const version = readdirSync(BIN_ROOT).filter((name) => existsSync(join(BIN_ROOT, name, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(BIN_ROOT, version, 'bin') : undefined;
}

export class PostgresServer {
  private constructor(private readonly bin: string, private readonly dataDir: string, readonly port: number, private readonly asPostgres: boolean) {}

  static async create(dir: string): Promise<PostgresServer> {
    const bin = postgresBin();
    if (!bin) throw new Error(`No PostgreSQL binaries under ${BIN_ROOT}`);
    const asPostgres = userInfo().uid === 0;
    const home = join(dir, 'postgres');
    mkdirSync(home, { recursive: true });
    if (asPostgres) {
      const { uid, gid } = postgresUser();
      chownSync(dir, uid, gid);
      chownSync(home, uid, gid);
    }
    const server = new PostgresServer(bin, join(home, 'data'), await freePort(), asPostgres);
    server.run('initdb', ['-D', server.dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    return server;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async start(): Promise<void> {
    // fsync off: a test machine's disk is not what is tested; a killed server's writes stay in the OS's cache.
    this.run('pg_ctl', ['-D', this.dataDir, '-w', '-l', join(this.dataDir, '..', 'server.log'), '-o',
      `-p ${this.port} -k ${join(this.dataDir, '..')} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  }

  /** Stops at once, as a crash would (`-m immediate`: no checkpoint, connections cut, recovery at the next start). */
  async crash(): Promise<void> {
    this.run('pg_ctl', ['-D', this.dataDir, '-w', '-m', 'immediate', 'stop']);
  }

  async stop(): Promise<void> {
    if (existsSync(join(this.dataDir, 'postmaster.pid'))) this.run('pg_ctl', ['-D', this.dataDir, '-w', '-m', 'fast', 'stop']);
  }

  private run(tool: string, args: string[]): void {
    const command = join(this.bin, tool);
    const result = this.asPostgres
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status === 0) return;
    const log = join(this.dataDir, '..', 'server.log');
    const tail = existsSync(log) ? readFileSync(log, 'utf8').trimEnd().split('\n').slice(-15).join('\n') : '';
    throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}\n${tail}`);
  }
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('Running as root needs a `postgres` user for initdb');
  return { uid, gid: id('-g') };
}
