/**
 * Events (§2 events, §3 "event (eventId)", preemptive data eventTypes / eventTags): named moments of a
 * conversation a workflow or the analytics can record (an order placed, a failed payment), each with
 * one type and free tags.
 */
import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';
import { botNameSchema } from './bot-builder.schemas';

export const EVENT_TYPES = ['conversion', 'engagement', 'failure', 'custom'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const eventTagSchema = z.string().trim().min(1, 'A tag cannot be empty').max(40, 'A tag is at most 40 characters');

export const eventInputSchema = z.object({
  name: botNameSchema,
  eventType: z.enum(EVENT_TYPES, { message: `The type must be one of: ${EVENT_TYPES.join(', ')}` }),
  eventTags: z.array(eventTagSchema).max(20, 'At most 20 tags').default([])
    .transform((tags) => [...new Set(tags)]),
  description: z.string().trim().max(300, 'The description is at most 300 characters').default(''),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;

export const botEventSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  eventType: z.enum(EVENT_TYPES),
  eventTags: z.array(z.string()),
  description: z.string(),
  updatedAt: z.string(),
});
export type BotEvent = z.infer<typeof botEventSchema>;

export const eventListQuerySchema = pageQuerySchema.extend({ eventType: z.enum(EVENT_TYPES).optional() });
export const EVENTS_PAGE_SIZE = 10;
