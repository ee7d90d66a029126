/** Report configurations and runs as the server answers them, and the few DOM moves the page tests need. */
import { act } from 'react';
import type { ReportConfig, ReportRun } from '@switchboard/contracts/console/reports.schemas';
import { settle } from '@/test-support/dom-root';

export const CONFIG: ReportConfig = {
  id: '6f1c1a52-3b0e-4d0b-9a57-0c6a3d3b2a11', name: 'Daily agent monitoring', dataset: 'agentMonitoring', format: 'xlsx', period: 'previousDay',
  granularity: 'day', schedule: { frequency: 'daily', time: '09:00', timeZone: 'Europe/London', dayOfWeek: 1, dayOfMonth: 1 },
  filters: { groupIds: [], agentIds: [], channels: [] }, recipients: { memberIds: [], emails: ['ops@example.com'] }, enabled: true,
  ownerId: null, ownerName: 'Ada Admin', nextRunAt: '2026-03-11T09:00:00.000Z', consecutiveFailures: 0, lastRunStatus: 'sent', createdAt: '2026-03-10T12:00:00.000Z',
};

export const run = (overrides: Partial<ReportRun> = {}): ReportRun => ({
  id: 'a8b3d1f0-6f8e-4a49-9d3c-1f2b3c4d5e6f', configId: CONFIG.id, configName: CONFIG.name, dataset: 'agentMonitoring', format: 'xlsx', trigger: 'runNow',
  status: 'sent', reason: null, progress: 100, periodStart: '2026-03-09T00:00:00.000Z', periodEnd: '2026-03-10T00:00:00.000Z', rows: 15, sizeBytes: 20_480,
  durationMs: 1_500, createdAt: '2026-03-10T12:00:00.000Z', finishedAt: '2026-03-10T12:00:02.000Z', downloadable: true, ...overrides,
});

export { button, click, text } from '@/test-support/dom-actions';

export async function type(id: string, value: string) {
  const input = document.getElementById(id) as HTMLInputElement | null;
  if (!input) throw new Error(`no field ${id}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}
