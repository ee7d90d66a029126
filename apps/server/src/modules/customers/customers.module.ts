/** Wires the customer screens (/users): list, profile and the customer's chats (through chat history). */
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import type { Realtime } from '@/realtime/realtime';
import type { HistoryService } from '@/modules/history/history.service';
import { customerPresence } from './customer-presence';
import { CustomerDirectoryService } from './customer-directory.service';
import { registerCustomerRoutes } from './customers.routes';

export function createCustomersModule({ database, history, realtime }: { database: DatabaseHandle; history: HistoryService; realtime: Realtime }) {
  const directory = new CustomerDirectoryService(database.db, history, customerPresence(realtime));
  return { services: { customerDirectory: directory }, register: (app: App) => registerCustomerRoutes(app, directory) };
}
