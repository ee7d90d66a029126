/**
 * The publish gate (issue 26; a brand setting, off by default): while it is on, Publish first runs the gate's tags
 * (every case when none are chosen) against the version it would publish, and refuses with 412 and the failing
 * cases when any fails. An admin may publish past it; that override is audited.
 */
import { z } from 'zod';

export const publishGateSchema = z.object({
  enabled: z.boolean(),
  /** The suites the gate runs; empty: every test case. */
  tags: z.array(z.object({ _id: z.string(), name: z.string() })),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PublishGate = z.infer<typeof publishGateSchema>;

export const updatePublishGateBodySchema = z.object({
  enabled: z.boolean(),
  tags: z.array(z.string().trim().min(1)).max(50).default([]),
  /** The console sends the member's bifurcation selection with every write (not used here). */
  selectedBifurcation: z.unknown().optional(),
}).strict();
export type UpdatePublishGateBody = z.input<typeof updatePublishGateBodySchema>;

/** publishApp's optional body: publish although the gate's run failed (admins only, audited). */
export const publishAppBodySchema = z.object({ overrideGate: z.boolean().default(false), selectedBifurcation: z.unknown().optional() }).strict();
export type PublishAppBody = z.input<typeof publishAppBodySchema>;

/** The failing cases a refused publish names (at most this many; `failed` counts them all). */
export const GATE_FAILURES_SHOWN = 20;

export const PUBLISH_GATE_TEXTS = {
  saved: 'Publish gate saved',
  unknownTag: 'Unknown tag',
  refusedTitle: 'Publish refused by the publish gate',
  refused: (failed: number, runNumber: number) =>
    `${failed} test case${failed === 1 ? '' : 's'} failed against the draft in run #${runNumber}; fix the bot or the cases, then publish again`,
  notFinished: (runNumber: number) => `The publish gate's run #${runNumber} did not pass (it ended without running every case); publish again`,
  tooSlow: (runNumber: number) => `The publish gate's run #${runNumber} took too long and was cancelled; publish again when the bot's other runs are done`,
  adminOnly: 'Only an admin can publish past the publish gate',
} as const;
