/**
 * The spec's dialogue calls: listStories (10 a page, search, domain, totalCount), updateDialog (create and update,
 * §8 texts), deleteStory, one story; bad boxes are refused naming the box and the field, and nothing is stored;
 * conflicting stories are reported; members without the page or the bot's edit action are refused.
 */
import { expect, it } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T, dmsPath } from '@switchboard/contracts/dms/dms.api';
import type { Story, StoryConflict, StoryList } from '@switchboard/contracts/dms/dms.schemas';
import { callerFor, dataOf, UNKNOWN_ID } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { boxes, demoDomain } from './dms.test-kit';

describeBackends('dialogue management: dialogues', (context) => {
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');

  it('lists the seeded dialogues, creates, pages, searches, updates and deletes with the spec texts', async () => {
    const caller = await trainer();
    const demo = await demoDomain(caller);
    const seeded = dataOf<StoryList>(await caller.get(`${P.listStories}?domainId=${demo.domain._id}`));
    expect(seeded.totalCount).toBe(5);

    const created = await caller.post(P.updateDialog, { domainId: demo.domain._id, name: 'Refund question', boxes: boxes(demo, ['greeting', '!utter_greet']) });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ message: T.created });
    const story = dataOf<Story & { conflicts: StoryConflict[] }>(created);
    expect(story).toMatchObject({ name: 'Refund question', createdBy: 'Tara Trainer', conflicts: [] });
    for (let i = 0; i < 5; i++) {
      expect((await caller.post(P.updateDialog, { domainId: demo.domain._id, name: `Extra ${i}`, boxes: boxes(demo, ['thanks', '!utter_welcome']) })).statusCode).toBe(200);
    }
    const first = dataOf<StoryList>(await caller.get(P.listStories));
    expect(first.totalCount).toBe(11);
    expect(first.dialogues).toHaveLength(10);
    expect(dataOf<StoryList>(await caller.get(`${P.listStories}?page=2`)).dialogues).toHaveLength(1);
    expect(dataOf<StoryList>(await caller.get(`${P.listStories}?search=REFUND`)).dialogues.map((s) => s._id)).toEqual([story._id]);
    // The search reads the example utterances too.
    expect(dataOf<StoryList>(await caller.get(`${P.listStories}?search=${encodeURIComponent('ORD-99881')}`)).totalCount).toBe(1);
    expect(dataOf<StoryList>(await caller.get(`${P.listStories}?domainId=nope`)).totalCount).toBe(0);

    const updated = await caller.post(P.updateDialog, { storyId: story._id, domainId: demo.domain._id, name: 'Refund', boxes: boxes(demo, ['goodbye', '!utter_goodbye']) });
    expect(updated.json()).toMatchObject({ message: T.updated, data: { _id: story._id, name: 'Refund' } });
    expect(dataOf<Story>(await caller.get(dmsPath(P.story, story._id))).boxes).toHaveLength(2);

    const deleted = await caller.post(P.deleteStory, { storyId: story._id });
    expect(deleted.json()).toMatchObject({ message: T.deleted, data: { _id: story._id } });
    expect((await caller.get(dmsPath(P.story, story._id))).statusCode).toBe(404);
    expect((await caller.post(P.deleteStory, { storyId: story._id })).statusCode).toBe(404);
    expect((await caller.post(P.deleteStory, { storyId: 'not-an-id' })).statusCode).toBe(404);
  });

  it('refuses bad boxes naming the box and the field, and stores nothing', async () => {
    const caller = await trainer();
    const demo = await demoDomain(caller);
    const refusal = async (body: object, field: string, message?: RegExp) => {
      const response = await caller.post(P.updateDialog, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
      if (message) expect(response.json<{ message: string }>().message).toMatch(message);
    };
    const base = { domainId: demo.domain._id, name: 'Bad' };
    await refusal({ ...base, boxes: [] }, 'boxes');
    await refusal({ ...base, boxes: [{ kind: 'customer', dialogBoxId: 'a', intent: '' }] }, 'boxes.0.intent');
    await refusal({ ...base, boxes: [{ kind: 'robot', dialogBoxId: 'a' }] }, 'boxes.0.kind');
    await refusal({ ...base, boxes: [{ kind: 'customer', dialogBoxId: 'c1', intent: 'greeting' }, { kind: 'customer', dialogBoxId: 'c2', intent: 'weather' }] },
      'boxes.1.intent', /^Box 2 \(c2\): the intent "weather" is not one of this domain's$/);
    await refusal({ ...base, boxes: [{ kind: 'customer', dialogBoxId: 'c1', intent: 'greeting' }, { kind: 'action', dialogBoxId: 'a9', actionId: UNKNOWN_ID }] },
      'boxes.1.actionId', /Box 2 \(a9\): no action/);
    await refusal({ ...base, boxes: [{ kind: 'customer', dialogBoxId: 'c1', intent: 'greeting', entities: [{ entity: 'product', value: 'phone' }] }] },
      'boxes.0.entities.0.entity', /Box 1 \(c1\)/);
    await refusal({ ...base, boxes: [...boxes(demo, ['greeting']), { kind: 'checkpoint', dialogBoxId: 'k', name: 'mid' }, ...boxes(demo, ['!utter_greet'])] }, 'boxes.1.name');
    await refusal({ ...base, boxes: [{ kind: 'customer', dialogBoxId: 'same', intent: 'greeting' }, { kind: 'customer', dialogBoxId: 'same', intent: 'thanks' }] }, 'boxes.1.dialogBoxId');
    await refusal({ ...base, domainId: UNKNOWN_ID, boxes: boxes(demo, ['greeting']) }, 'domainId');
    const unknownKey = await caller.post(P.updateDialog, { ...base, extra: true, boxes: boxes(demo, ['greeting']) });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.body).toContain('extra');
    expect((await caller.post(P.updateDialog, { ...base, storyId: UNKNOWN_ID, boxes: boxes(demo, ['greeting']) })).statusCode).toBe(404);
    expect(dataOf<StoryList>(await caller.get(P.listStories)).totalCount).toBe(5);
  });

  it('reports stories that disagree on the next action after the same history', async () => {
    const caller = await trainer();
    const demo = await demoDomain(caller);
    expect(dataOf<StoryConflict[]>(await caller.get(`${P.conflicts}?domainId=${demo.domain._id}`))).toEqual([]);
    const saved = await caller.post(P.updateDialog, { domainId: demo.domain._id, name: 'Greet, then bye', boxes: boxes(demo, ['greeting', '!utter_goodbye']) });
    const story = dataOf<Story & { conflicts: StoryConflict[] }>(saved);
    expect(story.conflicts).toHaveLength(1);
    expect(story.conflicts[0]!.history).toEqual(['greeting']);
    const sides = story.conflicts[0]!.actions;
    expect(sides.map((side) => side.action).sort()).toEqual(['utter_goodbye', 'utter_greet']);
    expect(sides.find((side) => side.action === 'utter_goodbye')!.stories).toEqual([{ storyId: story._id, storyName: 'Greet, then bye', dialogBoxId: story.boxes[1]!.dialogBoxId }]);
    expect(dataOf<StoryConflict[]>(await caller.get(`${P.conflicts}?domainId=${demo.domain._id}`))).toHaveLength(1);
    expect((await caller.get(P.conflicts)).statusCode).toBe(400);
    expect((await caller.get(`${P.conflicts}?domainId=${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('takes the bifurcation selection the console sends with every write', async () => {
    // The console adds the member's selection to each non-GET body; the strict bodies must let it through.
    const caller = await callerFor(context.app, 'admin@demo.brand');
    const demo = await demoDomain(caller);
    const selectedBifurcation = { region: { value: 'north' }, businessLine: { value: 'retail' } };
    const ok = (response: { statusCode: number; body: string }) => expect(response.statusCode, response.body).toBe(200);
    const saved = await caller.post(P.updateDialog, { domainId: demo.domain._id, name: 'With selection', boxes: boxes(demo, ['thanks', '!utter_welcome']), selectedBifurcation });
    ok(saved);
    ok(await caller.post(P.bootstrapStory, { domainId: demo.domain._id, rows: [{ row: 2, node: 'a', customer: 'greeting', bot: 'utter_greet' }], selectedBifurcation }));
    ok(await caller.post(P.deleteStory, { storyId: dataOf<Story>(saved)._id, selectedBifurcation }));
    const domain = await caller.post(P.domains, { name: 'Selected', intents: ['greeting'], selectedBifurcation });
    ok(domain);
    ok(await caller.put(dmsPath(P.domain, dataOf<{ _id: string }>(domain)._id), { name: 'Selected 2', selectedBifurcation }));
    ok(await caller.post(P.actions, { domainId: demo.domain._id, name: 'utter_selected', config: { kind: 'end' }, selectedBifurcation }));
    // A selection outside the member's filters is still refused, on its field.
    const refused = await caller.post(P.deleteStory, { storyId: UNKNOWN_ID, selectedBifurcation: { region: { value: 'mars' } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'selectedBifurcation' });
  });

  it('refuses members without the page, and writes without the bot edit action', async () => {
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.get(P.listStories)).statusCode).toBe(403);
    expect((await agent.post(P.deleteStory, { storyId: UNKNOWN_ID })).statusCode).toBe(403);
    // QA has no DMS page by default.
    const qa = await callerFor(context.app, 'qa@demo.brand');
    expect((await qa.get(P.domains)).statusCode).toBe(403);
    const admin = await callerFor(context.app, 'admin@demo.brand');
    expect((await admin.get(P.listStories)).statusCode).toBe(200);
  });
});
