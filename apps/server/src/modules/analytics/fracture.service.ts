/** The fracture report of /analytics/fracture (issue 24): the bot messages after which conversations break, ranked. */
import {
  FRACTURE_ROW_LIMIT, FRACTURE_START_STEP, FRACTURE_START_TEXT, type FractureData, type FractureRow,
} from '@switchboard/contracts/analytics/fracture.schemas';
import { MESSAGE_TYPES, type MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { percent } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { Executor } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import { rangeInstants } from './analytics.repository';
import { fractureCounts, type StepCounts } from './fracture.repository';

const typeOf = (type: string | null): MessageType | null => ((MESSAGE_TYPES as readonly string[]).includes(type ?? '') ? type as MessageType : null);

function rowOf(step: StepCounts): FractureRow {
  const start = step.step === FRACTURE_START_STEP;
  return {
    step: step.step, text: start ? FRACTURE_START_TEXT : step.text ?? '', type: start ? null : typeOf(step.type), reached: step.reached,
    abandoned: step.abandoned, handedOver: step.handover, fallback: step.fallback, breaks: step.breaks,
    share: percent(step.breaks, step.reached), abandonedShare: percent(step.abandoned, step.reached),
    handoverShare: percent(step.handover, step.reached), fallbackShare: percent(step.fallback, step.reached),
  };
}

/** Most breaks first; then the larger share (a message few reached and most left), then the text (a stable order). */
const byBreaks = (a: FractureRow, b: FractureRow) => b.breaks - a.breaks || b.share - a.share || a.text.localeCompare(b.text);

export class FractureService {
  constructor(private readonly db: Executor) {}

  async fracture(filter: ReportFilter, scope: Scope | undefined): Promise<FractureData> {
    const [{ steps, totals }, range] = await Promise.all([fractureCounts(this.db, filter, scope), rangeInstants(this.db, filter)]);
    const rows = steps.map(rowOf).sort(byBreaks);
    return {
      totals: { conversations: totals.conversations, abandoned: totals.abandoned, handedOver: totals.handover, fallback: totals.fallback, breaks: totals.breaks },
      rows: rows.slice(0, FRACTURE_ROW_LIMIT),
      moreSteps: Math.max(0, rows.length - FRACTURE_ROW_LIMIT),
      range,
    };
  }
}
