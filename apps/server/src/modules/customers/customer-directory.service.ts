/**
 * The customer list, profile (typed sections, tags, ratings) and the customer's chats (load more). A visitor
 * linked to a customer record by the pre-chat form's e-mail is that record here: the list shows the record,
 * its profile (also asked by a linked psid) gathers the chats of every psid of the record.
 */
import type { Channel } from '@switchboard/contracts/common/constants';
import {
  CUSTOMER_CHATS_PAGE_SIZE, CUSTOMER_TEXTS, CUSTOMERS_PAGE_SIZE, type CustomerChatsData, type CustomerProfileData, type CustomersData,
  type CustomerSummary,
} from '@switchboard/contracts/customers/customers.schemas';
import type { Database } from '@/db/client';
import { notFound } from '@/plugins/http-errors';
import type { HistoryService } from '@/modules/history/history.service';
import { customerRatings, customerTags, findCustomers, findRecord, type CustomerListRow } from './customer-directory.repository';
import { findCustomer } from './customer.repository';
import { customerProfileSections } from './profile-sections';
import { inScope, type Scope } from '@/lib/bifurcation-scope';

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Which of these psids have a widget connected now (customer-presence.ts). */
export type OnlinePsids = (psids: string[]) => Promise<ReadonlySet<string>>;

const psidsOf = (row: CustomerListRow) => [row.psid, ...row.linked_psids];

const summaryOf = (row: CustomerListRow, online: ReadonlySet<string>): CustomerSummary => ({
  psid: row.psid, name: row.name, channel: row.channel as Channel, blocked: row.blocked, chatCount: row.chat_count,
  firstSeenAt: iso(row.created_at), lastSeenAt: iso(row.last_seen_at), email: row.email,
  online: psidsOf(row).some((psid) => online.has(psid)),
});

export class CustomerDirectoryService {
  constructor(private readonly db: Database, private readonly history: HistoryService, private readonly onlinePsids: OnlinePsids) {}

  async list(scope: Scope | undefined, page: number, search: string | undefined): Promise<CustomersData> {
    const { rows, totalCount } = await findCustomers(this.db, search || undefined, (page - 1) * CUSTOMERS_PAGE_SIZE, CUSTOMERS_PAGE_SIZE, scope);
    const online = await this.onlinePsids(rows.flatMap(psidsOf));
    return { customers: rows.map((row) => summaryOf(row, online)), totalCount };
  }

  /**
   * The customer record of a psid (its own, or the one a linked psid belongs to) when in the member's scope;
   * else 404, as for an unknown one (issue 21, point 10).
   */
  private async record(scope: Scope | undefined, psid: string) {
    const customer = await findCustomer(this.db, psid);
    const recordRow = customer && await findCustomer(this.db, customer.linkedPsid ?? customer.psid);
    const listRow = recordRow && inScope(scope, recordRow.bifurcation) ? await findRecord(this.db, recordRow.psid) : undefined;
    if (!recordRow || !listRow) throw notFound(CUSTOMER_TEXTS.unknownCustomer);
    return { customer: recordRow, row: listRow, psids: psidsOf(listRow) };
  }

  async profile(scope: Scope | undefined, psid: string): Promise<CustomerProfileData> {
    const { customer, row, psids } = await this.record(scope, psid);
    const [tags, ratings, online] = await Promise.all([customerTags(this.db, psids), customerRatings(this.db, psids), this.onlinePsids(psids)]);
    return {
      customer: summaryOf(row, online),
      userProfileDetails: { sections: customerProfileSections(customer, ratings) },
      tags,
    };
  }

  async chats(scope: Scope | undefined, psid: string, cursor: string | undefined): Promise<CustomerChatsData> {
    const { psids } = await this.record(scope, psid);
    return this.history.customerChats(scope, psids, cursor, CUSTOMER_CHATS_PAGE_SIZE);
  }
}
