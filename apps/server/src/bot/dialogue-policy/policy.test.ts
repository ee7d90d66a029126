/**
 * The dialogue policy: it reproduces every training story exactly, predicts a held-out story whose histories and
 * slot combinations it never saw (the classifier, not the memo), falls back below its threshold, and reports two
 * stories that disagree on the next action after the same history, naming the stories and boxes.
 */
import { describe, expect, it } from 'vitest';
import { examplesOf, StateTracker, eventOf } from './dialogue-state';
import { evaluatePolicy } from './evaluate';
import { flowsOf } from './flows';
import { DialoguePolicy, LISTEN_ACTION, trainPolicy } from './policy';
import { ORDER_DOMAIN, story, TRAINING_STORIES } from './policy.test-kit';

describe('dialogue policy', () => {
  const trained = trainPolicy(ORDER_DOMAIN, TRAINING_STORIES, { threshold: 0.4 });
  const policy = new DialoguePolicy(trained.policy);

  it('reproduces every training story exactly, each step from memory', () => {
    expect(trained.conflicts).toEqual([]);
    for (const flow of flowsOf(TRAINING_STORIES)) {
      for (const { state, action } of examplesOf(ORDER_DOMAIN, flow, trained.policy.history)) {
        const prediction = policy.predict(state);
        expect({ story: flow.storyName, action: prediction.actionId, source: prediction.source }).toEqual({ story: flow.storyName, action, source: 'memo' });
      }
    }
    expect(evaluatePolicy(policy, ORDER_DOMAIN, TRAINING_STORIES)).toMatchObject({ dialogues: 6, correctDialogues: 6 });
  });

  it('predicts a held-out story with an unseen history and slot combination through the classifier', () => {
    // Greeted first, then the order number given up front, and a delayed order: no training story has these.
    const heldOut = story('held out', ['greet', '!utter_greet', 'order_status:order_number=ORD-777', '!check_order{order_state=delayed}',
      '!utter_delay', '!handover']);
    const tracker = new StateTracker(ORDER_DOMAIN);
    const sources = new Set<string>();
    const predicted: string[] = [];
    for (const box of heldOut.boxes) {
      const event = eventOf(box)!;
      if (event.kind === 'action') {
        const prediction = policy.predict(tracker.state(trained.policy.history));
        predicted.push(prediction.actionId ?? '(none)');
        sources.add(prediction.source);
      }
      tracker.add(event);
    }
    expect(predicted).toEqual(['utter_greet', 'check_order', 'utter_delay', 'handover']);
    expect(sources.has('classifier')).toBe(true);
    expect(tracker.state(5).slots.get('order_state')).toBe('delayed');
    expect(policy.predict(tracker.state(5)).actionId).toBe(LISTEN_ACTION);
    expect(evaluatePolicy(policy, ORDER_DOMAIN, [heldOut])).toMatchObject({ dialogues: 1, correctDialogues: 1 });
  });

  it('answers with the fallback action when no action is likely enough', () => {
    const strict = new DialoguePolicy({ ...trained.policy, threshold: 0.999, fallbackActionId: 'handover' });
    const tracker = new StateTracker(ORDER_DOMAIN);
    tracker.add({ kind: 'customer', intent: 'unheard_of', entities: [], entityValues: [] });
    tracker.add({ kind: 'action', actionId: 'utter_welcome', slots: [] });
    const prediction = strict.predict(tracker.state(5));
    expect(prediction).toMatchObject({ actionId: 'handover', source: 'fallback' });
    expect(prediction.confidence).toBeLessThan(0.999);
    expect(prediction.ranking.length).toBeGreaterThan(1);
  });

  it('reports two stories that disagree on the next action after the same history, with their boxes', () => {
    const welcome = story('greet, welcome', ['greet', '!utter_welcome']);
    const { conflicts, policy: stored } = trainPolicy(ORDER_DOMAIN, [...TRAINING_STORIES, welcome]);
    expect(conflicts).toHaveLength(1);
    const [conflict] = conflicts;
    expect(conflict!.history).toEqual(['greet']);
    expect(conflict!.actions.map((a) => a.action).sort()).toEqual(['utter_greet', 'utter_welcome']);
    const welcomeSide = conflict!.actions.find((a) => a.action === 'utter_welcome')!;
    expect(welcomeSide.stories).toEqual([{ storyId: welcome.id, storyName: welcome.name, dialogBoxId: welcome.boxes[1]!.dialogBoxId }]);
    // A conflicting history is not remembered: the classifier decides it.
    const tracker = new StateTracker(ORDER_DOMAIN);
    tracker.add(eventOf(welcome.boxes[0]!)!);
    expect(new DialoguePolicy(stored).predict(tracker.state(5)).source).not.toBe('memo');
  });

  it('joins stories at checkpoints', () => {
    const start = story('start', ['greet', '!utter_greet', '#greeted']);
    const then = story('then', ['#greeted', 'order_status', '!ask_order_number']);
    const flows = flowsOf([start, then]);
    expect(flows).toHaveLength(1);
    expect(flows[0]!.boxes.filter((box) => box.kind !== 'checkpoint').map((box) => (box.kind === 'customer' ? box.intent : box.kind === 'action' ? box.actionId : '')))
      .toEqual(['greet', 'utter_greet', 'order_status', 'ask_order_number']);
    const joined = new DialoguePolicy(trainPolicy(ORDER_DOMAIN, [start, then]).policy);
    expect(evaluatePolicy(joined, ORDER_DOMAIN, [start, then])).toMatchObject({ dialogues: 1, correctDialogues: 1 });
  });
});
