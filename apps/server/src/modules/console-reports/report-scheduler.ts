/**
 * Turns due configurations into queued runs, exactly once across instances: in one transaction the due rows are
 * locked (SKIP LOCKED: another instance passes them by), a run is inserted for the slot (the (config, slot) unique
 * index refuses a second), and the next run time moves past now. Slots missed while every instance was down
 * collapse into one run, for the latest of them.
 */
import { nextRunAfter, periodFor } from '@switchboard/contracts/console/reports-schedule';
import type { Database } from '@/db/client';
import type { ReportConfigRow, ReportRunRow } from '@/db/schema/console-reports';
import { lockDueConfigs, setNextRun } from './report-configs.repository';
import { insertRun } from './report-runs.repository';

const BATCH = 20;
/** A year of hourly slots: past it, the latest slot is found from now instead (never loops long). */
const MAX_SKIPPED_SLOTS = 9_000;

/** The latest slot due by `now`, starting from the stored next run time. */
export function latestDueSlot(config: Pick<ReportConfigRow, 'schedule' | 'nextRunAt'>, now: number): number {
  let slot = config.nextRunAt!.getTime();
  for (let step = 0; step < MAX_SKIPPED_SLOTS; step++) {
    const next = nextRunAfter(config.schedule, slot);
    if (next > now) return slot;
    slot = next;
  }
  return slot;
}

export const runValues = (config: ReportConfigRow, slotOrNow: number, trigger: 'schedule' | 'runNow', requestedBy: string | null) => {
  const period = periodFor(config.period, slotOrNow, config.schedule.timeZone);
  return {
    brandId: config.brandId, configId: config.id, configName: config.name, dataset: config.dataset, format: config.format, trigger,
    scheduledFor: trigger === 'schedule' ? new Date(slotOrNow) : null, periodStart: new Date(period.start), periodEnd: new Date(period.end),
    bifurcation: config.bifurcation, requestedBy,
  };
};

/** Queues the runs due by `now`; answers those this call made. */
export async function queueDueRuns(db: Database, now: number): Promise<ReportRunRow[]> {
  return db.transaction(async (tx) => {
    const made: ReportRunRow[] = [];
    for (const config of await lockDueConfigs(tx, new Date(now), BATCH)) {
      const slot = latestDueSlot(config, now);
      const run = await insertRun(tx, runValues(config, slot, 'schedule', null));
      if (run) made.push(run);
      await setNextRun(tx, config.id, new Date(nextRunAfter(config.schedule, Math.max(slot, now))));
    }
    return made;
  });
}
