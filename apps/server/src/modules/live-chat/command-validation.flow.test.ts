/**
 * Issue 20, finding 1: malformed ids and texts in staff commands get a VALIDATION refusal naming the
 * field. A non-uuid sessionId reached SQL as a uuid cast (acceptChat, rejectChat, inviteAgent,
 * transferChat answered 500); a lone surrogate reached jsonb (PostgreSQL refuses it: 500).
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { LONE_SURROGATE_MESSAGE } from '@switchboard/contracts/common/safe-text';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';

const chat = randomUUID();
const BAD_IDS: Array<[string, object, string]> = [
  ['acceptChat', { sessionId: 'not-a-uuid' }, 'sessionId'],
  ['rejectChat', { sessionId: "1' OR '1'='1" }, 'sessionId'],
  ['typing', { sessionId: 42, typing: true }, 'sessionId'],
  ['viewingChat', { sessionId: 'x' }, 'sessionId'],
  ['resync', { chats: [{ sessionId: 'x', lastSeq: 0 }] }, 'chats.0.sessionId'],
  ['updateCustomerMessage', { readStatus: 'seen', senderPsid: 's', clientPsid: 'c', chatlogId: 'x', timestamp: 1 }, 'chatlogId'],
  ['inviteAgent', { sessionId: chat, agentId: 'bob' }, 'agentId'],
  ['transferChat', { sessionId: chat, toAgentId: 'bob' }, 'toAgentId'],
  ['transferChat', { sessionId: chat, toGroupId: 'x' }, 'toGroupId'],
];
const SURROGATES: Array<[string, object, string]> = [
  ['sendMessage', { sessionId: chat, text: 'x\ud800y', clientMessageId: 'm1' }, 'text'],
  ['sendMessage', { sessionId: chat, text: 'hello', clientMessageId: 'm\udc00' }, 'clientMessageId'],
  ['sendWhisper', { sessionId: chat, text: '\udbff', clientMessageId: 'w1' }, 'text'],
  ['updateTags', { sessionId: chat, selectedTags: ['ok', 'bad\ud800'] }, 'selectedTags.1'],
  ['messageSeen', { sessionId: chat, clientPsid: '\ud800', senderPsid: 's', upToSeq: 1 }, 'clientPsid'],
];

describeBackends('live chat: staff command payloads are validated by the contracts', (context) => {
  it('malformed ids and lone surrogates get a VALIDATION refusal naming the field, never a 500; the socket goes on', async () => {
    const harness = await new LiveChatHarness(context.app).listen();
    try {
      const sam = await harness.staff('supervisor@demo.brand');
      for (const [command, payload, field] of BAD_IDS) {
        const reply = await sam.emit(command, payload);
        expect([command, reply.errorCode, reply.message?.split(':')[0]]).toEqual([command, 'VALIDATION', field]);
      }
      for (const [command, payload, field] of SURROGATES) {
        expect([command, await sam.emit(command, payload)]).toEqual([command, { message: `${field}: ${LONE_SURROGATE_MESSAGE}`, errorCode: 'VALIDATION' }]);
      }
      // A well-formed pair (an emoji) is fine: the unknown chat is all that is wrong.
      expect(await sam.emit('sendMessage', { sessionId: chat, text: 'thanks 👍', clientMessageId: 'm2' })).toMatchObject({ errorCode: 204 });
      expect(await sam.emit('acceptChat', { sessionId: chat })).toMatchObject({ errorCode: 204 });
    } finally {
      harness.closeAll();
    }
  });
});
