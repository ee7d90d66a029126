/**
 * Rasa's Markdown stories (`## name`, `* intent{"entity": "value"}`, ` - action`, `> checkpoint`) as the policy's
 * stories, and the policy domain they imply: the dialogue benchmark reads a public story corpus with it (the bAbI
 * dialog restaurant stories, bench/fixtures/babi-restaurant). A customer turn's entities fill the slot of the same name
 * (a text slot: Rasa's own restaurant domain types them so, only whether one is set steers the bot); an explicit
 * `action_listen` is dropped, since waiting for the customer after each run of actions is what the examples add
 * (dialogue-state.ts). Anything else (OR intents, forms) is refused with its line, so a corpus is never half-read.
 */
import type { DialogBox, Slot } from '@switchboard/contracts/dms/dms.schemas';
import type { PolicyDomain } from './dialogue-state';
import type { PolicyStory } from './flows';

const RASA_LISTEN = 'action_listen';

const STORY = /^##\s*(.+)$/;
const CUSTOMER = /^\*\s*([\w.-]+)\s*(\{.*\})?$/;
const SLOT_EVENT = /^-\s*slot(\{.*\})$/;
const ACTION = /^-\s*([\w.-]+)$/;
const CHECKPOINT = /^>\s*([\w.-]+)$/;

/** The entity → value pairs of `{"cuisine": "italian", "people": "six"}` (null values carry nothing). */
function pairsOf(json: string, lineNo: number): [string, string][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(`Line ${lineNo}: ${json} is not a JSON object`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`Line ${lineNo}: ${json} is not a JSON object`);
  return Object.entries(parsed as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
}

export function parseRasaStories(markdown: string): PolicyStory[] {
  const stories: PolicyStory[] = [];
  let current: PolicyStory | null = null;
  let boxNo = 0;
  const finish = () => {
    if (current && current.boxes.length === 0) throw new Error(`Story "${current.name}" has no steps`);
    if (current) stories.push(current);
  };
  markdown.split(/\r?\n/).forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (line === '' || (line.startsWith('<!--') && line.endsWith('-->'))) return;
    const story = STORY.exec(line);
    if (story) {
      finish();
      current = { id: `story-${stories.length}`, name: story[1]!.trim(), boxes: [] };
      return;
    }
    if (!current) throw new Error(`Line ${lineNo}: "${line}" comes before any story (## name)`);
    const { boxes } = current;
    const dialogBoxId = `b${boxNo++}`;
    const customer = CUSTOMER.exec(line);
    if (customer) {
      const entities = customer[2] ? pairsOf(customer[2], lineNo).map(([entity, value]) => ({ entity, value })) : [];
      boxes.push({ kind: 'customer', dialogBoxId, intent: customer[1]!, entities, text: '' });
      return;
    }
    const slotEvent = SLOT_EVENT.exec(line);
    if (slotEvent) {
      // What an action set (a search's result): it belongs to the action it follows.
      const last = boxes.at(-1);
      if (last?.kind !== 'action') throw new Error(`Line ${lineNo}: a slot event must follow an action`);
      last.slots = [...(last.slots ?? []), ...pairsOf(slotEvent[1]!, lineNo).map(([slot, value]) => ({ slot, value }))];
      return;
    }
    const action = ACTION.exec(line);
    if (action) {
      if (action[1] !== RASA_LISTEN) boxes.push({ kind: 'action', dialogBoxId, actionId: action[1]!, slots: [] });
      return;
    }
    const checkpoint = CHECKPOINT.exec(line);
    if (checkpoint) {
      boxes.push({ kind: 'checkpoint', dialogBoxId, name: checkpoint[1]! });
      return;
    }
    throw new Error(`Line ${lineNo}: "${line}" is not a story step this reader knows (* intent{...}, - action, - slot{...}, > checkpoint)`);
  });
  finish();
  return stories;
}

export interface RasaDomain {
  /** What the policy needs: the slots (one per entity, and per slot an action set) and the actions. */
  domain: PolicyDomain;
  intents: string[];
  entities: string[];
}

/** The domain the stories use, in order of first use: their intents, their entities as slots, their actions. */
export function rasaDomainOf(stories: readonly PolicyStory[]): RasaDomain {
  const intents = new Set<string>();
  const entities = new Set<string>();
  const setByActions = new Set<string>();
  const actions = new Set<string>();
  const visit = (box: DialogBox) => {
    if (box.kind === 'customer') {
      intents.add(box.intent);
      for (const { entity } of box.entities ?? []) entities.add(entity);
    } else if (box.kind === 'action') {
      actions.add(box.actionId);
      for (const { slot } of box.slots ?? []) setByActions.add(slot);
    }
  };
  for (const story of stories) story.boxes.forEach(visit);
  const slots: Slot[] = [...entities].map((entity) => ({ name: entity, type: 'text', fromEntity: entity }));
  for (const slot of setByActions) if (!entities.has(slot)) slots.push({ name: slot, type: 'text' });
  return {
    domain: { slots, actions: [...actions].map((id) => ({ id, name: id })) },
    intents: [...intents],
    entities: [...entities],
  };
}
