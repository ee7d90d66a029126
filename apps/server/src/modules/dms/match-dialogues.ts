/**
 * Stories matching the conversation so far (matchDialogues): their customer turns and actions, checkpoints left out,
 * begin with the conversation's (a customer turn by intent, an action by id). Pure; the longest stories last.
 */
import type { DialogBox } from '@switchboard/contracts/dms/dms.schemas';

const SHOWN = 10;

/** A box as a step of the path: a customer turn by intent, an action by id; a checkpoint is no step (null). */
export const stepOf = (box: DialogBox): string | null =>
  box.kind === 'customer' ? `u:${box.intent.toLowerCase()}` : box.kind === 'action' ? `a:${box.actionId}` : null;
export const stepsOf = (boxes: readonly DialogBox[]) => boxes.map(stepOf).filter((step): step is string => step !== null);

export function matchDialogues(conversation: readonly DialogBox[], stories: readonly { id: string; name: string; boxes: DialogBox[] }[]) {
  const wanted = stepsOf(conversation);
  const matched = stories.filter((story) => {
    const steps = stepsOf(story.boxes);
    return steps.length >= wanted.length && wanted.every((step, i) => steps[i] === step);
  });
  return {
    dialogues: matched.slice(0, SHOWN).map((story) => ({ _id: story.id, name: story.name, matchedBoxes: wanted.length })),
    totalCount: matched.length,
  };
}
