/** Words for report values: run statuses with their tag colours, sizes, durations and schedules. */
import {
  SCHEDULE_LABELS, WEEKDAY_NAMES, type ReportRunStatus, type ReportSchedule,
} from '@switchboard/contracts/console/reports.schemas';

export const STATUS_LABELS: Record<ReportRunStatus, { text: string; color: string }> = {
  queued: { text: 'Queued', color: 'default' },
  running: { text: 'Running', color: 'processing' },
  sent: { text: 'Sent', color: 'success' },
  ready: { text: 'Ready', color: 'cyan' },
  failed: { text: 'Failed', color: 'error' },
};

export function sizeText(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function durationText(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const ordinal = (day: number) => `${day}${[11, 12, 13].includes(day) ? 'th' : ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;

export function scheduleText(schedule: ReportSchedule): string {
  const at = `${schedule.time} ${schedule.timeZone}`;
  switch (schedule.frequency) {
    case 'hourly': return `Hourly at :${schedule.time.slice(3)} (${schedule.timeZone})`;
    case 'weekly': return `Weekly on ${WEEKDAY_NAMES[schedule.dayOfWeek]} at ${at}`;
    case 'monthly': return `Monthly on the ${ordinal(schedule.dayOfMonth)}${schedule.dayOfMonth > 28 ? ' (or the last day)' : ''} at ${at}`;
    default: return `${SCHEDULE_LABELS[schedule.frequency]} at ${at}`;
  }
}
