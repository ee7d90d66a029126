/** Wires chat history: transcript files under DATA_DIR, the service and its routes. */
import type { AppConfig } from '@/config/config';
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import type { CustomerService } from '@/modules/customers/customer.service';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { ProfileWidgetsService } from '@/modules/live-chat/profile-widgets.service';
import type { TranslationService } from '@/modules/translation/translation.service';
import { ChatlogFiles } from './chatlog-file';
import { registerHistoryRoutes, type TemplateSender } from './history.routes';
import { HistoryService } from './history.service';

export interface HistoryModuleDeps {
  config: AppConfig;
  database: DatabaseHandle;
  customers: CustomerService;
  /** Live chat's profile widgets: POST userProfileWidgets, and the widget sections of a transcript. */
  profileWidgets: ProfileWidgetsService;
  widgetSections: (psid: string) => Promise<ProfileSection[]>;
  /** translateAndSave's translation (absent: the vote alone). */
  translation?: TranslationService;
  /** sendTemplateFromChatHistory's sender (the WhatsApp channel: 412 for a brand with no number). */
  templates: TemplateSender;
}

export function createHistoryModule({ config, database, customers, profileWidgets, widgetSections, translation, templates }: HistoryModuleDeps) {
  const history = new HistoryService(database.db, customers, new ChatlogFiles(config.dataDir), widgetSections, translation);
  return { services: { history }, register: (app: App) => registerHistoryRoutes(app, history, profileWidgets, templates) };
}

export type HistoryServices = ReturnType<typeof createHistoryModule>['services'];
