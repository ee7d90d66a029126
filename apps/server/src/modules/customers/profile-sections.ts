/**
 * The profile sections of §3 "User profile details" for history and the customer profile. Profile
 * facts are stored as text; their display type (date, currency, datetime, url) is read from the
 * value's form so the console renders them properly.
 */
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { CustomerRow } from '@/db/schema/customers';

type ProfileType = ProfileSection['data'][number]['type'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const CURRENCY = /^(INR|USD) -?\d+(\.\d{1,2})?$/;
const URL_FORM = /^https?:\/\/\S+$/;

export function profileTypeOf(value: string): ProfileType {
  if (DATE.test(value)) return 'date';
  if (DATETIME.test(value)) return 'datetime';
  if (CURRENCY.test(value)) return 'currency';
  if (URL_FORM.test(value)) return 'url';
  return 'text';
}

export function customerProfileSections(customer: CustomerRow): ProfileSection[] {
  const facts = Object.entries(customer.profile).map(([subTitle, value]) => ({ subTitle, value, type: profileTypeOf(value) }));
  return [
    {
      sectionTitle: 'Customer',
      data: [
        { subTitle: 'Name', value: customer.name, type: 'text' },
        { subTitle: 'Channel', value: customer.channel, type: 'text' },
        { subTitle: 'First seen', value: customer.createdAt.toISOString(), type: 'datetime' },
        { subTitle: 'Last seen', value: customer.lastSeenAt.toISOString(), type: 'datetime' },
      ],
    },
    ...(facts.length > 0 ? [{ sectionTitle: 'Details', data: facts }] : []),
  ];
}
