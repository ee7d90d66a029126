/**
 * The intent confirmation says how many entities the draft NLU found, as it does for intents: the listed ones of
 * totalCount, "none", and how many the trainer removed; nothing before the entities' event for this message came.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmIntent } from '@/features/dms/components/confirm-intent';
import type { TrainingSession } from '@/features/dms/model/training-session';
import { button, click, text } from '@/features/dms/test-support/dom';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const dom = domRootPerTest();
const onConfirm = vi.fn();

const INTENTS: NonNullable<TrainingSession['intents']> = {
  type: 'predictedIntents', dialogBoxId: 'b1', intents: [{ intent: 'order_status', score: 0.8 }], totalCount: 3,
};
const entities = (found: { entity: string; value: string }[], totalCount: number, dialogBoxId = 'b1'): TrainingSession['entities'] =>
  ({ type: 'predictedEntities', dialogBoxId, entities: found, totalCount });

async function render(found: TrainingSession['entities']) {
  await act(async () => dom.root.render(
    <ConfirmIntent intents={INTENTS} entities={found} domainIntents={['order_status', 'thanks']} busy={false} onConfirm={onConfirm} />,
  ));
  await settle();
}
const entityLine = () => document.body.querySelector('[aria-label="Entities found"]')?.textContent ?? null;

beforeEach(() => onConfirm.mockReset());

describe('ConfirmIntent: the entities found', () => {
  it('shows the listed entities of totalCount beside the intents\' "top N of totalCount"', async () => {
    await render(entities([{ entity: 'order_number', value: 'ORD-7' }, { entity: 'order_number', value: 'ORD-8' }], 7));
    expect(text()).toContain('top 1 of 3');
    expect(entityLine()).toBe('Entities found: 2 of 7order_number: ORD-7×order_number: ORD-8×');

    await click(document.body.querySelector<HTMLElement>('[aria-label="Remove order_number"]'));
    expect(entityLine()).toBe('Entities found: 2 of 7 (1 removed)order_number: ORD-8×');
    await click(button('Confirm intent'));
    expect(onConfirm).toHaveBeenCalledWith('order_status', [{ entity: 'order_number', value: 'ORD-8' }]);
  });

  it('says so when none were found', async () => {
    await render(entities([], 0));
    expect(entityLine()).toBe('Entities found: none');
    await click(button('Confirm intent'));
    expect(onConfirm).toHaveBeenCalledWith('order_status', []);
  });

  it('says nothing of entities found for another message', async () => {
    await render(entities([{ entity: 'order_number', value: 'ORD-1' }], 1, 'b0'));
    expect(entityLine()).toBeNull();
    expect(text()).not.toContain('ORD-1');
  });
});
