/**
 * Offline retry (spec §4): the first wait is 5 s, then the delay grows as (attempt + 1) * 2 * 5 s.
 * The countdown shows seconds, minutes and seconds, or hours, minutes and seconds.
 */
import { TIMING } from '@switchboard/contracts/common/constants';

/** Seconds to wait before retry number `attempt` (0 = the first retry). */
export function retryDelaySeconds(attempt: number): number {
  const base = TIMING.offlineRetryStartS;
  return attempt <= 0 ? base : (attempt + 1) * 2 * base;
}

export function formatCountdown(totalSeconds: number): string {
  const total = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours}h ${minutes}m ${seconds}s`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}
