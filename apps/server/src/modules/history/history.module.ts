/** Wires chat history: transcript files under DATA_DIR, the service and its routes. */
import type { AppConfig } from '@/config/config';
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import type { CustomerService } from '@/modules/customers/customer.service';
import type { TranslationService } from '@/modules/translation/translation.service';
import { ChatlogFiles } from './chatlog-file';
import { registerHistoryRoutes } from './history.routes';
import { HistoryService } from './history.service';

export function createHistoryModule({ config, database, customers, translation }: {
  config: AppConfig; database: DatabaseHandle; customers: CustomerService; translation?: TranslationService;
}) {
  const history = new HistoryService(database.db, customers, new ChatlogFiles(config.dataDir), translation);
  return { services: { history }, register: (app: App) => registerHistoryRoutes(app, history) };
}

export type HistoryServices = ReturnType<typeof createHistoryModule>['services'];
