/** The story draft: boxes added with unique ids, moved and removed; problems named by box as the server names them. */
import { describe, expect, it } from 'vitest';
import { addBox, boxIndexOf, checkDraft, moveBox, removeBox, type StoryDraft } from '@/features/dms/model/story-draft';

const draft: StoryDraft = {
  name: 'Greeting',
  boxes: [{ kind: 'customer', dialogBoxId: 'c1', intent: 'greeting', entities: [], text: '' }, { kind: 'action', dialogBoxId: 'a1', actionId: 'x', slots: [] }],
};

describe('story draft', () => {
  it('adds boxes with ids of their own, moves and removes them', () => {
    const added = addBox(addBox(draft, 'checkpoint'), 'checkpoint');
    const ids = added.boxes.map((box) => box.dialogBoxId);
    expect(new Set(ids).size).toBe(4);
    expect(moveBox(draft, 1, -1).boxes.map((box) => box.dialogBoxId)).toEqual(['a1', 'c1']);
    expect(moveBox(draft, 0, -1)).toBe(draft);
    expect(removeBox(draft, 0).boxes.map((box) => box.dialogBoxId)).toEqual(['a1']);
  });

  it('names the box a problem is in, and the field', () => {
    expect(checkDraft('d1', draft)).toBeNull();
    expect(checkDraft('d1', { ...draft, name: '' })).toEqual({ index: null, message: 'name: Required' });
    expect(checkDraft('d1', { ...draft, boxes: [draft.boxes[0]!, { kind: 'action', dialogBoxId: 'a9', actionId: '', slots: [] }] }))
      .toEqual({ index: 1, message: 'Box 2 (a9): actionId: Required' });
    expect(checkDraft('d1', { ...draft, boxes: [] })?.message).toBe('boxes: A dialogue has at least one box');
    expect(boxIndexOf('boxes.12.entities.0.entity')).toBe(12);
    expect(boxIndexOf('name')).toBeNull();
  });
});
