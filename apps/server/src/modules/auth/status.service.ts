/** Version check, maintenance notice, health and the console's runtime configuration. */
import type { ConsoleConfig } from '@switchboard/contracts/common/console-config';
import { APP_VERSION } from '@switchboard/contracts/common/constants';
import type { Maintenance, RedisState } from '@switchboard/contracts/auth/auth.schemas';
import type { DatabaseHandle } from '@/db/client';
import { notFound } from '@/plugins/http-errors';
import { findBrandByName, findFirstBrand } from './auth.repository';

export interface StatusServiceDeps {
  database: DatabaseHandle;
  maintenance: Maintenance;
  internetCheckUrl: string;
  sentryDsn?: string | undefined;
  maintenanceHost?: string | undefined;
  publicIpUrl?: string | undefined;
  /** Whether the Redis that joins the instances answers (realtime's connection); absent: no Redis configured. */
  redisState?: () => RedisState;
}

export class StatusService {
  constructor(private readonly deps: StatusServiceDeps) {}

  async checkVersion(brandName: string) {
    const brand = await findBrandByName(this.deps.database.db, brandName);
    if (!brand) throw notFound(`Unknown brand ${brandName}`);
    return { data: { version: brand.version } };
  }

  maintenance() {
    return { data: { maintenance: this.deps.maintenance } };
  }

  async health() {
    const ping = this.deps.database.ping().then(
      () => true,
      () => false,
    );
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000).unref());
    const up = await Promise.race([ping, timeout]);
    const redis = this.deps.redisState?.() ?? 'off';
    const status = up && redis !== 'down' ? ('ok' as const) : ('degraded' as const);
    return { up, body: { status, database: up ? ('up' as const) : ('down' as const), redis, version: APP_VERSION } };
  }

  async consoleConfig(): Promise<ConsoleConfig> {
    const brand = await findFirstBrand(this.deps.database.db);
    return {
      internetCheckUrl: this.deps.internetCheckUrl,
      ...(this.deps.sentryDsn ? { sentryDsn: this.deps.sentryDsn } : {}),
      ...(this.deps.maintenanceHost ? { maintenanceHost: this.deps.maintenanceHost } : {}),
      ...(this.deps.publicIpUrl ? { publicIpUrl: this.deps.publicIpUrl } : {}),
      brand: brand?.name ?? '',
      version: brand?.version ?? APP_VERSION,
    };
  }
}
