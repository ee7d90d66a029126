/**
 * The "leave a ticket" form, shown while the customer waits in the queue and no agent is available:
 * name (optional), email and message. Built with text nodes only, like the rest of the widget.
 */
import { h } from '../dom';

export interface TicketFormElements {
  box: HTMLElement;
  form: HTMLFormElement;
  name: HTMLInputElement;
  email: HTMLInputElement;
  text: HTMLTextAreaElement;
  submit: HTMLButtonElement;
  error: HTMLElement;
  thanks: HTMLElement;
}

export const TICKET_FORM_TEXTS = {
  intro: 'No agent is available right now. Leave us a message and we will get back to you.',
  emailInvalid: 'Enter a valid email address',
  textEmpty: 'Write a message first',
};

export function buildTicketForm(): TicketFormElements {
  const name = h('input', { id: 'sb-ticket-name', class: 'sb-field', maxlength: 120, autocomplete: 'name' });
  const email = h('input', { id: 'sb-ticket-email', class: 'sb-field', type: 'email', maxlength: 200, required: true, autocomplete: 'email' });
  const text = h('textarea', { id: 'sb-ticket-text', class: 'sb-field', rows: 3, maxlength: 4000, required: true });
  const submit = h('button', { type: 'submit', class: 'sb-ticket-submit' }, 'Leave a ticket');
  const error = h('p', { class: 'sb-error-line', role: 'alert' });
  const form = h('form', { class: 'sb-ticket-form', 'aria-label': 'Leave a ticket', novalidate: true },
    h('p', {}, TICKET_FORM_TEXTS.intro),
    h('label', { for: 'sb-ticket-name' }, 'Name (optional)'), name,
    h('label', { for: 'sb-ticket-email' }, 'Email'), email,
    h('label', { for: 'sb-ticket-text' }, 'Message'), text,
    submit, error);
  const thanks = h('p', { class: 'sb-ticket-thanks', role: 'status', hidden: true });
  const box = h('div', { class: 'sb-ticket', hidden: true }, form, thanks);
  return { box, form, name, email, text, submit, error, thanks };
}

/** The form's values, or the first problem to show. */
export function readTicketForm(ui: TicketFormElements): { name?: string; email: string; text: string } | string {
  const email = ui.email.value.trim();
  const text = ui.text.value.trim();
  const name = ui.name.value.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return TICKET_FORM_TEXTS.emailInvalid;
  if (!text) return TICKET_FORM_TEXTS.textEmpty;
  return { email, text, ...(name ? { name } : {}) };
}
