/**
 * deploy/haproxy.cfg, the one balancer configuration: docker compose mounts it and the cluster tests run it. The
 * tests change only what must differ on one machine (the address it listens on, their instances' addresses, and
 * the runtime API socket they use to take an instance out of rotation); every other line is the file's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@/config/config';

export const BALANCER_CONFIG_FILE = join(REPO_ROOT, 'deploy/haproxy.cfg');

export const readBalancerConfig = (): string => readFileSync(BALANCER_CONFIG_FILE, 'utf8');

export interface BalancerServer { name: string; host: string; port: number; options: string }

const SERVER_LINE = /^(\s*)server\s+(\S+)\s+([^\s:]+):(\d+)\s*(.*)$/;
const BIND_LINE = /^(\s*)bind\s+(\S*):(\d+)\s*$/;

/** The backend's `server` lines. */
export function balancerServers(text: string): BalancerServer[] {
  return text.split('\n').flatMap((line) => {
    const match = SERVER_LINE.exec(line);
    return match ? [{ name: match[2] ?? '', host: match[3] ?? '', port: Number(match[4]), options: match[5] ?? '' }] : [];
  });
}

/** The port of the frontend's `bind` line. */
export function balancerPort(text: string): number {
  const bind = text.split('\n').map((line) => BIND_LINE.exec(line)).find(Boolean);
  if (!bind) throw new Error('deploy/haproxy.cfg has no `bind [address]:port` line');
  return Number(bind[3]);
}

export interface LocalBalancer {
  port: number;
  servers: ReadonlyArray<{ name: string; port: number }>;
  /** The runtime API's unix socket (`set server … state maint|ready`). */
  adminSocket: string;
}

/** The file's configuration for one machine: bound to 127.0.0.1:port, with these instances. */
export function localBalancerConfig(text: string, local: LocalBalancer): string {
  const template = balancerServers(text)[0];
  if (!template) throw new Error('deploy/haproxy.cfg has no `server` line');
  let serversWritten = false;
  const lines = text.split('\n').flatMap((line) => {
    if (/^global\s*$/.test(line)) return [line, `    stats socket ${local.adminSocket} mode 600 level admin`];
    const bind = BIND_LINE.exec(line);
    if (bind) return [`${bind[1] ?? ''}bind 127.0.0.1:${local.port}`];
    const server = SERVER_LINE.exec(line);
    if (!server) return [line];
    if (serversWritten) return [];
    serversWritten = true;
    return local.servers.map(({ name, port }) => `${server[1] ?? ''}server ${name} 127.0.0.1:${port} ${template.options}`.trimEnd());
  });
  if (!lines.some((line) => line.includes('stats socket'))) throw new Error('deploy/haproxy.cfg has no `global` section');
  return lines.join('\n');
}
