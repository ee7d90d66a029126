/**
 * The profile sections of §3 "User profile details" for history and the customer profile. Profile
 * facts are stored as text; their display type (date, currency, datetime, url) is read from the
 * value's form so the console renders them properly.
 */
import { channelLabel } from '@switchboard/contracts/common/constants';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { ratingLabel } from '@switchboard/contracts/live-chat/widget-forms.rules';
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

/** A customer's ratings per scale (customer-directory.repository's customerRatings). */
export interface RatingTotals { scale: 'stars' | 'thumbs'; count: number; average: number; latest_score: number; latest_at: string | Date }

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** "Satisfaction": the average per scale and the latest rating, when the customer rated any chat. */
export function satisfactionSection(totals: RatingTotals[]): ProfileSection[] {
  if (totals.length === 0) return [];
  const latest = [...totals].sort((a, b) => new Date(b.latest_at).getTime() - new Date(a.latest_at).getTime())[0]!;
  return [{
    sectionTitle: 'Satisfaction',
    data: [
      ...totals.map((total) => (total.scale === 'stars'
        ? { subTitle: 'Star ratings', value: `${total.average.toFixed(1)} of 5 on average (${plural(total.count, 'rating')})`, type: 'text' as const }
        : { subTitle: 'Thumbs ratings', value: `${Math.round(total.average * total.count)} of ${total.count} thumbs up`, type: 'text' as const })),
      { subTitle: 'Latest rating', value: ratingLabel(latest.scale, latest.latest_score), type: 'text' },
    ],
  }];
}

export function customerProfileSections(customer: CustomerRow, ratings: RatingTotals[] = []): ProfileSection[] {
  const facts = Object.entries(customer.profile).map(([subTitle, value]) => ({ subTitle, value, type: profileTypeOf(value) }));
  return [
    {
      sectionTitle: 'Customer',
      data: [
        { subTitle: 'Name', value: customer.name, type: 'text' },
        ...(customer.email ? [{ subTitle: 'E-mail', value: customer.email, type: 'text' as const }] : []),
        { subTitle: 'Channel', value: channelLabel(customer.channel), type: 'text' },
        { subTitle: 'First seen', value: customer.createdAt.toISOString(), type: 'datetime' },
        { subTitle: 'Last seen', value: customer.lastSeenAt.toISOString(), type: 'datetime' },
      ],
    },
    ...(facts.length > 0 ? [{ sectionTitle: 'Details', data: facts }] : []),
    ...satisfactionSection(ratings),
  ];
}
