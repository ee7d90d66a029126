/**
 * The interactive training conversation as the widget shows it, built from the dialogue channel's events (pure, so
 * the order of events is tested without a socket): the boxes so far (customer turns with their example text, bot
 * actions with what the bot said), the lock and why, the predictions waiting for the trainer and the matching stories.
 */
import type { DmsAddition, DmsUpdation } from '@switchboard/contracts/dms/dms.events';
import type { DialogBox } from '@switchboard/contracts/dms/dms.schemas';

type Update<T extends DmsUpdation['type']> = Extract<DmsUpdation, { type: T }>;

export type SessionBox = DialogBox & { text?: string; utterance?: string };

export interface TrainingSession {
  boxes: SessionBox[];
  lock: Omit<Update<'inputLock'>, 'type'>;
  intents: Update<'predictedIntents'> | null;
  entities: Update<'predictedEntities'> | null;
  actions: Update<'predictedActions'> | null;
  matches: Update<'matchDialogues'> | null;
}

export const EMPTY_SESSION: TrainingSession = {
  boxes: [], lock: { locked: false, reason: 'none' }, intents: null, entities: null, actions: null, matches: null,
};

export function addBox(session: TrainingSession, { newMessage }: DmsAddition): TrainingSession {
  const replayed = session.boxes.some((box) => box.dialogBoxId === newMessage.dialogBoxId);
  const boxes = [...session.boxes.filter((box) => box.dialogBoxId !== newMessage.dialogBoxId), newMessage];
  // A new box answers the actions predicted before it: the next ones are on their way, and until they come the
  // trainer must not confirm one of the old ones (a reconnect's replay of a box changes nothing).
  return replayed ? { ...session, boxes } : { ...session, boxes, actions: null };
}

export function applyUpdation(session: TrainingSession, update: DmsUpdation): TrainingSession {
  switch (update.type) {
    case 'updateMessage':
      return {
        ...session,
        boxes: session.boxes.map((box) => (box.dialogBoxId === update.message.dialogBoxId ? { ...box, ...update.message } : box)),
        // The customer turn is settled: its predictions are done with.
        intents: session.intents?.dialogBoxId === update.message.dialogBoxId ? null : session.intents,
        entities: session.entities?.dialogBoxId === update.message.dialogBoxId ? null : session.entities,
      };
    case 'utterance':
      return { ...session, boxes: session.boxes.map((box) => (box.dialogBoxId === update.dialogBoxId ? { ...box, utterance: update.text } : box)) };
    case 'inputLock': {
      const { locked, reason } = update;
      // Unlocked: nothing is waiting for the trainer any more.
      return locked ? { ...session, lock: { locked, reason } } : { ...session, lock: { locked, reason }, actions: null };
    }
    case 'predictedIntents':
      return { ...session, intents: update };
    case 'predictedEntities':
      return { ...session, entities: update };
    case 'predictedActions':
      return { ...session, actions: update };
    case 'matchDialogues':
      return { ...session, matches: update };
    case 'updateGlobalSync':
      return session;
  }
}
