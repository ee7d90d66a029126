/**
 * One trainer's interactive training conversation in the DMS chatbot widget (held by training-sessions.ts, pure of
 * I/O but for the ports given): the trainer types as a customer; the draft NLU's guesses are offered
 * (predictedIntents, predictedEntities) and the input stays locked until the trainer confirms or corrects them; then
 * the policy's next actions are offered (predictedActions) until the trainer picks `listen` (the bot waits for the
 * customer); each step tells which stories still match. The conversation is saved as a dialogue or appended to one. After a reconnect it
 * is replayed as the same events, so the widget rebuilds it as it built it live.
 */
import { randomUUID } from 'node:crypto';
import { PREDICTIONS_SHOWN, LISTEN_ACTION, type DmsAddition, type DmsUpdation } from '@switchboard/contracts/dms/dms.events';
import type { DialogBox } from '@switchboard/contracts/dms/dms.schemas';
import { eventOf, StateTracker } from '@/bot/dialogue-policy/dialogue-state';
import type { DialoguePolicy } from '@/bot/dialogue-policy/policy';
import { badRequest, businessRule } from '@/plugins/http-errors';
import type { ActionRow, DomainRow } from './dms.repository';
import { matchDialogues } from './match-dialogues';
import { policyDomainOf } from './policy-domain';

export interface SessionPorts {
  /** The draft NLU: every intent with its score (best first) and the entities found. */
  understand: (text: string) => { ranking: { intent: string; score: number }[]; entities: { entity: string; value: string; text: string }[] };
  /** The domain's stories now (matchDialogues). */
  stories: () => Promise<{ id: string; name: string; boxes: DialogBox[] }[]>;
  emit: (event: 'addition' | 'updation', payload: DmsAddition | DmsUpdation) => void;
}

type Lock = 'confirmIntent' | 'confirmAction' | 'none';

export class InteractiveSession {
  readonly boxes: DialogBox[] = [];
  private lock: Lock = 'none';
  private pendingBox: string | null = null;
  /** The predictions waiting for the trainer (sent again by replay). */
  private predicted: DmsUpdation[] = [];
  /** What the bot said for each action box (sent again by replay). */
  private readonly said = new Map<string, string>();

  constructor(
    readonly domain: DomainRow,
    private readonly actions: ActionRow[],
    private readonly policy: DialoguePolicy | null,
    private readonly ports: SessionPorts,
  ) {}

  async start(): Promise<void> {
    this.setLock('none');
    await this.match();
  }

  message(text: string): string {
    if (this.lock !== 'none') throw businessRule('Confirm the intent or the next action first');
    const { ranking, entities } = this.ports.understand(text);
    const intents = new Map(this.domain.intents.map((name) => [name.toLowerCase(), name]));
    const inDomain = ranking.filter((entry) => intents.has(entry.intent.toLowerCase()));
    const domainEntities = new Set(this.domain.entities.map((name) => name.toLowerCase()));
    const found = entities.filter((entity) => domainEntities.has(entity.entity.toLowerCase()));
    const best = inDomain[0]?.intent ?? this.domain.intents[0] ?? '';
    const box: DialogBox = { kind: 'customer', dialogBoxId: boxId(), intent: best, entities: found.map(({ entity, value }) => ({ entity, value })), text };
    this.boxes.push(box);
    this.pendingBox = box.dialogBoxId;
    this.ports.emit('addition', { newMessage: box });
    this.setLock('confirmIntent');
    this.predicted = [{
      type: 'predictedIntents', dialogBoxId: box.dialogBoxId, totalCount: inDomain.length,
      intents: inDomain.slice(0, PREDICTIONS_SHOWN).map(({ intent, score }) => ({ intent, score })),
    }, { type: 'predictedEntities', dialogBoxId: box.dialogBoxId, entities: found.slice(0, PREDICTIONS_SHOWN), totalCount: found.length }];
    this.predicted.forEach((update) => this.ports.emit('updation', update));
    return box.dialogBoxId;
  }

  async confirmIntent(dialogBoxId: string, intent: string, entities: { entity: string; value: string }[]): Promise<DialogBox> {
    if (this.lock !== 'confirmIntent' || this.pendingBox !== dialogBoxId) throw businessRule('This message is not waiting for its intent');
    const name = this.domain.intents.find((known) => known.toLowerCase() === intent.toLowerCase());
    if (!name) throw badRequest(`The intent "${intent}" is not one of this domain's`, 'intent');
    const entityNames = new Set(this.domain.entities.map((known) => known.toLowerCase()));
    const unknown = entities.findIndex((entity) => !entityNames.has(entity.entity.toLowerCase()));
    if (unknown >= 0) throw badRequest(`The entity "${entities[unknown]!.entity}" is not one of this domain's`, `entities.${unknown}.entity`);
    const index = this.boxes.findIndex((box) => box.dialogBoxId === dialogBoxId);
    const before = this.boxes[index]!;
    const box: DialogBox = { kind: 'customer', dialogBoxId, intent: name, entities, text: before.kind === 'customer' ? before.text : '' };
    this.boxes[index] = box;
    this.pendingBox = null;
    this.ports.emit('updation', { type: 'updateMessage', message: box });
    await this.match();
    this.predictActions();
    return box;
  }

  async confirmAction(actionId: string): Promise<DialogBox | null> {
    if (this.lock !== 'confirmAction') throw businessRule('Type the customer\'s message first');
    if (actionId === LISTEN_ACTION) {
      await this.match();
      this.setLock('none');
      return null;
    }
    const action = this.actions.find((known) => known.id === actionId);
    if (!action) throw badRequest(`No action "${actionId}" in this domain`, 'actionId');
    const box: DialogBox = { kind: 'action', dialogBoxId: boxId(), actionId, slots: [] };
    this.boxes.push(box);
    this.ports.emit('addition', { newMessage: box });
    const said = action.config.kind === 'respond' || action.config.kind === 'askSlot' ? action.config.variations[0]?.text : undefined;
    if (said) {
      this.said.set(box.dialogBoxId, said);
      this.ports.emit('updation', { type: 'utterance', dialogBoxId: box.dialogBoxId, text: said });
    }
    await this.match();
    this.predictActions();
    return box;
  }

  /**
   * Sends the conversation again in the live path's order (a reconnected widget starts from nothing): each box with
   * what the bot said, the matching stories, then the lock with the predictions waiting for the trainer.
   */
  async replay(): Promise<void> {
    for (const box of this.boxes) {
      this.ports.emit('addition', { newMessage: box });
      const said = this.said.get(box.dialogBoxId);
      if (said) this.ports.emit('updation', { type: 'utterance', dialogBoxId: box.dialogBoxId, text: said });
    }
    await this.match();
    const waiting = this.lock === 'none' ? [] : this.predicted;
    // Live, a message locks before its predicted intents and the predicted actions come before their lock.
    if (this.lock === 'confirmIntent') this.setLock(this.lock);
    waiting.forEach((update) => this.ports.emit('updation', update));
    if (this.lock !== 'confirmIntent') this.setLock(this.lock);
  }

  /** What is saved: the boxes, once no message waits for its intent. */
  saveable(): DialogBox[] {
    if (this.lock === 'confirmIntent') throw businessRule('Confirm the intent of the last message first');
    if (this.boxes.length === 0) throw businessRule('Chat with the bot before saving a dialogue');
    return this.boxes.map((box) => ({ ...box }));
  }

  private predictActions(): void {
    const names = new Map(this.actions.map((action) => [action.id, action.name]));
    const tracker = new StateTracker(policyDomainOf(this.domain, this.actions));
    for (const box of this.boxes) {
      const event = eventOf(box);
      if (event) tracker.add(event);
    }
    const prediction = this.policy?.predict(tracker.state(this.policy.stored.history));
    const ranked = prediction?.ranking ?? [];
    // Actions the policy never saw are offered too (score 0), after its ranking: the trainer may pick any.
    const rest = [LISTEN_ACTION, ...this.actions.map((action) => action.id)].filter((id) => !ranked.some((entry) => entry.actionId === id));
    const all = [...ranked, ...rest.map((actionId) => ({ actionId, score: 0 }))].filter((entry) => entry.actionId === LISTEN_ACTION || names.has(entry.actionId));
    const offer: DmsUpdation = {
      type: 'predictedActions', totalCount: all.length, source: prediction?.source ?? 'fallback',
      actions: all.slice(0, PREDICTIONS_SHOWN).map(({ actionId, score }) => ({ actionId, name: names.get(actionId) ?? LISTEN_ACTION, score })),
    };
    this.predicted = [offer];
    this.ports.emit('updation', offer);
    this.setLock('confirmAction');
  }

  private async match(): Promise<void> {
    this.ports.emit('updation', { type: 'matchDialogues', ...matchDialogues(this.boxes, await this.ports.stories()) });
  }

  private setLock(lock: Lock): void {
    this.lock = lock;
    this.ports.emit('updation', { type: 'inputLock', locked: lock !== 'none', reason: lock });
  }
}

const boxId = () => randomUUID().slice(0, 8);
