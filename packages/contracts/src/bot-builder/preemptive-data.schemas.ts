/**
 * Preemptive data (§3, §5, §7): what the bot builder's editors pick from, fetched in one call —
 * actions (brand functions), variables (bot params and built-ins), messages, event tags and types,
 * agent states and workflows.
 */
import { z } from 'zod';

export const PREEMPTIVE_DATA_ERROR = 'Unable to fetch preemptive data';

export const preemptiveDataSchema = z.object({
  actions: z.array(z.object({ actionId: z.string(), name: z.string() })),
  variables: z.array(z.object({ name: z.string(), type: z.string(), builtIn: z.boolean() })),
  messages: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
  eventTags: z.array(z.string()),
  eventTypes: z.array(z.string()),
  agentStates: z.array(z.string()),
  workflows: z.array(z.object({ wid: z.string(), name: z.string() })),
  /** The brand's events (the workflow editor's event node picks one); absent from older servers. */
  events: z.array(z.object({ eventId: z.string(), name: z.string(), eventType: z.string() })).optional(),
});
export type PreemptiveData = z.infer<typeof preemptiveDataSchema>;

const REQUIRED = ['actions', 'agentStates', 'eventTags', 'eventTypes', 'messages', 'variables'] as const;

/** §5: the data counts as successful only if it has actions, agentStates, eventTags, eventTypes, messages and variables. */
export function isPreemptiveDataComplete(data: unknown): data is PreemptiveData {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return REQUIRED.every((key) => Array.isArray(record[key])) && preemptiveDataSchema.safeParse(data).success;
}
