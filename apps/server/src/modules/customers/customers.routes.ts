/** Customer calls (/users screens); every one needs the /users feature. */
import {
  CUSTOMER_PATHS, customerChatsQuerySchema, customerProfileQuerySchema, customersQuerySchema,
} from '@switchboard/contracts/customers/customers.schemas';
import type { App } from '@/plugins/type-provider';
import { scopeOf } from '@/plugins/bifurcation';
import type { CustomerDirectoryService } from './customer-directory.service';

const customers = { guard: { feature: '/users' } } as const;

export function registerCustomerRoutes(app: App, directory: CustomerDirectoryService): void {
  app.get(CUSTOMER_PATHS.list, { schema: { querystring: customersQuerySchema }, config: customers }, async (request) => ({
    data: await directory.list(scopeOf(request), request.query.page, request.query.search),
  }));
  app.get(CUSTOMER_PATHS.profile, { schema: { querystring: customerProfileQuerySchema }, config: customers }, async (request) => ({
    data: await directory.profile(scopeOf(request), request.query.cId),
  }));
  app.get(CUSTOMER_PATHS.chats, { schema: { querystring: customerChatsQuerySchema }, config: customers }, async (request) => ({
    data: await directory.chats(scopeOf(request), request.query.cId, request.query.cursor),
  }));
}
