/**
 * Customers of the chat channels: a widget that brings no (or an unknown) psid gets a new customer
 * with a new psid once it starts a chat (see webchat.socket.ts); the profile sections of §3 "User
 * profile details" are built here.
 */
import { randomBytes } from 'node:crypto';
import type { Channel } from '@switchboard/contracts/common/constants';
import type { BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import { visitorName } from '@switchboard/contracts/customers/visitor-name';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import type { CustomerRow } from '@/db/schema/customers';
import { findCustomer, insertCustomer, setCustomerBlocked, touchAndFindCustomer } from './customer.repository';

const newPsid = () => `web-${randomBytes(12).toString('base64url')}`;

const MAX_CACHED = 20_000;

export class CustomerService {
  /** Customers seen lately by this process (a hint: blocked ones are always read again). */
  private readonly cache = new Map<string, CustomerRow>();

  constructor(private readonly db: Database) {}

  /** The customer of `psid`, marked seen now; undefined when unknown (nothing is created). */
  async recognise(psid: string | undefined): Promise<CustomerRow | undefined> {
    const known = psid ? await touchAndFindCustomer(this.db, psid) : undefined;
    return known ? this.remember(known) : undefined;
  }

  /** A new customer with a new psid (the server's, never one a client chose) and the bifurcation values of where they came from. */
  async create(channel: Channel, bifurcation: BifurcationValues = {}): Promise<CustomerRow> {
    const psid = newPsid();
    const row = await insertCustomer(this.db, { psid, channel, name: visitorName(psid), bifurcation });
    if (!row) throw new Error('The customer could not be created');
    return this.remember(row);
  }

  find(psid: string): Promise<CustomerRow | undefined> {
    return this.read(psid);
  }

  /** The customer from this process's cache when known (a cached blocked one is read again). */
  async findCached(psid: string): Promise<CustomerRow | undefined> {
    return this.cached(psid) ?? this.read(psid);
  }

  /** findCached's answer when it needs no read (the customer is cached and not blocked). */
  cached(psid: string): CustomerRow | undefined {
    const cached = this.cache.get(psid);
    return cached && !cached.blocked ? cached : undefined;
  }

  private async read(psid: string): Promise<CustomerRow | undefined> {
    const row = await findCustomer(this.db, psid);
    if (row) this.remember(row);
    else this.cache.delete(psid);
    return row;
  }

  async setBlocked(psid: string, blocked: boolean, db: Database = this.db) {
    this.cache.delete(psid);
    await setCustomerBlocked(db, psid, blocked);
    this.cache.delete(psid);
  }

  private remember(row: CustomerRow): CustomerRow {
    this.cache.delete(row.psid);
    this.cache.set(row.psid, row);
    if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
    return row;
  }

  /** Profile sections for the chat view (§3): who the customer is and where they are. */
  profileSections(customer: CustomerRow, session: { clientUrl: string | null; sessionLanguage: string }): ProfileSection[] {
    const facts = Object.entries(customer.profile).map(([subTitle, value]) => ({ subTitle, value, type: 'text' as const }));
    return [
      {
        sectionTitle: 'Customer',
        data: [
          { subTitle: 'Name', value: customer.name, type: 'text' },
          { subTitle: 'Channel', value: customer.channel, type: 'text' },
          { subTitle: 'Current URL', value: session.clientUrl ?? '', type: 'url' },
          { subTitle: 'First seen', value: customer.createdAt.toISOString(), type: 'datetime' },
          { subTitle: 'Last seen', value: customer.lastSeenAt.toISOString(), type: 'datetime' },
          { subTitle: 'Language', value: session.sessionLanguage, type: 'text' },
          ...facts,
        ],
      },
    ];
  }
}
