/**
 * Appending the widget's conversation to a dialogue: after its last box, or extending it when the conversation replays
 * the whole dialogue first; refused when the dialogue ends in a checkpoint, when nothing is left to add, and past the
 * box limit; box ids kept unless taken.
 */
import { describe, expect, it } from 'vitest';
import { MAX_STORY_BOXES, type DialogBox } from '@switchboard/contracts/dms/dms.schemas';
import { HttpError } from '@/plugins/http-errors';
import { appendConversation } from './append-conversation';

const say = (dialogBoxId: string, intent: string, text = ''): DialogBox => ({ kind: 'customer', dialogBoxId, intent, entities: [], text });
const act = (dialogBoxId: string, actionId: string): DialogBox => ({ kind: 'action', dialogBoxId, actionId, slots: [] });
const checkpoint = (dialogBoxId: string, name: string): DialogBox => ({ kind: 'checkpoint', dialogBoxId, name });
const ids = (boxes: DialogBox[]) => boxes.map((box) => box.dialogBoxId);

const TRACK = { name: 'Track an order', boxes: [say('s1', 'order_status', 'where is ORD-1'), act('s2', 'a-status')] };

/** The 412 the rule answers, or a failure naming what came instead. */
function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('appended where it should have refused');
}

describe('appendConversation', () => {
  it('puts a conversation that does not start like the dialogue after its last box', () => {
    const result = appendConversation(TRACK, [say('c1', 'thanks'), act('c2', 'a-welcome')]);
    expect(ids(result)).toEqual(['s1', 's2', 'c1', 'c2']);
  });

  it('puts a conversation that stops inside the dialogue after its last box too (the customer comes back)', () => {
    const longer = { name: 'Track, then thank', boxes: [...TRACK.boxes, say('s3', 'thanks'), act('s4', 'a-welcome')] };
    expect(ids(appendConversation(longer, [say('c1', 'order_status'), act('c2', 'a-status')]))).toEqual(['s1', 's2', 's3', 's4', 'c1', 'c2']);
  });

  it('extends the dialogue when the conversation replays all of it first, keeping the dialogue\'s example texts', () => {
    const conversation = [say('c1', 'ORDER_STATUS', 'status of ORD-2'), act('c2', 'a-status'), say('c3', 'thanks'), act('c4', 'a-welcome')];
    const result = appendConversation(TRACK, conversation);
    expect(ids(result)).toEqual(['s1', 's2', 'c3', 'c4']);
    expect(result[0]).toMatchObject({ text: 'where is ORD-1' });
  });

  it('compares steps, not checkpoints: a dialogue starting with one is extended the same way', () => {
    const joined = { name: 'After the greeting', boxes: [checkpoint('k1', 'greeted'), ...TRACK.boxes] };
    expect(ids(appendConversation(joined, [say('c1', 'order_status'), act('c2', 'a-status'), say('c3', 'thanks')]))).toEqual(['k1', 's1', 's2', 'c3']);
  });

  it('refuses a replay that adds nothing', () => {
    expect(refusal(() => appendConversation(TRACK, [say('c1', 'order_status'), act('c2', 'a-status')]))).toEqual({
      status: 412, message: '"Track an order" already goes like this conversation: there is nothing to append',
    });
  });

  it('refuses a dialogue that ends in a checkpoint (other dialogues take over there)', () => {
    const handsOff = { name: 'Hands off', boxes: [...TRACK.boxes, checkpoint('k9', 'tracked')] };
    const { status, message } = refusal(() => appendConversation(handsOff, [say('c1', 'thanks')]));
    expect(status).toBe(412);
    expect(message).toContain('ends in the checkpoint tracked');
  });

  it('refuses to pass the box limit', () => {
    const long = { name: 'Long', boxes: Array.from({ length: MAX_STORY_BOXES - 1 }, (_, i) => act(`s${i}`, 'a-status')) };
    expect(appendConversation(long, [say('c1', 'thanks')])).toHaveLength(MAX_STORY_BOXES);
    expect(refusal(() => appendConversation(long, [say('c1', 'thanks'), act('c2', 'a-welcome')])).message)
      .toContain(`would have ${MAX_STORY_BOXES + 1} boxes, and a dialogue has at most ${MAX_STORY_BOXES}`);
  });

  it('keeps box ids unless the dialogue has them, and never gives two boxes one id', () => {
    const story = { name: 'Taken', boxes: [say('x', 'greeting'), act('x-2', 'a-greet')] };
    const result = appendConversation(story, [say('x', 'thanks'), act('y', 'a-welcome')]);
    expect(ids(result)).toEqual(['x', 'x-2', 'x-3', 'y']);
    const longId = 'i'.repeat(64);
    expect(appendConversation({ name: 'Long id', boxes: [say(longId, 'greeting')] }, [say(longId, 'thanks')])[1]!.dialogBoxId).toHaveLength(64);
  });
});
