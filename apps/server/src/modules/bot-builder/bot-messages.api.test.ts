/** Bot messages: list (20 a page, search, type), create with the default variation, update rules, delete in use, duplicate. */
import { beforeEach, expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { BOT_MESSAGE_PATHS as M, BOT_MESSAGE_TEXTS as T, type VariationList } from '@switchboard/contracts/bot-builder/bot-message.api';
import { DEFAULT_VARIATION, VIDEO_LINK_MESSAGE, type BotMessage, type Variation } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { CHANNELS } from '@switchboard/contracts/common/constants';
import { botWorkflows } from '@/db/schema/bot-content';
import { brands } from '@/db/schema/brands';
import { describeBackends } from '@/testing/backends';
import { callerFor, dataOf, withoutDemoBotContent, UNKNOWN_ID, type Caller } from './bot-builder.test-kit';

type Page<T> = { items: T[]; totalCount: number };

const version = (vid: string, weight: number, text: string) => ({ vid, weight, content: { text } });
const variation = (vid: string, over: Partial<Variation> = {}, abTestings = [version(`${vid}-a`, 100, '<p>Hi</p>')]) =>
  ({ vid, ...DEFAULT_VARIATION, abTestings, ...over });

describeBackends('bot builder: bot messages', (context) => {
  beforeEach(() => withoutDemoBotContent(context.database.db));
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');
  const create = async (caller: Caller, name: string, type = 'text') => {
    const response = await caller.post(P.botMessages, { name, type });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<BotMessage>(response);
  };

  it('creates a message with the default variation and one version of weight 100, reads, updates and deletes it', async () => {
    const caller = await trainer();
    const message = await create(caller, 'Greeting');
    expect(message.type).toBe('text');
    expect(message.variations).toHaveLength(1);
    expect(message.variations[0]).toMatchObject({ ...DEFAULT_VARIATION, abTestings: [{ weight: 100, content: { text: '', format: 'html' } }] });

    const body = {
      name: 'Greeting', type: 'text',
      variations: [
        variation('v-in', {}, [version('a', 70, '<p><strong>Hi</strong> {{customerName}}<script>alert(1)</script></p>'), version('b', 30, '<p onclick="x()">Hello</p>')]),
        variation('v-us', { country: 'us' }),
      ],
    };
    const updated = await caller.put(withId(P.botMessage, message.id), body);
    expect(updated.statusCode, updated.body).toBe(200);
    const saved = dataOf<BotMessage>(updated);
    expect(saved.variations[0]?.abTestings.map((ab) => [ab.weight, ab.content.text, ab.content.format])).toEqual([
      [70, '<p><strong>Hi</strong> {{customerName}}</p>', 'html'], [30, '<p>Hello</p>', 'html'],
    ]);
    expect(dataOf<BotMessage>(await caller.get(withId(P.botMessage, message.id))).variations.map((v) => v.country)).toEqual(['in', 'us']);

    // The default variation always comes first, whatever order the client sends.
    const reordered = await caller.put(withId(P.botMessage, message.id), { ...body, variations: [body.variations[1], body.variations[0]] });
    expect(dataOf<BotMessage>(reordered).variations.map((v) => v.vid)).toEqual(['v-in', 'v-us']);

    expect((await caller.del(withId(P.botMessage, message.id))).statusCode).toBe(200);
    expect((await caller.get(withId(P.botMessage, message.id))).statusCode).toBe(404);
  });

  it('lists 20 a page, searches by name and filters by type', async () => {
    const caller = await trainer();
    for (let i = 1; i <= 22; i += 1) await create(caller, `Message ${String(i).padStart(2, '0')}`, i % 2 ? 'text' : 'video');
    const first = dataOf<Page<BotMessage>>(await caller.get(P.botMessages));
    expect(first.totalCount).toBe(22);
    expect(first.items).toHaveLength(20);
    expect(dataOf<Page<BotMessage>>(await caller.get(`${P.botMessages}?page=2`)).items.map((m) => m.name)).toEqual(['Message 21', 'Message 22']);
    expect(dataOf<Page<BotMessage>>(await caller.get(`${P.botMessages}?search=message 1`)).totalCount).toBe(10);
    const videos = dataOf<Page<BotMessage>>(await caller.get(`${P.botMessages}?type=video`));
    expect(videos.totalCount).toBe(11);
    expect(videos.items.every((m) => m.type === 'video')).toBe(true);
    expect((await caller.get(`${P.botMessages}?type=nope`)).statusCode).toBe(400);
  });

  it('refuses unknown ids, bad types, duplicate names and variations, all-zero weights and a missing default variation', async () => {
    const caller = await trainer();
    const message = await create(caller, 'Rules');
    const put = (variations: unknown[]) => caller.put(withId(P.botMessage, message.id), { name: 'Rules', type: 'text', variations });

    expect((await caller.get(withId(P.botMessage, UNKNOWN_ID))).statusCode).toBe(404);
    expect((await caller.get(withId(P.botMessage, 'not-a-uuid'))).statusCode).toBe(404);
    expect((await caller.put(withId(P.botMessage, UNKNOWN_ID), { name: 'x', type: 'text', variations: [variation('v')] })).statusCode).toBe(404);
    expect((await caller.del(withId(P.botMessage, UNKNOWN_ID))).statusCode).toBe(404);
    expect((await caller.post(P.botMessages, { name: 'Bad', type: 'banner' })).statusCode).toBe(400);
    expect((await caller.post(P.botMessages, { name: 'Bad', type: 'whisper' })).statusCode).toBe(400);
    expect((await caller.post(P.botMessages, { name: '', type: 'text' })).statusCode).toBe(400);
    const duplicateName = await caller.post(P.botMessages, { name: 'RULES', type: 'text' });
    expect(duplicateName.statusCode).toBe(409);
    expect(duplicateName.json()).toMatchObject({ message: T.duplicateName, field: 'name' });

    const twice = await put([variation('a'), variation('b')]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ message: string }>().message).toContain('Two variations are for website/in/en/opt1');
    const zero = await put([variation('a', {}, [version('x', 0, 'a'), version('y', 0, 'b')])]);
    expect(zero.statusCode).toBe(400);
    expect(zero.json<{ message: string }>().message).toBe('At least one version needs a weight above 0');
    expect((await put([variation('a', {}, [version('x', 101, 'a')])])).statusCode).toBe(400);
    expect((await put([variation('a', { channel: 'pager' as never })])).statusCode).toBe(400);
    const noDefault = await put([variation('a', { country: 'us' })]);
    expect(noDefault.statusCode).toBe(400);
    expect(noDefault.json<{ message: string }>().message).toContain('default variation');
    // Nothing of the refused writes was stored.
    expect(dataOf<BotMessage>(await caller.get(withId(P.botMessage, message.id))).variations).toHaveLength(1);
  });

  it('refuses javascript: and data: addresses in buttons and media with 400 and the field, storing nothing', async () => {
    const caller = await trainer();
    const message = await create(caller, 'Offer', 'image_with_buttons');
    const withContent = (content: object) => caller.put(withId(P.botMessage, message.id), {
      name: 'Offer', type: 'image_with_buttons', variations: [{ vid: 'v', ...DEFAULT_VARIATION, abTestings: [{ vid: 'a', weight: 100, content }] }],
    });
    const button = await withContent({ text: '<p>Hi</p>', buttons: [{ label: 'Open', value: 'open', url: 'javascript:alert(document.cookie)' }] });
    expect(button.statusCode).toBe(400);
    expect(button.json()).toMatchObject({ field: 'variations.0.abTestings.0.content.buttons.0.url', message: expect.stringContaining('http') });
    const media = await withContent({ mediaUrl: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(media.statusCode).toBe(400);
    expect(media.json()).toMatchObject({ field: 'variations.0.abTestings.0.content.mediaUrl' });
    const stored = dataOf<BotMessage>(await caller.get(withId(P.botMessage, message.id)));
    expect(JSON.stringify(stored)).not.toMatch(/javascript:|data:/);
    expect((await withContent({ buttons: [{ label: 'Open', value: 'open', url: 'https://shop.example/offer' }] })).statusCode).toBe(200);
  });

  it('a video message links only to an .mp4 file or a video-sharing page (§5), with 400 and the field', async () => {
    const caller = await trainer();
    const message = await create(caller, 'Demo video', 'video');
    const withLink = (url: string) => caller.put(withId(P.botMessage, message.id), {
      name: 'Demo video', type: 'video', variations: [{ vid: 'v', ...DEFAULT_VARIATION, abTestings: [{ vid: 'a', weight: 100, content: { url } }] }],
    });
    for (const url of ['https://shop.example/offer', 'https://shop.example/clip.mov']) {
      const refused = await withLink(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'variations.0.abTestings.0.content.url', message: VIDEO_LINK_MESSAGE });
    }
    for (const url of ['https://cdn.example/clip.mp4', 'https://www.youtube.com/watch?v=abc123', 'https://vimeo.com/76979871']) {
      expect((await withLink(url)).statusCode, url).toBe(200);
    }
  });

  it('refuses to delete a message a workflow uses (412, as its message or its retry message) and duplicates a message', async () => {
    const caller = await trainer();
    const used = await create(caller, 'Ask order');
    const retry = await create(caller, 'Ask again');
    const [brand] = await context.database.db.select({ id: brands.id }).from(brands);
    await context.database.db.insert(botWorkflows).values({
      brandId: brand!.id, name: 'Order status',
      elements: { nodes: [{ id: 'q', type: 'question', position: { x: 0, y: 0 }, data: { messageId: used.id, variable: 'order', retries: 2, retryMessageId: retry.id } }], edges: [] },
    });
    for (const message of [used, retry]) {
      const refused = await caller.del(withId(P.botMessage, message.id));
      expect(refused.statusCode, refused.body).toBe(412);
      expect(refused.json()).toMatchObject({ message: T.inUse(['Order status']) });
    }

    const copy = await caller.post(withId(M.duplicate, used.id));
    expect(copy.statusCode, copy.body).toBe(200);
    expect(dataOf<BotMessage>(copy)).toMatchObject({ name: 'Ask order (copy)', type: 'text', variations: used.variations });
    expect(dataOf<BotMessage>(await caller.post(withId(M.duplicate, used.id))).name).toBe('Ask order (copy 2)');
    expect((await caller.del(withId(P.botMessage, dataOf<BotMessage>(copy).id))).statusCode).toBe(200);
    expect((await caller.post(withId(M.duplicate, UNKNOWN_ID))).statusCode).toBe(404);
  });

  it('answers the variation list, and only bot editors may write', async () => {
    const caller = await trainer();
    const { variationList } = dataOf<VariationList>(await caller.get(P.botMessageVariationList));
    expect(variationList.filter((o) => o.type === 'channel').map((o) => o.value)).toEqual([...CHANNELS]);
    expect(variationList).toContainEqual({ type: 'country', label: 'India', value: 'in' });
    expect(variationList).toContainEqual({ type: 'language', label: 'English', value: 'en' });
    expect(variationList.filter((o) => o.type === 'param1').map((o) => o.value)).toEqual(['opt1', 'opt2', 'opt3', 'opt4', 'opt5']);

    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.get(P.botMessages)).statusCode).toBe(403);
    expect((await agent.post(P.botMessages, { name: 'x', type: 'text' })).statusCode).toBe(403);
  });
});
