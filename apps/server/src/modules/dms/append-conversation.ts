/**
 * Appending the widget's conversation to a dialogue (dmsSave with a storyId; pure). The conversation goes on after
 * the dialogue's last box (the customer comes back once the dialogue is over), except when it begins by replaying the
 * whole dialogue (the trainer followed it to its end, then went on): then only what came after the replay is added,
 * so the dialogue is extended instead of told twice. Steps compare as matchDialogues compares them (intents and
 * actions in order; entities and checkpoints aside), and the replayed part keeps the dialogue's own example texts.
 * Box ids are kept unless the dialogue has them already.
 * Refused, saying why (412): a dialogue that ends in a checkpoint (other dialogues take over there, and a box after
 * it would break the join), a replay that adds nothing, and a dialogue longer than MAX_STORY_BOXES.
 */
import { MAX_STORY_BOXES, type DialogBox } from '@switchboard/contracts/dms/dms.schemas';
import { businessRule } from '@/plugins/http-errors';
import { stepOf, stepsOf } from './match-dialogues';

const MAX_ID = 64;

export function appendConversation(story: { name: string; boxes: readonly DialogBox[] }, conversation: readonly DialogBox[]): DialogBox[] {
  const end = story.boxes.at(-1);
  if (end?.kind === 'checkpoint') {
    throw businessRule(`"${story.name}" ends in the checkpoint ${end.name}, where other dialogues take over: append to one of those, or save the conversation as a new dialogue`);
  }
  const added = conversation.slice(replayedBoxes(story.boxes, conversation));
  if (added.length === 0) throw businessRule(`"${story.name}" already goes like this conversation: there is nothing to append`);
  const total = story.boxes.length + added.length;
  if (total > MAX_STORY_BOXES) {
    throw businessRule(`"${story.name}" would have ${total} boxes, and a dialogue has at most ${MAX_STORY_BOXES}: save the conversation as a new dialogue`);
  }
  const taken = new Set(story.boxes.map((box) => box.dialogBoxId));
  return [...story.boxes, ...added.map((box) => {
    const dialogBoxId = freeId(box.dialogBoxId, taken);
    taken.add(dialogBoxId);
    return { ...box, dialogBoxId };
  })];
}

/** How many of the conversation's first boxes replay the whole dialogue (0: it does not begin with all of it). */
function replayedBoxes(story: readonly DialogBox[], conversation: readonly DialogBox[]): number {
  const wanted = stepsOf(story);
  let matched = 0;
  for (const [i, box] of conversation.entries()) {
    if (matched === wanted.length) return i;
    const step = stepOf(box);
    if (step === null) continue;
    if (step !== wanted[matched]) return 0;
    matched += 1;
  }
  return matched === wanted.length ? conversation.length : 0;
}

function freeId(id: string, taken: ReadonlySet<string>): string {
  let candidate = id;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${id.slice(0, MAX_ID - String(n).length - 1)}-${n}`;
  return candidate;
}
