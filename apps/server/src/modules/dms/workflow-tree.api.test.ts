/**
 * The workflow tree: an xlsx or csv upload → one dialogue per path from a root to a leaf, stored; bad rows (an
 * unknown intent or action, a missing parent, a duplicate node, an empty row) are reported by row with why, and
 * their branches left out. bootstrapStory without save returns the drafts and stores nothing.
 */
import { expect, it } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import type { BootstrapResult, StoryList } from '@switchboard/contracts/dms/dms.schemas';
import { callerFor, dataOf, multipart, workbook } from '@/modules/bot-builder/bot-builder.test-kit';
import { bearer, signIn } from '@/testing/test-app';
import { describeBackends } from '@/testing/backends';
import { demoDomain } from './dms.test-kit';

const HEADER = ['node', 'parent', 'customer', 'bot'];
const ROWS = [
  ['start', '', 'greeting: hello', 'utter_greet'],
  ['track', 'start', 'order_status', 'ask_order_number'],
  ['given', 'track', 'order_status: it is ORD-12345', 'utter_order_status'],
  ['person', 'track', 'handover', 'handover_to_agent'],
  ['bye', 'start', 'goodbye', 'utter_goodbye, end_dialogue'],
  ['weather', 'start', 'weather', 'utter_greet'],
  ['rain', 'weather', 'thanks', 'utter_welcome'],
  ['typo', 'start', 'thanks', 'utter_welcom'],
  ['orphan', 'nowhere', 'thanks', 'utter_welcome'],
  ['track', 'start', 'thanks', 'utter_welcome'],
  ['blank', 'start', '', ''],
];

describeBackends('dialogue management: workflow tree', (context) => {
  const upload = async (filename: string, content: Buffer, domainId: string) => {
    const { token } = await signIn(context.app, 'trainer@demo.brand');
    const { payload, headers } = multipart(filename, content);
    return context.app.inject({ method: 'POST', url: `${P.workflowTree}?domainId=${domainId}`, payload, headers: { ...headers, ...bearer(token) } });
  };

  it('makes dialogues from an xlsx tree and reports each bad row with why', async () => {
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const demo = await demoDomain(caller);
    const response = await upload('tree.xlsx', await workbook([HEADER, ...ROWS]), demo.domain._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: T.treeImported });
    const result = dataOf<BootstrapResult>(response);
    expect(result.dialogues.map((d) => d.name).sort()).toEqual(['start › bye', 'start › track › given', 'start › track › person']);
    expect(result.created).toBe(3);
    const given = result.dialogues.find((d) => d.name === 'start › track › given')!;
    expect(given.boxes.map((box) => box.kind === 'customer' ? `${box.intent}:${box.text}` : box.kind === 'action' ? box.actionId : ''))
      .toEqual(['greeting:hello', demo.actions.get('utter_greet'), 'order_status:', demo.actions.get('ask_order_number'), 'order_status:it is ORD-12345', demo.actions.get('utter_order_status')]);
    // Rows are numbered as in the file (the header is row 1).
    const errors = Object.fromEntries(result.rows.filter((row) => row.status === 'error').map((row) => [row.row, row.message]));
    expect(errors).toEqual({
      7: 'The intent "weather" is not one of this domain\'s',
      8: 'Its parent "weather" was refused',
      9: 'No action "utter_welcom" in this domain',
      10: 'No node "nowhere" to hang it under',
      11: 'Node "track" is listed twice',
      12: 'Say what the customer says or what the bot does',
    });
    expect(result.failed).toBe(6);
    expect(result.rows.filter((row) => row.status === 'used').map((row) => row.row)).toEqual([2, 3, 4, 5, 6]);
    expect(dataOf<StoryList>(await caller.get(P.listStories)).totalCount).toBe(8);
  });

  it('reads the same tree from a csv, and refuses other files', async () => {
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const demo = await demoDomain(caller);
    const csv = [HEADER, ...ROWS.slice(0, 5)].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n');
    const response = await upload('tree.csv', Buffer.from(csv), demo.domain._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<BootstrapResult>(response)).toMatchObject({ created: 3, failed: 0 });
    const refused = await upload('tree.txt', Buffer.from(csv), demo.domain._id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: T.treeTypes, field: 'file' });
    expect((await upload('tree.csv', Buffer.from('"unclosed'), demo.domain._id)).json()).toMatchObject({ field: 'file' });
    expect((await upload('tree.csv', Buffer.from(csv), 'nope')).json()).toMatchObject({ field: 'domainId' });
  });

  it('bootstrapStory returns drafts without storing them unless asked', async () => {
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const demo = await demoDomain(caller);
    const rows = ROWS.slice(0, 2).map(([node, parent, customer, bot], i) => ({ row: i + 1, node, parent, customer, bot }));
    const drafts = dataOf<BootstrapResult>(await caller.post(P.bootstrapStory, { domainId: demo.domain._id, rows }));
    expect(drafts).toMatchObject({ created: 0, failed: 0, dialogues: [{ name: 'start › track' }] });
    expect(dataOf<StoryList>(await caller.get(P.listStories)).totalCount).toBe(5);
    const saved = await caller.post(P.bootstrapStory, { domainId: demo.domain._id, rows, save: true });
    expect(saved.json()).toMatchObject({ message: T.created, data: { created: 1 } });
    expect(dataOf<StoryList>(await caller.get(P.listStories)).totalCount).toBe(6);
    expect((await caller.post(P.bootstrapStory, { domainId: demo.domain._id, rows: [] })).json()).toMatchObject({ field: 'rows' });
  });
});
