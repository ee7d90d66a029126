/** Wires the members area: groups, canned responses, tags and the brand configuration. */
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import type { WidgetOrigins } from '@/plugins/widget-origins';
import { CannedResponseService } from './canned-responses.service';
import { registerConfigurationRoutes } from './configuration.routes';
import { ConfigurationService } from './configuration.service';
import { GroupService } from './groups.service';
import { registerMembersRoutes } from './members.routes';
import { TagService } from './tags.service';

export interface MembersModuleDeps {
  database: DatabaseHandle;
  /** Signed-in members carry the brand's nlpServiceDetails (the intent threshold): drop cached copies after a change. */
  onBrandChanged: () => void | Promise<void>;
  /** The widget's allowed origins: a saved list takes effect at once. */
  widgetOrigins?: WidgetOrigins;
}

export function createMembersModule({ database, onBrandChanged, widgetOrigins }: MembersModuleDeps) {
  const db = database.db;
  const services = {
    groups: new GroupService(db),
    canned: new CannedResponseService(db),
    tags: new TagService(db),
    configuration: new ConfigurationService(db, onBrandChanged, widgetOrigins),
  };
  const register = (app: App) => {
    registerMembersRoutes(app, services);
    registerConfigurationRoutes(app, services);
  };
  return { services, register };
}

export type MembersServices = ReturnType<typeof createMembersModule>['services'];
