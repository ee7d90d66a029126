/**
 * Customer segments for broadcasts (issue 25, sender: "or pick a customer segment"): a saved filter of the brand's
 * WhatsApp customers (tags put on their chats, how recently they wrote). A segment is sent like a sheet whose
 * columns are the customer's phone number, name and e-mail, so the sender maps the template's variables the same
 * way and the same per-row check reports missing values and opt-outs.
 */
import { z } from 'zod';

export const SEGMENT_PATHS = {
  /** GET the brand's segments with their current size; POST a new one. */
  segments: '/admin/v1/whatsapp/segments',
  /** DELETE one. */
  segment: '/admin/v1/whatsapp/segments/:id',
  /** POST a filter: how many customers it matches now (before it is saved). */
  preview: '/admin/v1/whatsapp/segments/preview',
  /** GET the tags put on WhatsApp customers' chats (the filter's choices). */
  tags: '/admin/v1/whatsapp/segments/tags',
} as const;

/** The columns a segment offers the column mapping, as a sheet's header would name them. */
export const SEGMENT_COLUMNS = ['Phone number', 'Name', 'E-mail'] as const;
export type SegmentColumn = (typeof SEGMENT_COLUMNS)[number];

export const SEGMENT_LIMITS = { name: 80, tags: 20, tag: 100, days: 365 } as const;

export const SEGMENT_TEXTS = {
  duplicate: 'A segment with this name already exists.',
  notFound: 'No such segment: it may have been deleted.',
  created: 'Segment saved.',
  deleted: 'Segment deleted.',
  empty: 'No WhatsApp customer matches this segment now.',
} as const;

export const segmentFilterSchema = z.object({
  /** Customers with a chat tagged with any of these; empty: any customer. */
  tags: z.array(z.string().trim().min(1).max(SEGMENT_LIMITS.tag)).max(SEGMENT_LIMITS.tags).default([]),
  /** Customers who wrote within this many days; null: whenever. */
  activeWithinDays: z.number().int().min(1).max(SEGMENT_LIMITS.days).nullable().default(null),
});
export type SegmentFilter = z.output<typeof segmentFilterSchema>;

export const segmentInputSchema = z.object({
  name: z.string().trim().min(1, 'Name the segment').max(SEGMENT_LIMITS.name, `At most ${SEGMENT_LIMITS.name} characters`),
  filter: segmentFilterSchema,
});
export type SegmentInput = z.input<typeof segmentInputSchema>;

/** Who a filter matches now: the opted-out are counted apart (a broadcast skips them). */
export const segmentSizeSchema = z.object({
  /** Matching customers who can be sent a broadcast. */
  reachable: z.number().int(),
  optedOut: z.number().int(),
});
export type SegmentSize = z.infer<typeof segmentSizeSchema>;

export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  filter: segmentFilterSchema,
  size: segmentSizeSchema,
  createdAt: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const segmentListSchema = z.object({ items: z.array(segmentSchema) });
export const segmentTagsSchema = z.object({ tags: z.array(z.string()) });

/** What a filter says in words (the segment list and the confirmation show it). */
export function describeFilter(filter: SegmentFilter): string {
  const parts: string[] = [];
  if (filter.tags.length) parts.push(`tagged ${filter.tags.map((tag) => `“${tag}”`).join(' or ')}`);
  if (filter.activeWithinDays) parts.push(`wrote in the last ${filter.activeWithinDays} day${filter.activeWithinDays === 1 ? '' : 's'}`);
  return parts.length ? `WhatsApp customers ${parts.join(', ')}` : 'Every WhatsApp customer';
}
