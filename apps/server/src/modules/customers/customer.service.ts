/**
 * Customers of the chat channels: a widget that brings no (or an unknown) psid gets a new customer
 * with a new psid; the profile sections of §3 "User profile details" are built here.
 */
import { randomBytes } from 'node:crypto';
import type { Channel } from '@switchboard/contracts/common/constants';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import type { CustomerRow } from '@/db/schema/customers';
import { findCustomer, insertCustomer, setCustomerBlocked, touchCustomer } from './customer.repository';

const newPsid = () => `web-${randomBytes(12).toString('base64url')}`;
const visitorName = (psid: string) => `Visitor ${psid.replace(/[^A-Za-z0-9]/g, '').slice(-4).toUpperCase()}`;

export class CustomerService {
  constructor(private readonly db: Database) {}

  /** The customer of `psid`, else a new one (with a new psid when none or an unknown one was given). */
  async identify(psid: string | undefined, channel: Channel): Promise<CustomerRow> {
    const known = psid ? await findCustomer(this.db, psid) : undefined;
    if (known) {
      await touchCustomer(this.db, known.psid);
      return known;
    }
    const fresh = newPsid();
    const row = await insertCustomer(this.db, { psid: fresh, channel, name: visitorName(fresh) });
    if (!row) throw new Error('The customer could not be created');
    return row;
  }

  find(psid: string) {
    return findCustomer(this.db, psid);
  }

  setBlocked(psid: string, blocked: boolean, db: Database = this.db) {
    return setCustomerBlocked(db, psid, blocked);
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
