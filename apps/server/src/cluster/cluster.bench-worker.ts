/**
 * bench/realtime/cluster.ts's deployment: N instances (argv[2]) behind HAProxy on a fresh database of DATABASE_URL's
 * server and a redis-server of their own (cluster.ts), with the settings of argv[3] (JSON). Prints one JSON line
 * ({ url, pids }) once the balancer has every instance; stops everything on SIGTERM.
 */
import { Cluster } from './cluster';

const instances = Number(process.argv[2] ?? '1');
const env = JSON.parse(process.argv[3] ?? '{}') as Record<string, string>;
const cluster = await Cluster.start({ instances, env });
process.once('SIGTERM', () => {
  void cluster.stop().then(() => process.exit(0), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
console.log(JSON.stringify({ url: cluster.url, pids: cluster.instances.map((instance) => instance.pid) }));
