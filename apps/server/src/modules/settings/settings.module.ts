/** Wires the settings area built in issue 6: downtime windows and the ML configuration. */
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { DowntimeService } from './downtime.service';
import { MlConfigurationService } from './ml-configuration.service';
import { registerSettingsRoutes } from './settings.routes';

export interface SettingsModuleDeps {
  database: DatabaseHandle;
  /** Signed-in members carry the brand's nlpServiceDetails: drop cached copies after a change. */
  onBrandChanged: () => void | Promise<void>;
}

export function createSettingsModule({ database, onBrandChanged }: SettingsModuleDeps) {
  const services = { downtime: new DowntimeService(database.db), ml: new MlConfigurationService(database.db, onBrandChanged) };
  return { services, register: (app: App) => registerSettingsRoutes(app, services) };
}

export type SettingsServices = ReturnType<typeof createSettingsModule>['services'];
