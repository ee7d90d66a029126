/**
 * A story's boxes checked against its domain (pure): each customer turn's intent and entities belong to the domain,
 * each action is one of the domain's, each slot an action set is a slot of the domain, box ids are unique, and a
 * checkpoint is only a story's first or last box. The first problem is a 400 naming the box (its position and
 * dialogBoxId) and the field.
 */
import type { DialogBox } from '@switchboard/contracts/dms/dms.schemas';
import { badRequest } from '@/plugins/http-errors';
import type { ActionRow, DomainRow } from './dms.repository';

export interface StoryProblem { field: string; message: string }

const boxLabel = (box: DialogBox, i: number) => `Box ${i + 1} (${box.dialogBoxId})`;

export function storyProblems(domain: Pick<DomainRow, 'intents' | 'entities' | 'slots'>, actions: readonly Pick<ActionRow, 'id'>[], boxes: readonly DialogBox[]): StoryProblem[] {
  const intents = new Set(domain.intents.map((name) => name.toLowerCase()));
  const entities = new Set(domain.entities.map((name) => name.toLowerCase()));
  const slots = new Set(domain.slots.map((slot) => slot.name));
  const actionIds = new Set(actions.map((action) => action.id));
  const problems: StoryProblem[] = [];
  const ids = new Set<string>();
  boxes.forEach((box, i) => {
    const at = `boxes.${i}`;
    const label = boxLabel(box, i);
    if (ids.has(box.dialogBoxId)) problems.push({ field: `${at}.dialogBoxId`, message: `${label}: another box has this id` });
    ids.add(box.dialogBoxId);
    if (box.kind === 'customer') {
      if (!intents.has(box.intent.toLowerCase())) problems.push({ field: `${at}.intent`, message: `${label}: the intent "${box.intent}" is not one of this domain's` });
      box.entities.forEach((entity, j) => {
        if (!entities.has(entity.entity.toLowerCase())) problems.push({ field: `${at}.entities.${j}.entity`, message: `${label}: the entity "${entity.entity}" is not one of this domain's` });
      });
    } else if (box.kind === 'action') {
      if (!actionIds.has(box.actionId)) problems.push({ field: `${at}.actionId`, message: `${label}: no action "${box.actionId}" in this domain` });
      box.slots.forEach((set, j) => {
        if (!slots.has(set.slot)) problems.push({ field: `${at}.slots.${j}.slot`, message: `${label}: no slot "${set.slot}" in this domain` });
      });
    } else if (i !== 0 && i !== boxes.length - 1) {
      problems.push({ field: `${at}.name`, message: `${label}: a checkpoint starts or ends a dialogue` });
    }
  });
  if (boxes.every((box) => box.kind === 'checkpoint')) problems.push({ field: 'boxes', message: 'A dialogue needs a customer turn or an action' });
  return problems;
}

export function checkStory(domain: Pick<DomainRow, 'intents' | 'entities' | 'slots'>, actions: readonly Pick<ActionRow, 'id'>[], boxes: readonly DialogBox[]): void {
  const [first] = storyProblems(domain, actions, boxes);
  if (first) throw badRequest(first.message, first.field);
}
