/** The widget's conversation from the channel's events: boxes added and settled, the lock, predictions cleared once answered. */
import { describe, expect, it } from 'vitest';
import { addBox, applyUpdation, EMPTY_SESSION } from '@/features/dms/model/training-session';

describe('training session', () => {
  it('adds the customer box, settles it, and drops its predictions once confirmed', () => {
    let session = addBox(EMPTY_SESSION, { newMessage: { kind: 'customer', dialogBoxId: 'b1', intent: 'greeting', entities: [], text: 'hi' } });
    session = applyUpdation(session, { type: 'inputLock', locked: true, reason: 'confirmIntent' });
    session = applyUpdation(session, { type: 'predictedIntents', dialogBoxId: 'b1', intents: [{ intent: 'greeting', score: 0.9 }], totalCount: 4 });
    session = applyUpdation(session, { type: 'predictedEntities', dialogBoxId: 'b1', entities: [], totalCount: 0 });
    expect(session.lock).toEqual({ locked: true, reason: 'confirmIntent' });
    expect(session.intents?.totalCount).toBe(4);

    session = applyUpdation(session, { type: 'updateMessage', message: { kind: 'customer', dialogBoxId: 'b1', intent: 'thanks', entities: [], text: 'hi' } });
    expect(session.boxes[0]).toMatchObject({ intent: 'thanks', text: 'hi' });
    expect(session.intents).toBeNull();
    expect(session.entities).toBeNull();
  });

  it('puts what the bot said on its action box and clears the predicted actions when the input unlocks', () => {
    let session = addBox(EMPTY_SESSION, { newMessage: { kind: 'action', dialogBoxId: 'b2', actionId: 'a', slots: [] } });
    session = applyUpdation(session, { type: 'utterance', dialogBoxId: 'b2', text: 'Hello!' });
    session = applyUpdation(session, { type: 'predictedActions', actions: [{ actionId: 'listen', name: 'listen', score: 1 }], totalCount: 2, source: 'memo' });
    expect(session.boxes[0]).toMatchObject({ utterance: 'Hello!' });
    expect(session.actions?.source).toBe('memo');
    session = applyUpdation(session, { type: 'inputLock', locked: false, reason: 'none' });
    expect(session.actions).toBeNull();
    // A box sent again (a reconnect replays it) replaces the one with its id.
    session = applyUpdation(session, { type: 'predictedActions', actions: [{ actionId: 'listen', name: 'listen', score: 1 }], totalCount: 2, source: 'memo' });
    session = addBox(session, { newMessage: { kind: 'action', dialogBoxId: 'b2', actionId: 'b', slots: [] } });
    expect(session.boxes).toHaveLength(1);
    expect(session.actions?.source).toBe('memo');
  });

  it('drops the predicted actions a new box answered until the next ones arrive', () => {
    let session = applyUpdation(EMPTY_SESSION, { type: 'predictedActions', actions: [{ actionId: 'a', name: 'utter_a', score: 0.6 }], totalCount: 3, source: 'classifier' });
    session = addBox(session, { newMessage: { kind: 'action', dialogBoxId: 'b3', actionId: 'a', slots: [] } });
    expect(session.actions).toBeNull();
  });
});
