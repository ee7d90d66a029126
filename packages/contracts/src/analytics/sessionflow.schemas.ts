/**
 * The session-flow report of /analytics/sessionflow (issue 24, §2): a Sankey diagram of the first steps of
 * conversations. Step n is the n-th customer message the bot read, named by the intent it recognised (below the
 * threshold: "Not understood"); conversations with no step n+1 flow to that step's drop-off. The workflow a step
 * entered is not recorded per message (only the session's current one), so steps are intents.
 */
import { z } from 'zod';
import { reportFilterSchema } from './report-filter';

export const SESSION_FLOW_STEPS = { default: 4, min: 2, max: 6 } as const;
/** Intents shown per step; the rest are grouped as Other. */
export const SESSION_FLOW_PER_STEP = { default: 5, min: 2, max: 10 } as const;

/** Reserved labels (intent names never start with ~). */
export const FLOW_LABELS = { fallback: '~fallback', other: '~other', dropOff: '~drop' } as const;
export const FLOW_LABEL_TEXTS: Record<string, string> = { '~fallback': 'Not understood', '~other': 'Other', '~drop': 'Drop-off' };

export const sessionFlowFilterSchema = reportFilterSchema.safeExtend({
  steps: z.number().int().min(SESSION_FLOW_STEPS.min).max(SESSION_FLOW_STEPS.max).default(SESSION_FLOW_STEPS.default),
  perStep: z.number().int().min(SESSION_FLOW_PER_STEP.min).max(SESSION_FLOW_PER_STEP.max).default(SESSION_FLOW_PER_STEP.default),
});
export type SessionFlowFilterInput = z.input<typeof sessionFlowFilterSchema>;
export type SessionFlowFilter = z.output<typeof sessionFlowFilterSchema>;

/**
 * Which conversations a node or link stands for (the drill-down's `step`, as JSON): from step `from` on, each
 * matcher in turn — an intent label, any label but those listed (Other), or no step at all (drop-off).
 */
export const flowMatcherSchema = z.union([
  z.object({ is: z.string().min(1).max(200) }).strict(),
  z.object({ not: z.array(z.string().min(1).max(200)).max(SESSION_FLOW_PER_STEP.max) }).strict(),
  z.object({ drop: z.literal(true) }).strict(),
]);
export const flowPathSchema = z.object({
  from: z.number().int().min(1).max(SESSION_FLOW_STEPS.max),
  nodes: z.array(flowMatcherSchema).min(1).max(2),
}).strict();
export type FlowPath = z.infer<typeof flowPathSchema>;

export const sessionFlowNodeSchema = z.object({
  /** Step-qualified, unique ("2. order_status"): the Sankey's node name, so the diagram has no cycle. */
  name: z.string(),
  step: z.number().int(),
  /** The intent, or a FLOW_LABELS value. */
  label: z.string(),
  conversations: z.number().int(),
  /** The drill-down's step (JSON of a FlowPath). */
  drill: z.string(),
});
export const sessionFlowLinkSchema = z.object({ source: z.string(), target: z.string(), value: z.number().int(), drill: z.string() });

export const sessionFlowDataSchema = z.object({
  /** Conversations with at least one customer message the bot read (they make step 1). */
  conversations: z.number().int(),
  nodes: z.array(sessionFlowNodeSchema),
  links: z.array(sessionFlowLinkSchema),
  range: z.object({ from: z.string(), to: z.string() }),
});
export type SessionFlowData = z.infer<typeof sessionFlowDataSchema>;
