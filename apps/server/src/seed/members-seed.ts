/** The admin part of the demo brand: a few canned responses, chat tags and a weekly downtime window. */
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
  await tx.insert(downtimeWindows).values({
    brandId,
    rule: { kind: 'weekly', name: 'Night shift gap', timeZone: 'Asia/Kolkata', message: 'Our agents are back at 9 am IST.', weekdays: [1, 2, 3, 4, 5], startTime: '22:00', endTime: '09:00' },
  });
}
