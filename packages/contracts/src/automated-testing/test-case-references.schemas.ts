/**
 * What a test case may name in the brand's bot, for the editor's pickers (GET botTest/references): the names and ids
 * the case stores, with the labels a trainer reads.
 */
import { z } from 'zod';

export const testCaseReferencesSchema = z.object({
  /** Intent names by name; the classifier's 'None' is always a valid expectation besides these. */
  intents: z.array(z.string()),
  /** Entity names as the runtime reports them (the brand's and the system entities). */
  entities: z.array(z.string()),
  /** Variable names a turn may set (bot params and the built-in ones). */
  variables: z.array(z.string()),
  workflows: z.array(z.object({
    wid: z.string(),
    name: z.string(),
    /** Each node with what it does ("Bot message: Ask order number"), in the diagram's order. */
    nodes: z.array(z.object({ id: z.string(), label: z.string() })),
  })),
  botMessages: z.array(z.object({
    id: z.string(),
    name: z.string(),
    /** Each variation by where it applies ("website · en · in · opt1"). */
    variations: z.array(z.object({ vid: z.string(), label: z.string() })),
  })),
  groups: z.array(z.object({ _id: z.string(), name: z.string() })),
  faqs: z.array(z.object({ id: z.string(), question: z.string() })),
});
export type TestCaseReferences = z.infer<typeof testCaseReferencesSchema>;

/** The classifier's answer below the threshold (any case). */
export const NONE_INTENT = 'None';
