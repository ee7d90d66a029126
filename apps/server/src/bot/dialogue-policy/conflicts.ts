/**
 * Conflicts: the same recent history and slots (the memo's key) followed by different actions in different stories.
 * The policy cannot follow both; the trainer decides which is right. Reported with every story and box on each side.
 */
import type { StoryConflict } from '@switchboard/contracts/dms/dms.schemas';
import type { Example, PolicyDomain } from './dialogue-state';
import { LISTEN_ACTION } from './dialogue-state';
import { memoKey, readableHistory } from './features';

export type Conflict = StoryConflict;

export function findConflicts(examples: readonly Example[], domain: PolicyDomain): Conflict[] {
  const names = new Map(domain.actions.map((action) => [action.id, action.name]));
  const nameOf = (id: string) => (id === LISTEN_ACTION ? LISTEN_ACTION : names.get(id) ?? id);
  const byKey = new Map<string, Example[]>();
  for (const example of examples) {
    const key = memoKey(example.state, domain.slots);
    byKey.set(key, [...(byKey.get(key) ?? []), example]);
  }
  const conflicts: Conflict[] = [];
  for (const group of byKey.values()) {
    const actions = new Map<string, Map<string, { storyId: string; storyName: string; dialogBoxId: string }>>();
    for (const { action, storyId, storyName, dialogBoxId } of group) {
      const stories = actions.get(action) ?? new Map();
      if (!stories.has(storyId)) stories.set(storyId, { storyId, storyName, dialogBoxId });
      actions.set(action, stories);
    }
    if (actions.size < 2) continue;
    conflicts.push({
      history: readableHistory(group[0]!.state, nameOf),
      actions: [...actions].map(([action, stories]) => ({ action: nameOf(action), stories: [...stories.values()] })),
    });
  }
  return conflicts;
}
