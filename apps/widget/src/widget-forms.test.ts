/** The pre-chat form (off / optional / required) and the satisfaction survey after a resolved chat (stars, thumbs, off). */
import { describe, expect, it } from 'vitest';
import { WIDGET_FORM_TEXTS } from '@switchboard/contracts/live-chat/widget-forms.rules';
import { EVENTS, type WidgetConfig } from './events';
import { session, type FakeSocket } from './testing/fake-socket';
import { testWidgets } from './testing/test-widget';

const widgets = testWidgets();
const config = (patch: Partial<WidgetConfig> = {}): WidgetConfig => ({ preChatForm: 'off', satisfactionSurvey: 'stars', talkToPerson: true, ...patch });

/** Opens the widget as a new visitor of a brand with these modes. */
const asVisitor = (patch: Partial<WidgetConfig> = {}) => {
  const mounted = widgets.mount();
  mounted.$('.sb-launcher').click();
  const socket = mounted.socket();
  socket.open();
  socket.fire(EVENTS.widgetConfig, config(patch));
  socket.fire(EVENTS.visitor, {});
  return { ...mounted, socket };
};
/** Opens the widget as a customer with a chat in this state. */
const inChat = (patch: Partial<WidgetConfig>, chatState = 'BotHandling') => {
  const mounted = widgets.mount();
  mounted.$('.sb-launcher').click();
  const socket = mounted.socket();
  socket.open();
  socket.fire(EVENTS.widgetConfig, config(patch));
  socket.fire(EVENTS.session, session({ chatState }));
  return { ...mounted, socket };
};
const type = (input: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const started = (socket: FakeSocket) => socket.sent(EVENTS.startChat);

describe('pre-chat form', () => {
  it('is not shown when the brand has it off: the composer is there at once', () => {
    const { $ } = asVisitor({ preChatForm: 'off' });
    expect($('.sb-prechat').hidden).toBe(true);
    expect($('.sb-composer').hidden).toBe(false);
  });

  it('required: hides the composer, checks both fields (§5 e-mail), then starts the chat with the answers', () => {
    const { $, socket, widget } = asVisitor({ preChatForm: 'required' });
    expect($('.sb-prechat').hidden).toBe(false);
    expect($('.sb-composer').hidden).toBe(true);
    expect($('.sb-prechat .sb-link-button').hidden).toBe(true);
    expect($('label[for="sb-prechat-name"]').textContent).toBe('Name');

    $<HTMLFormElement>('.sb-prechat').requestSubmit();
    expect($('#sb-prechat-name-error').textContent).toBe(WIDGET_FORM_TEXTS.nameRequired);
    expect($('#sb-prechat-email-error').textContent).toBe(WIDGET_FORM_TEXTS.emailRequired);
    expect($('#sb-prechat-email').getAttribute('aria-invalid')).toBe('true');
    type($<HTMLInputElement>('#sb-prechat-name'), ' Asha Rao ');
    type($<HTMLInputElement>('#sb-prechat-email'), 'asha+shop@example.com');
    $<HTMLFormElement>('.sb-prechat').requestSubmit();
    expect($('#sb-prechat-email-error').textContent).toBe(WIDGET_FORM_TEXTS.emailInvalid);
    expect(started(socket)).toHaveLength(0);

    type($<HTMLInputElement>('#sb-prechat-email'), 'asha@example.com');
    $<HTMLFormElement>('.sb-prechat').requestSubmit();
    expect(started(socket).map((item) => item.payload)).toEqual([{ preChat: { name: 'Asha Rao', email: 'asha@example.com' } }]);
    // The server says who they are now (`session`), then acknowledges.
    socket.fire(EVENTS.session, session({ psid: 'web-asha' }));
    started(socket)[0]!.ack?.({ data: session({ psid: 'web-asha' }) });
    expect($('.sb-prechat').hidden).toBe(true);
    expect($('.sb-composer').hidden).toBe(false);
    expect(widget.client.psid).toBe('web-asha');
  });

  it("shows the server's refusal under its field", async () => {
    const { $, socket } = asVisitor({ preChatForm: 'required' });
    type($<HTMLInputElement>('#sb-prechat-name'), 'Asha');
    type($<HTMLInputElement>('#sb-prechat-email'), 'asha@example.com');
    $<HTMLFormElement>('.sb-prechat').requestSubmit();
    started(socket)[0]!.ack?.({ message: 'Enter a valid e-mail address', errorCode: 'VALIDATION', field: 'preChat.email' });
    await Promise.resolve();
    expect($('#sb-prechat-email-error').textContent).toBe('Enter a valid e-mail address');
    expect($('.sb-prechat').hidden).toBe(false);
  });

  it('optional: the fields say so and Skip leads to the composer', () => {
    const { $, socket } = asVisitor({ preChatForm: 'optional' });
    expect($('label[for="sb-prechat-email"]').textContent).toBe('E-mail (optional)');
    expect($('.sb-composer').hidden).toBe(false);
    $<HTMLButtonElement>('.sb-prechat .sb-link-button').click();
    expect($('.sb-prechat').hidden).toBe(true);
    expect(started(socket)).toHaveLength(0);
  });

  it('optional: writing a message skips the form', () => {
    const { $, socket } = asVisitor({ preChatForm: 'optional' });
    expect($('.sb-prechat').hidden).toBe(false);
    const input = $<HTMLTextAreaElement>('#sb-input');
    input.value = 'hello';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect($('.sb-prechat').hidden).toBe(true);
    expect(socket.sent(EVENTS.customerMessage)).toHaveLength(1);
  });

  it('is not asked of a returning customer', () => {
    const { $ } = inChat({ preChatForm: 'required' });
    expect($('.sb-prechat').hidden).toBe(true);
    expect($('.sb-composer').hidden).toBe(false);
  });
});

describe('satisfaction survey', () => {
  const rate = (socket: FakeSocket) => socket.sent(EVENTS.rateChat);

  it('asks for 1–5 stars once the chat is resolved, sends the rating with a comment, then thanks', async () => {
    const { $, socket } = inChat({ satisfactionSurvey: 'stars' });
    expect($('.sb-survey').hidden).toBe(true);
    socket.fire(EVENTS.chatState, { chatState: 'Resolved' });
    expect($('.sb-survey').hidden).toBe(false);
    expect($('.sb-rating legend').textContent).toBe(WIDGET_FORM_TEXTS.surveyQuestion);
    const choices = [...$('.sb-rating-choices').querySelectorAll('label')].map((label) => label.textContent);
    expect(choices).toEqual(['★1 star', '★2 stars', '★3 stars', '★4 stars', '★5 stars']);

    $<HTMLFormElement>('.sb-survey-form').requestSubmit();
    expect($('.sb-survey .sb-error-line').textContent).toBe('Choose a rating first');
    $<HTMLInputElement>('.sb-rating input[value="4"]').click();
    type($<HTMLTextAreaElement>('#sb-rating-comment'), ' Quick and kind ');
    $<HTMLFormElement>('.sb-survey-form').requestSubmit();
    expect(rate(socket).map((item) => item.payload)).toEqual([{ sessionId: 's1', scale: 'stars', score: 4, comment: 'Quick and kind' }]);
    rate(socket)[0]!.ack?.({ data: { scale: 'stars', score: 4, comment: 'Quick and kind', ratedAt: '2030-01-01T10:00:00.000Z' } });
    await Promise.resolve();
    expect($('.sb-survey-form').hidden).toBe(true);
    expect($('.sb-survey .sb-ticket-thanks').textContent).toBe(WIDGET_FORM_TEXTS.ratingThanks);

    // A new chat puts the survey away.
    socket.fire(EVENTS.session, session({ sessionId: 's2', chatState: 'BotHandling' }));
    expect($('.sb-survey').hidden).toBe(true);
  });

  it('thumbs mode offers thumbs up and down', () => {
    const { $, socket } = inChat({ satisfactionSurvey: 'thumbs' }, 'Resolved');
    const labels = [...$('.sb-rating-choices').querySelectorAll('.sb-sr')].map((label) => label.textContent);
    expect(labels).toEqual(['Thumbs up', 'Thumbs down']);
    $<HTMLInputElement>('.sb-rating input[value="0"]').click();
    $<HTMLFormElement>('.sb-survey-form').requestSubmit();
    expect(rate(socket).map((item) => item.payload)).toEqual([{ sessionId: 's1', scale: 'thumbs', score: 0 }]);
  });

  it('is not shown when the brand turned it off', () => {
    expect(inChat({ satisfactionSurvey: 'off' }, 'Resolved').$('.sb-survey').hidden).toBe(true);
  });

  it('is not asked again for a chat rated from this browser (or refused as rated by the server)', async () => {
    const first = inChat({ satisfactionSurvey: 'stars' }, 'Resolved');
    first.$<HTMLInputElement>('.sb-rating input[value="5"]').click();
    first.$<HTMLFormElement>('.sb-survey-form').requestSubmit();
    rate(first.socket)[0]!.ack?.({ message: WIDGET_FORM_TEXTS.alreadyRated, errorCode: 'CONFLICT' });
    await Promise.resolve();
    expect(first.$('.sb-survey .sb-ticket-thanks').textContent).toBe(WIDGET_FORM_TEXTS.alreadyRated);
    first.widget.destroy();
    // Another visit with this browser: nothing asked.
    const again = inChat({ satisfactionSurvey: 'stars' }, 'Resolved');
    expect(again.$('.sb-survey').hidden).toBe(true);
  });
});

describe('pre-chat form after a refusal', () => {
  it('comes back when the server refused a message because the form is required', () => {
    const { $, socket } = asVisitor({ preChatForm: 'optional' });
    const input = $<HTMLTextAreaElement>('#sb-input');
    input.value = 'hello';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // The brand made the form required meanwhile: the server refuses the message.
    socket.fire(EVENTS.widgetConfig, config({ preChatForm: 'required' }));
    socket.sent(EVENTS.customerMessage)[0]!.ack?.({ message: WIDGET_FORM_TEXTS.formRequired, errorCode: 'VALIDATION', field: 'preChat.name' });
    expect($('.sb-customer').textContent).toContain(WIDGET_FORM_TEXTS.formRequired);
    expect($('.sb-prechat').hidden).toBe(false);
    expect($('.sb-composer').hidden).toBe(true);
  });
});
