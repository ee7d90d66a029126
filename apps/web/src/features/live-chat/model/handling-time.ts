/** Waiting and handling time of a chat (§9: long from 120 s, critical from 300 s; the brand configuration may change both). */
import { TIMING } from '@switchboard/contracts/common/constants';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';

export type HandlingLevel = 'normal' | 'long' | 'critical';

export interface HandlingThresholds {
  longMs: number;
  criticalMs: number;
}

export const DEFAULT_THRESHOLDS: HandlingThresholds = { longMs: TIMING.chatHandlingLongMs, criticalMs: TIMING.chatHandlingCriticalMs };

export function handlingLevel(elapsedMs: number, thresholds: HandlingThresholds = DEFAULT_THRESHOLDS): HandlingLevel {
  if (elapsedMs >= thresholds.criticalMs) return 'critical';
  if (elapsedMs >= thresholds.longMs) return 'long';
  return 'normal';
}

/** The words shown next to the colour, so the level does not rely on colour alone. */
export const LEVEL_LABELS: Record<HandlingLevel, string> = { normal: '', long: 'Long', critical: 'Critical' };

/** What the clock measures: waiting (Pending, Inqueue) since handover, handling since accept. */
export function clockOf(chat: LiveChat): { kind: 'waiting' | 'handling'; since: number } | null {
  if (chat.chatState === 'Pending' || chat.chatState === 'Inqueue') {
    return chat.handoverAt === null ? null : { kind: 'waiting', since: chat.handoverAt };
  }
  if (chat.chatState === 'AgentHandling') {
    const since = chat.acceptedAt ?? chat.handoverAt;
    return since === null ? null : { kind: 'handling', since };
  }
  return null;
}

/** 0:07, 2:05, 1:02:03. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
