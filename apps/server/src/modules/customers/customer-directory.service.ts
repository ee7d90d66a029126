/** The customer list, profile (typed sections, tags) and the customer's chats (load more). */
import type { Channel } from '@switchboard/contracts/common/constants';
import {
  CUSTOMER_CHATS_PAGE_SIZE, CUSTOMER_TEXTS, CUSTOMERS_PAGE_SIZE, type CustomerChatsData, type CustomerProfileData, type CustomersData,
  type CustomerSummary,
} from '@switchboard/contracts/customers/customers.schemas';
import type { Database } from '@/db/client';
import { notFound } from '@/plugins/http-errors';
import type { CustomerRow } from '@/db/schema/customers';
import type { HistoryService } from '@/modules/history/history.service';
import { countCustomerChats, customerTags, findCustomers, type CustomerListRow } from './customer-directory.repository';
import { findCustomer } from './customer.repository';
import { customerProfileSections } from './profile-sections';
import { inScope, type Scope } from '@/lib/bifurcation-scope';

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

const summaryOf = (row: CustomerListRow): CustomerSummary => ({
  psid: row.psid, name: row.name, channel: row.channel as Channel, blocked: row.blocked, chatCount: row.chat_count,
  firstSeenAt: iso(row.created_at), lastSeenAt: iso(row.last_seen_at),
});

export class CustomerDirectoryService {
  constructor(private readonly db: Database, private readonly history: HistoryService) {}

  async list(scope: Scope | undefined, page: number, search: string | undefined): Promise<CustomersData> {
    const { rows, totalCount } = await findCustomers(this.db, search || undefined, (page - 1) * CUSTOMERS_PAGE_SIZE, CUSTOMERS_PAGE_SIZE, scope);
    return { customers: rows.map(summaryOf), totalCount };
  }

  /** The customer when in the member's scope; else 404, as for an unknown one (issue 21, point 10). */
  private async customer(scope: Scope | undefined, psid: string): Promise<CustomerRow> {
    const row = await findCustomer(this.db, psid);
    if (!row || !inScope(scope, row.bifurcation)) throw notFound(CUSTOMER_TEXTS.unknownCustomer);
    return row;
  }

  async profile(scope: Scope | undefined, psid: string): Promise<CustomerProfileData> {
    const customer = await this.customer(scope, psid);
    const [chatCount, tags] = await Promise.all([countCustomerChats(this.db, psid), customerTags(this.db, psid)]);
    return {
      customer: summaryOf({ ...customer, chat_count: chatCount, created_at: customer.createdAt, last_seen_at: customer.lastSeenAt }),
      userProfileDetails: { sections: customerProfileSections(customer) },
      tags,
    };
  }

  async chats(scope: Scope | undefined, psid: string, cursor: string | undefined): Promise<CustomerChatsData> {
    await this.customer(scope, psid);
    return this.history.customerChats(scope, psid, cursor, CUSTOMER_CHATS_PAGE_SIZE);
  }
}
