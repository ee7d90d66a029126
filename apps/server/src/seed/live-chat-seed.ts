/**
 * The live-chat part of the demo brand: a "General" group with the demo agents (members, offered
 * chats) and the supervisor, and an agent_presence row (capacity 3, 'accept chats') per member.
 */
import type { Database } from '@/db/client';
import { agentPresence } from '@/db/schema/agent-presence';
import { groupMembers, groups, type GroupRole } from '@/db/schema/groups';
import { DEMO_MEMBERS } from './demo-brand';

export const DEFAULT_GROUP = { name: 'General', description: 'Every demo agent; chats handed over by the bot queue here', maxChatsPerAgent: 3 };

const GROUP_ROLE: Partial<Record<string, GroupRole>> = { Agent: 'member', Supervisor: 'supervisor' };

export async function seedLiveChat(tx: Database, brandId: string, userRows: Array<{ id: string; email: string }>): Promise<void> {
  const [group] = await tx.insert(groups).values({ brandId, ...DEFAULT_GROUP }).returning({ id: groups.id });
  if (!group) throw new Error('The General group could not be created');
  const members = userRows.flatMap((row) => {
    const role = GROUP_ROLE[DEMO_MEMBERS.find((member) => member.email === row.email)?.role ?? ''];
    return role ? [{ groupId: group.id, userId: row.id, role }] : [];
  });
  if (members.length > 0) await tx.insert(groupMembers).values(members);
  await tx.insert(agentPresence).values(userRows.map((row) => ({ userId: row.id, capacity: DEFAULT_GROUP.maxChatsPerAgent })));
}
