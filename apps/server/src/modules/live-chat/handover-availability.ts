/**
 * What the queue tells customers: whether a handover can reach a person now (§4) and, while they wait,
 * their place and expected wait: position × average handling time ÷ available agents (average of the
 * group's last 20 resolved chats, accept → resolve; DEFAULT_HANDLING_SECONDS until there are any).
 */
import type { HandoverAvailability } from '@/bot/bot';
import type { Executor } from '@/db/client';
import { activeDowntime } from '@/modules/settings/downtime.service';
import { availableAgents, averageHandlingSeconds, defaultGroupId, groupBrandId } from './routing.repository';

export const DEFAULT_HANDLING_SECONDS = 180;

/**
 * §4: can a handover reach a person now? Not during one of the brand's downtime windows, and only
 * when a member of the group (the default group when none) is online and accepting chats. The bot
 * offers a ticket instead when not; the widget's ticketAvailability asks the same (tickets module).
 */
export async function handoverAvailability(db: Executor, groupId?: string | null): Promise<HandoverAvailability> {
  let group = groupId && /^[0-9a-f-]{36}$/i.test(groupId) ? groupId : null;
  let brandId = group ? await groupBrandId(db, group) : null;
  if (!brandId) {
    // No such group (any more): the default group, as handover() does.
    group = await defaultGroupId(db);
    brandId = group ? await groupBrandId(db, group) : null;
  }
  if (!group) return { available: false };
  const downtime = brandId ? await activeDowntime(db, brandId, new Date()) : null;
  if (!brandId || downtime) return { available: false, ...(downtime?.message ? { downtimeMessage: downtime.message } : {}) };
  return { available: (await availableAgents(db, group)) > 0 };
}

/** The waiting chats' queue statuses, oldest first. */
export async function queueStatusesOf(db: Executor, groupId: string, waiting: ReadonlyArray<{ psid: string }>) {
  if (waiting.length === 0) return [];
  const average = (await averageHandlingSeconds(db, groupId)) ?? DEFAULT_HANDLING_SECONDS;
  const agents = Math.max(1, await availableAgents(db, groupId));
  return waiting.map((chat, index) => {
    const position = index + 1;
    return { psid: chat.psid, status: { position, expectedWaitSeconds: Math.ceil((position * average) / agents) } };
  });
}
