/**
 * Users' journeys (/dms/users_journey and /{journeyId}) and turning one into a draft dialogue (bootstrapStory with a
 * journeyId): its steps that are intents of the domain become customer turns, a handed-over journey ends with the
 * domain's handover action when it has one; the trainer adds the bot's actions and saves.
 */
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import type { BootstrapResult, DialogBox, Journey } from '@switchboard/contracts/dms/dms.schemas';
import type { Database } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import { notFound } from '@/plugins/http-errors';
import * as repo from './dms.repository';
import { findJourney, listJourneys, stepsOf, type JourneyRow } from './journeys.repository';

const DAY_MS = 86_400_000;
/** Journeys a page: the dialogues' 10 (§9 lists no size for journeys). */
const PAGE_SIZE = PAGE_SIZES.dialogues;

const view = (row: JourneyRow): Journey => ({
  journeyId: row.journey_id, steps: stepsOf(row.path), count: row.count,
  outcomes: { resolvedByBot: row.resolved, handedOver: row.handed, abandoned: row.abandoned },
  examples: row.examples.map((example) => ({ ...example, startedAt: new Date(example.startedAt).toISOString() })),
});

export class JourneysService {
  constructor(private readonly db: Database, private readonly now: () => number = Date.now) {}

  async list(scope: Scope | undefined, { page, days }: { page: number; days: number }) {
    const rows = await listJourneys(this.db, this.since(days), scope, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    return { journeys: rows.map(view), totalCount: rows[0]?.total ?? 0 };
  }

  async get(scope: Scope | undefined, journeyId: string, days: number): Promise<Journey> {
    if (!/^[0-9a-f]{32}$/.test(journeyId)) throw notFound(T.journeyNotFound);
    const row = await findJourney(this.db, this.since(days), scope, journeyId);
    if (!row) throw notFound(T.journeyNotFound);
    return view(row);
  }

  /** A draft dialogue of the journey in the domain (not stored). */
  async draft(brandId: string, scope: Scope | undefined, domain: repo.DomainRow, journeyId: string, days: number): Promise<BootstrapResult> {
    const journey = await this.get(scope, journeyId, days);
    const intents = new Map(domain.intents.map((name) => [name.toLowerCase(), name]));
    const boxes: DialogBox[] = journey.steps.flatMap((step, i): DialogBox[] => {
      const intent = intents.get(step.toLowerCase());
      return intent ? [{ kind: 'customer', dialogBoxId: `j${i + 1}`, intent, entities: [], text: '' }] : [];
    });
    if (journey.outcomes.handedOver > journey.count / 2) {
      const handover = (await repo.listActions(this.db, brandId, domain.id)).find((action) => action.config.kind === 'handover');
      if (handover) boxes.push({ kind: 'action', dialogBoxId: `j${boxes.length + 1}`, actionId: handover.id, slots: [] });
    }
    const name = `Journey: ${journey.steps.join(' › ')}`.slice(0, 100);
    return { dialogues: boxes.length ? [{ domainId: domain.id, name, boxes }] : [], rows: [], created: 0, failed: 0 };
  }

  private since(days: number): Date {
    return new Date(this.now() - days * DAY_MS);
  }
}
