/**
 * Stories joined at checkpoints (Rasa's checkpoints): a story ending in checkpoint X continues with every story
 * starting with X, so shared beginnings are written once. A story starting with a checkpoint only happens after one
 * that ends there; one starting with a checkpoint nobody ends in is learnt on its own. Joins are bounded (depth and
 * count): a cycle of checkpoints cannot blow up.
 */
import type { DialogBox } from '@switchboard/contracts/dms/dms.schemas';
import type { Flow } from './dialogue-state';

export interface PolicyStory {
  id: string;
  name: string;
  boxes: DialogBox[];
}

const MAX_DEPTH = 4;
const MAX_FLOWS = 20_000;

const startCheckpoint = (story: PolicyStory) => (story.boxes[0]?.kind === 'checkpoint' ? story.boxes[0].name : null);
const endCheckpoint = (story: PolicyStory) => {
  const last = story.boxes[story.boxes.length - 1];
  return story.boxes.length > 1 && last?.kind === 'checkpoint' ? last.name : null;
};

export function flowsOf(stories: readonly PolicyStory[]): Flow[] {
  const starting = new Map<string, PolicyStory[]>();
  const ended = new Set<string>();
  for (const story of stories) {
    const start = startCheckpoint(story);
    if (start) starting.set(start, [...(starting.get(start) ?? []), story]);
    const end = endCheckpoint(story);
    if (end) ended.add(end);
  }
  const flows: Flow[] = [];
  const walk = (boxes: DialogBox[], story: PolicyStory, depth: number) => {
    if (flows.length >= MAX_FLOWS) return;
    const end = endCheckpoint(story);
    const next = end ? starting.get(end) ?? [] : [];
    if (next.length === 0 || depth >= MAX_DEPTH) {
      flows.push({ storyId: story.id, storyName: story.name, boxes, continues: Boolean(end) });
      return;
    }
    for (const following of next) walk([...boxes, ...following.boxes], following, depth + 1);
  };
  for (const story of stories) {
    const start = startCheckpoint(story);
    if (start && ended.has(start)) continue;
    walk(story.boxes, story, 0);
  }
  return flows;
}
