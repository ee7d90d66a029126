/**
 * A form the bot asks the customer to fill. Submitting sends one customer message: the text lists
 * "Label: value" lines (what the transcript shows), the postback carries the values as JSON when it
 * fits the contract's 200 characters.
 */
import { h, newId } from '../dom';
import type { MessageContent } from '../events';
import type { Send } from './content';

type Field = NonNullable<MessageContent['fields']>[number];

export interface FormView {
  node: HTMLFormElement;
  /** Disables the form once answered (submitted here, or the conversation moved on). */
  setAnswered(answered: boolean): void;
}

export function form(title: string | undefined, fields: readonly Field[] | undefined, send: Send): FormView | null {
  if (!fields?.length) return null;
  const prefix = `sb-${newId().slice(0, 8)}`;
  const inputs = fields.map((field, index) => {
    const id = `${prefix}-${index}`;
    const input = h('input', { id, name: field.name, type: field.type, required: true, class: 'sb-input',
      autocomplete: field.type === 'email' ? 'email' : 'off' });
    return { field, input, row: h('div', { class: 'sb-field' }, h('label', { for: id }, field.label), input) };
  });
  const submit = h('button', { type: 'submit', class: 'sb-button sb-primary' }, 'Send');
  const fieldset = h('fieldset', {}, h('legend', {}, title || 'Please fill in'), ...inputs.map((item) => item.row), submit);
  const node = h('form', { class: 'sb-form' }, fieldset);
  let submitted = false;
  node.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submitted) return;
    if (!node.checkValidity()) return void node.reportValidity();
    const values = Object.fromEntries(inputs.map(({ field, input }) => [field.name, input.value.trim()]));
    const text = inputs.map(({ field, input }) => `${field.label}: ${input.value.trim()}`).join('\n');
    const postback = JSON.stringify(values);
    submitted = true;
    fieldset.disabled = true;
    send(text, postback.length <= 200 ? postback : undefined);
  });
  return { node, setAnswered: (answered) => void (fieldset.disabled = submitted || answered) };
}
