/**
 * Issue 23: the live profile (getUserProfile, updation changedUserProfileDetails), profile widgets with form data
 * (POST userProfileWidgets: stored, audited, shown live to a supervisor watching) and agent notes edited (PUT).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { TEXTS as COMMON_TEXTS } from '@switchboard/contracts/common/texts';
import { HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { agentNoteSchema, getUserProfileDataSchema, LIVE_CHAT_PATHS } from '@switchboard/contracts/live-chat/live-chat.api';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { PROFILE_WIDGET_TEXTS } from '@switchboard/contracts/live-chat/profile-widgets';
import { auditLog } from '@/db/schema/audit-log';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness, type Client, type StaffClient } from '@/testing/live-chat-harness';
import { callAs, signIn } from '@/testing/test-app';
import { NOTE_TEXTS } from './agent-notes.service';

type Customer = Client & { sessionId: string; psid: string };
type ProfileUpdate = { changedUserProfileDetails?: { psid: string; userProfileDetails: { sections: ProfileSection[] } } };

const section = (sections: ProfileSection[], title: string) => sections.find((entry) => entry.sectionTitle === title);
const value = (sections: ProfileSection[], title: string, subTitle: string) => section(sections, title)?.data.find((item) => item.subTitle === subTitle)?.value;

describeBackends('live chat: live profile, profile widgets, agent notes edited', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => callAs(context.app, token, method, url, payload);

  async function agentChat(agent: StaffClient): Promise<Customer> {
    const customer = await harness.customer();
    await handedOver(customer, agent);
    expect((await agent.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    return customer;
  }

  it('getUserProfile answers changedUserProfileDetails with psid and the sections, widgets included; refuses bad input', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await agentChat(alice);
    const ok = await call(alice.token, 'GET', `${LIVE_CHAT_PATHS.getUserProfile}?sessionId=${customer.sessionId}`);
    expect(ok.status, ok.raw).toBe(200);
    const { changedUserProfileDetails } = getUserProfileDataSchema.parse(ok.body.data);
    expect(changedUserProfileDetails.psid).toBe(customer.psid);
    expect(section(changedUserProfileDetails.userProfileDetails.sections, 'Customer')).toBeDefined();
    expect(section(changedUserProfileDetails.userProfileDetails.sections, 'Follow-up')?.widget).toMatchObject({
      id: 'followUp', buttons: ['Save', 'Clear'], updatedBy: null, fields: [{ key: 'reason', value: '' }, { key: 'callBackOn', type: 'date', value: '' }],
    });

    const bad = await call(alice.token, 'GET', `${LIVE_CHAT_PATHS.getUserProfile}?sessionId=nope`);
    expect([bad.status, bad.body.field]).toEqual([400, 'sessionId']);
    expect((await call(alice.token, 'GET', `${LIVE_CHAT_PATHS.getUserProfile}?sessionId=${randomUUID()}`)).status).toBe(404);
    // Bob neither handles the chat nor sees every chat.
    const bob = await harness.staff('agent2@demo.brand', { join: false });
    expect((await call(bob.token, 'GET', `${LIVE_CHAT_PATHS.getUserProfile}?sessionId=${customer.sessionId}`)).status).toBe(403);
  });

  it('a profile widget action is stored, audited, answered and pushed live to a supervisor watching the chat', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const sam = await harness.staff('supervisor@demo.brand');
    const customer = await agentChat(alice);
    expect((await sam.emit('superviseChat', { sessionId: customer.sessionId, mode: 'whisper' })).data).toBeTruthy();

    const saved = await call(alice.token, 'POST', HISTORY_PATHS.userProfileWidgets, {
      sessionId: customer.sessionId, id: 'followUp', updatedFormData: { id: 'followUp', buttonIndex: 0, values: { reason: 'Refund promised', callBackOn: '2026-12-01' } },
    });
    expect(saved.status, saved.raw).toBe(200);
    const answered = saved.body.data as { sessionId: string; userProfileWidget: { sections: ProfileSection[] } };
    expect(answered.sessionId).toBe(customer.sessionId);
    expect(value(answered.userProfileWidget.sections, 'Follow-up', 'Reason')).toBe('Refund promised');
    expect(value(answered.userProfileWidget.sections, 'Follow-up', 'Updated by')).toBe('Alice Agent');

    const live = await sam.waitFor<ProfileUpdate>('updation', (p) => p.changedUserProfileDetails?.psid === customer.psid);
    const sections = live.changedUserProfileDetails!.userProfileDetails.sections;
    expect(section(sections, 'Follow-up')?.data).toContainEqual({ subTitle: 'Call back on', value: '2026-12-01', type: 'date' });
    expect(section(sections, 'Follow-up')?.widget?.fields.map((field) => field.value)).toEqual(['Refund promised', '2026-12-01']);

    const audit = await context.database.db.select().from(auditLog)
      .where(and(eq(auditLog.entity, 'profileWidget'), eq(auditLog.entityId, `${customer.psid}:followUp`)));
    expect(audit).toEqual([expect.objectContaining({ action: 'Save', actorName: 'Alice Agent', before: null, after: { reason: 'Refund promised', callBackOn: '2026-12-01' } })]);

    // A button that sets a value, then Clear; the supervisor reads (without form data) what is shown now.
    const verified = await call(sam.token, 'POST', HISTORY_PATHS.userProfileWidgets, { sessionId: customer.sessionId, updatedFormData: { id: 'identityCheck', buttonIndex: 0 } });
    expect(value((verified.body.data as { userProfileWidget: { sections: ProfileSection[] } }).userProfileWidget.sections, 'Identity check', 'Status')).toBe('Verified');
    expect((await call(alice.token, 'POST', HISTORY_PATHS.userProfileWidgets, { sessionId: customer.sessionId, updatedFormData: { id: 'followUp', buttonIndex: 1 } })).status).toBe(200);
    const read = await call(sam.token, 'POST', HISTORY_PATHS.userProfileWidgets, { sessionId: customer.sessionId });
    const now = (read.body.data as { userProfileWidget: { sections: ProfileSection[] } }).userProfileWidget.sections;
    expect(section(now, 'Follow-up')?.data).toEqual([]);
    expect(value(now, 'Identity check', 'Status')).toBe('Verified');

    // The transcript in history shows the widgets too.
    const log = await call(sam.token, 'POST', HISTORY_PATHS.chatLogsBySessionId, { sessionId: customer.sessionId });
    expect(value((log.body.data as { userProfileWidget: { sections: ProfileSection[] } }).userProfileWidget.sections, 'Identity check', 'Status')).toBe('Verified');
  });

  it('refuses a widget action with bad form data (400 with the field), or an unknown chat (404); members of history act too', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await agentChat(alice);
    const act = (updatedFormData: object, extra: object = {}) =>
      call(alice.token, 'POST', HISTORY_PATHS.userProfileWidgets, { sessionId: customer.sessionId, updatedFormData, ...extra });
    const cases: Array<[object, object, string, string?]> = [
      [{ id: 'nope', buttonIndex: 0 }, {}, 'updatedFormData.id', PROFILE_WIDGET_TEXTS.unknownWidget],
      [{ id: 'followUp', buttonIndex: 7 }, {}, 'updatedFormData.buttonIndex', PROFILE_WIDGET_TEXTS.unknownButton],
      [{ id: 'followUp', buttonIndex: 0, values: { callBackOn: 'tomorrow' } }, {}, 'updatedFormData.values.callBackOn', PROFILE_WIDGET_TEXTS.badDate],
      [{ id: 'followUp', buttonIndex: 0, values: { shoeSize: '9' } }, {}, 'updatedFormData.values.shoeSize', PROFILE_WIDGET_TEXTS.unknownField],
      [{ id: 'followUp', buttonIndex: 0 }, { id: 'identityCheck' }, 'id', PROFILE_WIDGET_TEXTS.idMismatch],
      [{ id: 'followUp', buttonIndex: -1 }, {}, 'updatedFormData.buttonIndex'],
    ];
    for (const [form, extra, field, message] of cases) {
      const response = await act(form, extra);
      expect([response.status, response.body.field], response.raw).toEqual([400, field]);
      if (message) expect(response.body.message).toBe(message);
    }
    expect((await call(alice.token, 'POST', HISTORY_PATHS.userProfileWidgets, { sessionId: randomUUID(), updatedFormData: { id: 'followUp', buttonIndex: 0 } })).status).toBe(404);
    // History without live chat (a trainer) reaches the chat through history's rule (their scope).
    const trainer = await signIn(context.app, 'trainer@demo.brand');
    expect((await call(trainer.token, 'POST', HISTORY_PATHS.userProfileWidgets, { sessionId: customer.sessionId, updatedFormData: { id: 'followUp', buttonIndex: 1 } })).status).toBe(200);
  });

  it('the author edits a note (Agent note updated): author and creation time kept, edited time set; others may not', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await agentChat(alice);
    const added = agentNoteSchema.parse((await call(alice.token, 'POST', LIVE_CHAT_PATHS.customAgentNotes, { sessionId: customer.sessionId, note: 'Prefers e-mail' })).body.data);
    expect(added.editedAt).toBeNull();
    const edited = await call(alice.token, 'PUT', LIVE_CHAT_PATHS.customAgentNotes, { id: added.id, note: 'Prefers e-mail, never calls' });
    expect(edited.status, edited.raw).toBe(200);
    expect(edited.body.message).toBe(COMMON_TEXTS.agentNoteUpdated);
    const note = agentNoteSchema.parse(edited.body.data);
    expect(note).toMatchObject({ id: added.id, note: 'Prefers e-mail, never calls', authorName: added.authorName, authorId: added.authorId, createdAt: added.createdAt });
    expect(note.editedAt).toBeGreaterThanOrEqual(added.createdAt);
    const listed = await call(alice.token, 'GET', `${LIVE_CHAT_PATHS.customAgentNotes}?sessionId=${customer.sessionId}`);
    expect((listed.body.data as { notes: unknown[] }).notes[0]).toMatchObject({ id: added.id, note: 'Prefers e-mail, never calls' });

    const sam = await harness.staff('supervisor@demo.brand', { join: false });
    const notAuthor = await call(sam.token, 'PUT', LIVE_CHAT_PATHS.customAgentNotes, { id: added.id, note: 'mine now' });
    expect([notAuthor.status, notAuthor.body.message]).toEqual([403, NOTE_TEXTS.notAuthor]);
    expect((await call(alice.token, 'PUT', LIVE_CHAT_PATHS.customAgentNotes, { id: randomUUID(), note: 'x' })).status).toBe(404);
    expect((await call(alice.token, 'PUT', LIVE_CHAT_PATHS.customAgentNotes, { id: 'not-a-uuid', note: 'x' })).body.field).toBe('id');
    expect((await call(alice.token, 'PUT', LIVE_CHAT_PATHS.customAgentNotes, { id: added.id, note: '   ' })).body.field).toBe('note');
  });
});
