/** The "Talk to a person" way out in the header: shown per the brand's settings while the bot has the chat, one tap asks. */
import { describe, expect, it } from 'vitest';
import { EVENTS, HANDOVER_POSTBACK } from './events';
import { message, session, type FakeSocket } from './testing/fake-socket';
import { testWidgets } from './testing/test-widget';

const { mount } = testWidgets();
const connect = (socket: FakeSocket, talkToPerson = true) => {
  socket.open();
  socket.fire(EVENTS.widgetConfig, { preChatForm: 'off', satisfactionSurvey: 'off', talkToPerson });
  socket.fire(EVENTS.session, session());
};

describe('the "Talk to a person" button', () => {
  it('asks for a person in one tap while a bot question waits and the quick replies are gone, then stays away while queued', () => {
    const { $, socket, widget } = mount();
    $('.sb-launcher').click();
    const button = () => $<HTMLButtonElement>('.sb-person');
    // Hidden until the brand's settings arrive.
    expect(button().hidden).toBe(true);
    connect(socket());
    expect(button().hidden).toBe(false);
    expect(button().textContent).toBe('Talk to a person');
    // The greeting's quick replies, then the customer moves on and the bot asks for an order number.
    socket().fire(EVENTS.botMessages, { messages: [message({ seq: 1, type: 'text_with_buttons',
      content: { text: 'Hi! How can I help?', quickReplies: [{ label: 'Talk to an agent', value: 'handover' }] } })] });
    socket().fire(EVENTS.history, { messages: [message({ seq: 2, sender: 'customer', content: { text: 'where is my order' } })] });
    socket().fire(EVENTS.botMessages, { messages: [message({ seq: 3, content: { text: 'What is your order number?' } })] });
    expect(widget.root.querySelector<HTMLElement>('.sb-quick')?.hidden).toBe(true);
    expect(button().hidden).toBe(false);

    button().click();
    expect(socket().sent(EVENTS.customerMessage).map((sent) => sent.payload)).toEqual([
      expect.objectContaining({ text: 'Talk to a person', postback: HANDOVER_POSTBACK }),
    ]);
    // One tap asks once: hidden while the request is under way, and while queued or with an agent.
    expect(button().hidden).toBe(true);
    expect(widget.root.activeElement).toBe($('textarea'));
    socket().fire(EVENTS.chatState, 'Inqueue');
    expect(button().hidden).toBe(true);
    socket().fire(EVENTS.chatState, 'AgentHandling');
    expect(button().hidden).toBe(true);
    // The chat ended: a new one can start by asking for a person again.
    socket().fire(EVENTS.chatState, 'Resolved');
    expect(button().hidden).toBe(false);
  });

  it('is not shown when the brand turned it off', () => {
    const { $, socket } = mount();
    $('.sb-launcher').click();
    connect(socket(), false);
    expect($('.sb-person').hidden).toBe(true);
    socket().fire(EVENTS.widgetConfig, { preChatForm: 'off', satisfactionSurvey: 'off', talkToPerson: true });
    expect($('.sb-person').hidden).toBe(false);
  });

  it('is queued like any message while offline and sent once connected', () => {
    const { $, socket } = mount();
    $('.sb-launcher').click();
    socket().open();
    socket().fire(EVENTS.widgetConfig, { preChatForm: 'off', satisfactionSurvey: 'off', talkToPerson: true });
    // Connected, but no session yet (a new visitor has none until they write): the tap waits in the outbox.
    $('.sb-person').click();
    expect(socket().sent(EVENTS.customerMessage)).toHaveLength(0);
    expect($('.sb-customer').textContent).toContain('Talk to a person');
    socket().fire(EVENTS.visitor, {});
    expect(socket().sent(EVENTS.customerMessage).at(-1)?.payload).toMatchObject({ postback: HANDOVER_POSTBACK });
  });
});
