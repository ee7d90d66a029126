/** The admin part of the demo brand: a few canned responses, chat tags and a downtime window. */
import type { Database } from '@/db/client';
import { cannedResponses } from '@/db/schema/canned-responses';
import { chatTags } from '@/db/schema/chat-tags';
import { downtimeWindows } from '@/db/schema/downtime-windows';

export const DEMO_CANNED_RESPONSES = [
  { shortcut: 'hello', text: 'Hello! Thanks for reaching out. How can I help you today?', tags: ['greeting'] },
  { shortcut: 'wait', text: 'Thanks for your patience, I am checking this for you now.', tags: ['holding'] },
  { shortcut: 'refund', text: 'Refunds reach your original payment method within 5 to 7 working days.', tags: ['billing'] },
  { shortcut: 'bye', text: 'Is there anything else I can help you with? Have a great day!', tags: ['closing'] },
];

export const DEMO_TAGS = [
  { name: 'Billing', colour: '#7b3fe4' },
  { name: 'Delivery', colour: '#1677ff' },
  { name: 'Complaint', colour: '#d4380d' },
  { name: 'Feedback', colour: '#389e0d' },
];

export async function seedMembers(tx: Database, brandId: string): Promise<void> {
  await tx.insert(cannedResponses).values(DEMO_CANNED_RESPONSES.map((row) => ({ brandId, ...row })));
  await tx.insert(chatTags).values(DEMO_TAGS.map((row) => ({ brandId, ...row, nameKey: row.name.toLowerCase() })));
  // A dated window, not a weekly one: once the bot reads downtime, a recurring window would make demo runs and
  // browser journeys behave differently depending on the hour they run at.
  await tx.insert(downtimeWindows).values({
    brandId,
    rule: { kind: 'oneOff', name: "New Year's Day", timeZone: 'Asia/Kolkata', message: 'Our agents are back on 2 January.', startsAt: '2031-01-01T00:00', endsAt: '2031-01-02T00:00' },
  });
}
