/** Leaving a ticket from the widget when the customer is queued and no agent is available. */
import { describe, expect, it, vi } from 'vitest';
import { EVENTS, TICKET_EVENTS } from './events';
import { session } from './testing/fake-socket';
import { testWidgets } from './testing/test-widget';
import { TICKET_FORM_TEXTS } from './ui/ticket-form';

const widgets = testWidgets();
const mount = () => {
  const { $, socket: last } = widgets.mount();
  $('.sb-launcher').click();
  const socket = last();
  socket.open();
  socket.fire(EVENTS.session, session());
  return { $, socket };
};

describe('leave a ticket', () => {
  it('offers the form only when queued with no agent available, validates it, and thanks the customer', async () => {
    const { $, socket } = mount();
    expect($('.sb-ticket').hidden).toBe(true);
    socket.fire(EVENTS.queueStatus, { position: 1, expectedWaitSeconds: 180 });
    const asked = socket.sent(TICKET_EVENTS.availability);
    expect(asked).toHaveLength(1);
    asked[0]!.ack?.({ data: { agentsAvailable: false } });
    expect($('.sb-ticket').hidden).toBe(false);
    expect($('.sb-ticket-form').textContent).toContain(TICKET_FORM_TEXTS.intro);

    $<HTMLInputElement>('#sb-ticket-email').value = 'not-an-address';
    $<HTMLFormElement>('.sb-ticket-form').requestSubmit();
    expect($('.sb-ticket .sb-error-line').textContent).toBe(TICKET_FORM_TEXTS.emailInvalid);
    expect(socket.sent(TICKET_EVENTS.create)).toHaveLength(0);

    $<HTMLInputElement>('#sb-ticket-email').value = 'rita@example.com';
    $<HTMLTextAreaElement>('#sb-ticket-text').value = 'Please call me back';
    $<HTMLFormElement>('.sb-ticket-form').requestSubmit();
    const sent = socket.sent(TICKET_EVENTS.create);
    expect(sent.map((item) => item.payload)).toEqual([{ email: 'rita@example.com', text: 'Please call me back' }]);
    sent[0]!.ack?.({ data: { ticketId: 't-1', message: 'Thank you. We will get back to you soon.' } });
    await vi.waitFor(() => expect($('.sb-ticket-form').hidden).toBe(true));
    expect($('.sb-ticket-thanks').textContent).toBe('Thank you. We will get back to you soon.');
  });

  it('does not offer a ticket while an agent is available', () => {
    const { $, socket } = mount();
    socket.fire(EVENTS.queueStatus, { position: 2, expectedWaitSeconds: 60 });
    socket.sent(TICKET_EVENTS.availability)[0]!.ack?.({ data: { agentsAvailable: true } });
    expect($('.sb-ticket').hidden).toBe(true);
    // Asked once per wait, not on every queue update.
    socket.fire(EVENTS.queueStatus, { position: 1, expectedWaitSeconds: 30 });
    expect(socket.sent(TICKET_EVENTS.availability)).toHaveLength(1);
  });
});
