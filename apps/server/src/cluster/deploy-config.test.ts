/**
 * deploy/compose.yaml, deploy/haproxy.cfg and deploy/Dockerfile agree with each other and with what the cluster tests
 * run (balancer-config.ts, instance.ts): a compose file that drifted from the tested configuration fails here.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@/config/config';
// eslint-disable-next-line no-restricted-imports -- scripts/ is no package: the server's build lives beside start.mjs
import { SERVER_ARGS } from '../../../../scripts/build-server.mjs';
import { balancerPort, balancerServers, localBalancerConfig, readBalancerConfig } from './balancer-config';

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
}
interface Compose { services: Record<string, Service> }

// JSON is YAML: the compose file is written in JSON so that it is read here without a YAML library.
const compose = JSON.parse(readFileSync(join(REPO_ROOT, 'deploy/compose.yaml'), 'utf8')) as Compose;
const haproxy = readBalancerConfig();
const instances = Object.entries(compose.services).filter(([, service]) => service.environment?.DATABASE_URL);

describe('the deployment files', () => {
  it('run PostgreSQL, Redis, two instances on both and a balancer', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'balancer', 'postgres', 'redis']);
    expect(instances.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, service] of instances) {
      const env = service.environment ?? {};
      expect(new URL(env.DATABASE_URL ?? '').hostname).toBe('postgres');
      expect(new URL(env.REDIS_URL ?? '').hostname).toBe('redis');
      // Behind the balancer: client addresses come from X-Forwarded-For (option forwardfor).
      expect(env.TRUST_PROXY).toBe('true');
      expect(haproxy).toMatch(/^\s*option forwardfor\s*$/m);
      // Uploaded media and report files: one volume that every instance reads and writes.
      expect(service.volumes).toEqual([`app-data:${env.DATA_DIR}`]);
      // main.ts gives a shutdown 10 s; docker's default grace is 10 s too, so compose allows more.
      expect(Number.parseInt(service.stop_grace_period ?? '0', 10)).toBeGreaterThan(10);
    }
  });

  it('balance across exactly the compose instances, on their ports, as the tests do', () => {
    expect(balancerServers(haproxy).map(({ name, host, port }) => ({ name, host, port })))
      .toEqual(instances.map(([name, service]) => ({ name, host: name, port: Number(service.environment?.PORT) })));
    const balancer = compose.services.balancer;
    expect(balancer?.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(balancer?.ports?.map((mapping) => Number(mapping.split(':').at(-1)))).toEqual([balancerPort(haproxy)]);
    // Round-robin, health-checked on /health, nothing sticky (websocket-first clients need none).
    expect(haproxy).toMatch(/^\s*balance roundrobin\s*$/m);
    expect(haproxy).toMatch(/^\s*option httpchk GET \/health\s*$/m);
    expect(haproxy).not.toMatch(/^\s*(cookie|stick|stick-table|hash-type|balance source)\b/m);
  });

  it('the tests run the file with only the addresses changed', () => {
    const local = localBalancerConfig(haproxy, { port: 18080, servers: [{ name: 'app1', port: 19001 }, { name: 'app2', port: 19002 }], adminSocket: '/tmp/x.sock' });
    const kept = (text: string) => text.split('\n').filter((line) => !/^\s*(bind|server|stats socket)\s/.test(line));
    expect(kept(local)).toEqual(kept(haproxy));
    expect(balancerServers(local).map(({ options }) => options)).toEqual(balancerServers(haproxy).map(({ options }) => options));
    expect(balancerPort(local)).toBe(18080);
  });

  it('the image runs the server as the tests and npm start do', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(REPO_ROOT, 'deploy/Dockerfile'), 'utf8'))?.[1] ?? '[]';
    expect(JSON.parse(cmd)).toEqual(['node', ...SERVER_ARGS.map((arg) => (arg.startsWith('/') ? relative(REPO_ROOT, arg) : arg))]);
    expect(compose.services.app1?.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
    expect(compose.services.app2?.image).toBe(compose.services.app1?.image);
  });
});
