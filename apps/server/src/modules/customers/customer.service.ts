/**
 * Customers of the chat channels: a widget that brings no (or an unknown) psid gets a new customer
 * with a new psid once it starts a chat (see webchat.socket.ts); the profile sections of §3 "User
 * profile details" are built here.
 */
import { randomBytes } from 'node:crypto';
import { type Channel, channelLabel } from '@switchboard/contracts/common/constants';
import type { BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import { visitorName } from '@switchboard/contracts/customers/visitor-name';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { PreChatAnswers } from '@switchboard/contracts/live-chat/widget-forms.rules';
import type { Database } from '@/db/client';
import type { CustomerRow } from '@/db/schema/customers';
import {
  countRecordChats, findCustomer, findRecordByEmail, insertCustomer, setCustomerBlocked, touchAndFindCustomer, touchCustomer,
} from './customer.repository';

/** The customer record a linked visitor belongs to, as the chat's profile shows it. */
export interface CustomerRecord { record: CustomerRow; chats: number }

const newPsid = () => `web-${randomBytes(12).toString('base64url')}`;

const MAX_CACHED = 20_000;

export class CustomerService {
  /** Customers seen lately by this process (a hint: blocked ones are always read again). */
  private readonly cache = new Map<string, CustomerRow>();

  constructor(private readonly db: Database) {}

  /** The customer of `psid`, marked seen now; undefined when unknown (nothing is created). */
  async recognise(psid: string | undefined): Promise<CustomerRow | undefined> {
    const known = psid ? await touchAndFindCustomer(this.db, psid) : undefined;
    // The customer list orders records by when they were last seen, on any of their browsers.
    if (known?.linkedPsid) await touchCustomer(this.db, known.linkedPsid);
    return known ? this.remember(known) : undefined;
  }

  /**
   * A new customer with a new psid (the server's, never one a client chose), named by the pre-chat form when
   * answered, with the bifurcation values of where they came from. An e-mail that a customer record already has links the new one to it (same customer in the
   * console, their history in one profile); the visitor's browser still gets a psid of its own, so typing
   * someone's e-mail never shows their conversations (docs/decisions.md "Pre-chat form").
   */
  async create(channel: Channel, answers: PreChatAnswers = {}, bifurcation: BifurcationValues = {}): Promise<CustomerRow> {
    const psid = newPsid();
    const email = answers.email?.trim().toLowerCase() || undefined;
    const name = answers.name?.trim() || undefined;
    // No e-mail, nothing to link: one insert (the common case stays one round trip).
    const row = !email ? await insertCustomer(this.db, { psid, channel, name: name ?? visitorName(psid), bifurcation }) : await this.db.transaction(async (tx) => {
      const record = await findRecordByEmail(tx, email);
      // The record was "seen" now too: the customer list orders by it.
      if (record) await touchCustomer(tx, record.psid);
      return insertCustomer(tx, { psid, channel, name: name ?? record?.name ?? visitorName(psid), email, linkedPsid: record?.psid ?? null, bifurcation });
    });
    if (!row) throw new Error('The customer could not be created');
    return this.remember(row);
  }

  /** Marks the customer seen now (their widget disconnected: "last seen" is when they left). */
  async touch(psid: string): Promise<void> {
    await touchCustomer(this.db, psid);
  }

  /** The record a linked customer belongs to, with its chat count; undefined for a record of its own. */
  async recordOf(customer: CustomerRow): Promise<CustomerRecord | undefined> {
    if (!customer.linkedPsid) return undefined;
    const [record, chats] = await Promise.all([findCustomer(this.db, customer.linkedPsid), countRecordChats(this.db, customer.linkedPsid)]);
    return record ? { record, chats } : undefined;
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
  profileSections(customer: CustomerRow, session: { clientUrl: string | null; sessionLanguage: string }, linked?: CustomerRecord): ProfileSection[] {
    const facts = Object.entries(customer.profile).map(([subTitle, value]) => ({ subTitle, value, type: 'text' as const }));
    return [
      {
        sectionTitle: 'Customer',
        data: [
          { subTitle: 'Name', value: customer.name, type: 'text' },
          ...(customer.email ? [{ subTitle: 'E-mail', value: customer.email, type: 'text' as const }] : []),
          { subTitle: 'Channel', value: channelLabel(customer.channel), type: 'text' },
          { subTitle: 'Current URL', value: session.clientUrl ?? '', type: 'url' },
          { subTitle: 'First seen', value: customer.createdAt.toISOString(), type: 'datetime' },
          { subTitle: 'Last seen', value: customer.lastSeenAt.toISOString(), type: 'datetime' },
          { subTitle: 'Language', value: session.sessionLanguage, type: 'text' },
          ...facts,
        ],
      },
      ...(linked ? [recordSection(linked)] : []),
    ];
  }
}

/** A linked visitor's customer record: who the e-mail belongs to and how many chats they have had. */
export function recordSection({ record, chats }: CustomerRecord): ProfileSection {
  return {
    sectionTitle: 'Customer record',
    data: [
      { subTitle: 'Name', value: record.name, type: 'text' },
      ...(record.email ? [{ subTitle: 'E-mail', value: record.email, type: 'text' as const }] : []),
      { subTitle: 'Chats', value: String(chats), type: 'text' },
      { subTitle: 'Customer since', value: record.createdAt.toISOString(), type: 'datetime' },
    ],
  };
}
