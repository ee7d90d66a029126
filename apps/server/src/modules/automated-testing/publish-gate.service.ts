/**
 * The publish gate (issue 26): a brand setting, off by default. While it is on, publishing first runs the gate's
 * tags (every case when none are chosen) against the very version being published, through the ordinary run queue
 * (so the run is kept in the history like any other, marked as the gate's), and refuses with 412 naming the failing
 * cases when any fails. An admin may publish past it; the override is written to the audit log.
 */
import {
  GATE_FAILURES_SHOWN, PUBLISH_GATE_TEXTS as G, type PublishGate, type UpdatePublishGateBody, updatePublishGateBodySchema,
} from '@switchboard/contracts/automated-testing/publish-gate.schemas';
import { FINISHED_TEST_RUN_STATES, TEST_RUN_TEXTS as T, type TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import type { Database } from '@/db/client';
import { recordAudit } from '@/modules/audit/audit.repository';
import type { Caller } from '@/modules/bot-builder/training.service';
import { badRequest, businessRule, forbidden, HttpError } from '@/plugins/http-errors';
import { findTags } from './test-cases.repository';
import { readGate, writeGate } from './publish-gate.repository';
import type { TestRunsService } from './test-runs.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A publish waits this long for the gate's run (it may queue behind the bot's other runs), then gives up. */
const WAIT_MS = 120_000;
const POLL_MS = 50;

export interface GateOverride {
  /** The publisher asked to publish although the gate's run fails. */
  requested: boolean;
  /** The publisher is an admin (only admins may override). */
  admin: boolean;
}

export class PublishGateService {
  constructor(private readonly deps: { db: Database; testRuns: TestRunsService; waitMs?: number }) {}

  async get(brandId: string): Promise<PublishGate> {
    const stored = await readGate(this.deps.db, brandId);
    if (!stored) return { enabled: false, tags: [], updatedBy: null, updatedAt: null };
    // A deleted tag drops out of the gate.
    const tags = await findTags(this.deps.db, brandId, stored.gate.tagIds.filter((tag) => UUID.test(tag)));
    const byId = new Map(tags.map((tag) => [tag.id, tag.name]));
    return {
      enabled: stored.gate.enabled,
      tags: stored.gate.tagIds.flatMap((tagId) => (byId.has(tagId) ? [{ _id: tagId, name: byId.get(tagId) ?? '' }] : [])),
      updatedBy: stored.gate.updatedBy, updatedAt: stored.updatedAt.toISOString(),
    };
  }

  /** Turns the gate on or off and chooses its tags; an unknown tag is a 400 naming it; the change is audited. */
  async update(caller: Caller, input: UpdatePublishGateBody): Promise<PublishGate> {
    const { db } = this.deps;
    const body = updatePublishGateBodySchema.parse(input);
    const brandId = caller.brand.id;
    const tagIds = [...new Set(body.tags)];
    const known = await findTags(db, brandId, tagIds.filter((tag) => UUID.test(tag)));
    const missing = body.tags.findIndex((tag) => !known.some((found) => found.id === tag));
    if (missing >= 0) throw badRequest(G.unknownTag, `tags.${missing}`);
    await db.transaction(async (tx) => {
      const before = await readGate(tx, brandId);
      const next = { enabled: body.enabled, tagIds, updatedBy: caller.name };
      await writeGate(tx, brandId, next);
      await recordAudit(tx, {
        brandId, actor: { id: caller.userId, name: caller.name }, entity: 'publishGate', entityId: brandId, action: 'update',
        before: before ? { enabled: before.gate.enabled, tagIds: before.gate.tagIds } : null, after: { enabled: next.enabled, tagIds },
      });
    });
    return this.get(brandId);
  }

  /** Before a publish of `modelId`: passes when the gate is off, its cases pass, or an admin overrides; else throws. */
  async check(caller: Caller, modelId: string, override: GateOverride): Promise<void> {
    const { db, testRuns } = this.deps;
    const gate = await this.get(caller.brand.id);
    if (!gate.enabled) return;
    if (override.requested) {
      if (!override.admin) throw forbidden(G.adminOnly);
      await recordAudit(db, {
        brandId: caller.brand.id, actor: { id: caller.userId, name: caller.name }, entity: 'publishGate', entityId: modelId,
        action: 'override', after: { modelId, tagIds: gate.tags.map((tag) => tag._id) },
      });
      return;
    }
    let started: TestRun;
    try {
      const tags = gate.tags.length ? { tags: gate.tags.map((tag) => tag._id) } : {};
      ({ run: started } = await testRuns.start(caller, { target: 'draft', liveBrandFunctions: false, ...tags }, { origin: 'publishGate', modelId }));
    } catch (error) {
      // No cases in the gate's suites: nothing can fail.
      if (error instanceof HttpError && error.message === T.noCases) return;
      throw error;
    }
    const run = await this.waitFor(caller, started);
    if (run.state === 'passed') return;
    if (run.state !== 'failed') throw businessRule(G.notFinished(run.number), { title: G.refusedTitle });
    const failed = await testRuns.results(caller.brand.id, run._id, { filter: 'Failed', page: 1, pageSize: GATE_FAILURES_SHOWN });
    throw businessRule(G.refused(failed.totalCount, run.number), {
      title: G.refusedTitle,
      testRun: {
        _id: run._id, number: run.number, failed: failed.totalCount,
        failedCases: failed.items.map((result) => ({ testCaseId: result.testCaseId, name: result.name })),
      },
    });
  }

  /** Polls the run (a runner of any instance may run it) until it ends; past the wait it is cancelled and refused. */
  private async waitFor(caller: Caller, started: TestRun): Promise<TestRun> {
    const deadline = Date.now() + (this.deps.waitMs ?? WAIT_MS);
    let run = started;
    while (!FINISHED_TEST_RUN_STATES.includes(run.state)) {
      if (Date.now() > deadline) {
        await this.deps.testRuns.cancel(caller, run._id).catch(() => undefined);
        throw businessRule(G.tooSlow(run.number), { title: G.refusedTitle });
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      run = await this.deps.testRuns.get(caller.brand.id, run._id);
    }
    return run;
  }
}
