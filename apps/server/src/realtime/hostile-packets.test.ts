/**
 * Issue 20, finding 1: no packet on any namespace takes the process down, and the socket (or, for a
 * packet that cannot be decoded, a new one) answers the next legitimate event. Packets are written raw
 * to the engine.io connection, exactly as an attacker's script would, so the client's own encoder
 * never gets to refuse them. A test would die with the process, so each one passing proves it lived.
 */
import { describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { WEBCHAT_NAMESPACE } from '@switchboard/contracts/live-chat/webchat.events';
import { signIn } from '@/testing/test-app';
import { useListeningApps } from '@/testing/listening-apps';
import { MAX_PACKET_BYTES, PACKET_TOO_DEEP, SERVER_FAULT } from './socket-guard';

const { startApp, track } = useListeningApps();

async function open(url: string, namespace: string, auth: Record<string, string> = {}): Promise<Socket> {
  const socket = connect(`${url}${namespace}`, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  track(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Writes one raw socket.io packet (`2` event, `5` binary event) and resolves with the ack's arguments for `ackId` (of `namespace`). */
function writeRaw(socket: Socket, text: string, ack?: { namespace: string; id: number }, ...binary: Uint8Array[]): Promise<unknown> {
  const engine = socket.io.engine;
  const acked = new Promise<unknown>((resolve) => {
    if (!ack) return resolve(undefined);
    const onPacket = (packet: { type: string; data?: unknown }) => {
      const prefix = `3${ack.namespace},${ack.id}`;
      if (packet.type !== 'message' || typeof packet.data !== 'string' || !packet.data.startsWith(prefix)) return;
      engine.off('packet', onPacket);
      resolve(JSON.parse(packet.data.slice(prefix.length)));
    };
    engine.on('packet', onPacket);
  });
  engine.write(text);
  binary.forEach((chunk) => engine.write(chunk as unknown as string));
  return acked;
}

const deepArrays = (depth: number, leaf = '0') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe('realtime: hostile packets', () => {
  it('/webchat: 6,000 nested arrays (about 12 KB) are refused, acked VALIDATION when an ack is asked; the socket answers the next event', async () => {
    const { url } = await startApp();
    const customer = await open(url, WEBCHAT_NAMESPACE);
    await writeRaw(customer, `2${WEBCHAT_NAMESPACE},["customerTyping",${deepArrays(6000)}]`);
    const refused = await writeRaw(customer, `2${WEBCHAT_NAMESPACE},901["customerTyping",${deepArrays(6000)}]`, { namespace: WEBCHAT_NAMESPACE, id: 901 });
    expect(refused).toEqual([{ message: PACKET_TOO_DEEP, errorCode: ERROR_CODES.validation }]);
    expect(await customer.emitWithAck('messagesSeen', { upToSeq: 0 })).toEqual({ data: { upToSeq: 0 } });
  });

  it('a staff namespace: the same packet is refused, and the member’s next command is answered', async () => {
    const { app, url } = await startApp();
    const { token } = await signIn(app, 'agent@demo.brand');
    const agent = await open(url, NAMESPACES.liveConversations, { token });
    const refused = await writeRaw(agent, `2${NAMESPACES.liveConversations},902["typing",{"sessionId":${deepArrays(6000, '"x"')}}]`, { namespace: NAMESPACES.liveConversations, id: 902 });
    expect(refused).toEqual([{ message: PACKET_TOO_DEEP, errorCode: ERROR_CODES.validation }]);
    const reply = await agent.emitWithAck('join', {}) as { data?: { liveChatData: unknown[] } };
    expect(reply.data?.liveChatData).toBeInstanceOf(Array);
  });

  it('a packet over MAX_PACKET_BYTES (70 KB: socket.io’s default took 1 MB) closes that connection unparsed; a new socket is served', async () => {
    const { url } = await startApp();
    const customer = await open(url, WEBCHAT_NAMESPACE);
    const closed = disconnected(customer);
    expect(MAX_PACKET_BYTES).toBeLessThan(70_000);
    await writeRaw(customer, `2${WEBCHAT_NAMESPACE},["customerMessage",{"text":"${'a'.repeat(70_000)}","clientMessageId":"big"}]`);
    // Were it accepted, this socket would answer; it is closed instead.
    expect(await Promise.race([closed, customer.emitWithAck('messagesSeen', { upToSeq: 0 })])).toMatch(/transport (close|error)/);
    const next = await open(url, WEBCHAT_NAMESPACE);
    expect(await next.emitWithAck('messagesSeen', { upToSeq: 0 })).toEqual({ data: { upToSeq: 0 } });
  });

  it('binary frames the parser cannot use (a lone attachment, a packet too deep to rebuild) close the connection, not the process', async () => {
    const { url } = await startApp();
    const lone = await open(url, WEBCHAT_NAMESPACE);
    const loneClosed = disconnected(lone);
    lone.io.engine.write(new Uint8Array([1, 2, 3]) as unknown as string);
    expect(await loneClosed).toMatch(/transport (close|error)|io server disconnect/);

    const deep = await open(url, WEBCHAT_NAMESPACE);
    const deepClosed = disconnected(deep);
    // 30,000 levels (60 KB, under the size bound) around one attachment placeholder: socket.io-parser rebuilds it recursively.
    await writeRaw(deep, `51-${WEBCHAT_NAMESPACE},["customerTyping",${deepArrays(30_000, '{"_placeholder":true,"num":0}')}]`, undefined, new Uint8Array([7]));
    expect(await deepClosed).toMatch(/transport (close|error)|io server disconnect/);

    const shallow = await open(url, WEBCHAT_NAMESPACE);
    const binaryDeep = await writeRaw(shallow, `51-${WEBCHAT_NAMESPACE},903["customerTyping",${deepArrays(100, '{"_placeholder":true,"num":0}')}]`, { namespace: WEBCHAT_NAMESPACE, id: 903 }, new Uint8Array([7]));
    expect(binaryDeep).toEqual([{ message: PACKET_TOO_DEEP, errorCode: ERROR_CODES.validation }]);
    expect(await shallow.emitWithAck('messagesSeen', { upToSeq: 0 })).toEqual({ data: { upToSeq: 0 } });
  });

  it('a handler that throws, or rejects, or a connection listener that throws: logged and acked 500, the socket keeps working', async () => {
    const { app, url } = await startApp();
    const namespace = app.services.realtime.io.of(NAMESPACES.liveTickets);
    namespace.on('connection', (socket) => {
      socket.on('throwsNow', () => {
        throw new Error('boom');
      });
      socket.on('rejectsLater', async () => {
        await Promise.resolve();
        throw new Error('later boom');
      });
      socket.on('answersThenThrows', (ack: (reply: unknown) => void) => {
        ack({ data: 'first' });
        throw new Error('after the answer');
      });
      throw new Error('connection listener boom');
    });
    const { token } = await signIn(app, 'supervisor@demo.brand');
    const staff = await open(url, NAMESPACES.liveTickets, { token });
    expect(await staff.emitWithAck('throwsNow', {})).toEqual({ message: SERVER_FAULT, errorCode: 500 });
    expect(await staff.emitWithAck('rejectsLater', {})).toEqual({ message: SERVER_FAULT, errorCode: 500 });
    expect(await staff.emitWithAck('answersThenThrows')).toEqual({ data: 'first' });
    staff.emit('throwsNow'); // no ack asked: nothing to answer, nothing escapes
    const reply = await staff.emitWithAck('joinTicket', {}) as { data?: unknown };
    expect(reply.data).toEqual({ liveTicketData: { ticketInfo: null } });
  });
});
