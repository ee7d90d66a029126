/**
 * The pre-chat form (issue 21 point 2): name and e-mail before the first message, when the brand asks for
 * it (optional: with a "Skip"; required: the composer waits for it). Checked with contracts' zod-free rules,
 * the very ones the server's schema applies; each problem sits under its field.
 */
import { PRE_CHAT_LIMITS, preChatProblems, WIDGET_FORM_TEXTS, type PreChatFormMode, type PreChatProblems } from '@switchboard/contracts/live-chat/widget-forms.rules';
import { h } from '../dom';

export interface PreChatFormElements {
  form: HTMLFormElement;
  name: HTMLInputElement;
  email: HTMLInputElement;
  nameLabel: HTMLElement;
  emailLabel: HTMLElement;
  nameError: HTMLElement;
  emailError: HTMLElement;
  submit: HTMLButtonElement;
  skip: HTMLButtonElement;
  error: HTMLElement;
}

export function buildPreChatForm(): PreChatFormElements {
  const nameError = h('p', { id: 'sb-prechat-name-error', class: 'sb-error-line' });
  const emailError = h('p', { id: 'sb-prechat-email-error', class: 'sb-error-line' });
  const name = h('input', { id: 'sb-prechat-name', class: 'sb-field', maxlength: PRE_CHAT_LIMITS.name, autocomplete: 'name',
    'aria-describedby': 'sb-prechat-name-error' });
  const email = h('input', { id: 'sb-prechat-email', class: 'sb-field', type: 'email', maxlength: PRE_CHAT_LIMITS.email, autocomplete: 'email',
    'aria-describedby': 'sb-prechat-email-error' });
  const nameLabel = h('label', { for: 'sb-prechat-name' }, 'Name');
  const emailLabel = h('label', { for: 'sb-prechat-email' }, 'E-mail');
  const submit = h('button', { type: 'submit', class: 'sb-ticket-submit' }, 'Start chat');
  const skip = h('button', { type: 'button', class: 'sb-link-button' }, 'Skip');
  const error = h('p', { class: 'sb-error-line', role: 'alert' });
  const form = h('form', { class: 'sb-prechat', 'aria-label': 'Before we start', novalidate: true, hidden: true },
    h('p', {}, WIDGET_FORM_TEXTS.formIntro),
    nameLabel, name, nameError,
    emailLabel, email, emailError,
    h('div', { class: 'sb-form-actions' }, submit, skip), error);
  return { form, name, email, nameLabel, emailLabel, nameError, emailError, submit, skip, error };
}

/** Labels and the Skip button follow the mode: "(optional)" fields and a way past the form unless it is required. */
export function showMode(ui: PreChatFormElements, mode: PreChatFormMode): void {
  const optional = mode !== 'required';
  ui.nameLabel.textContent = optional ? 'Name (optional)' : 'Name';
  ui.emailLabel.textContent = optional ? 'E-mail (optional)' : 'E-mail';
  ui.name.required = !optional;
  ui.email.required = !optional;
  ui.skip.hidden = !optional;
}

/** Shows each field's problem (or clears it) and marks the field invalid. */
export function showProblems(ui: PreChatFormElements, problems: PreChatProblems): void {
  for (const [field, input, line] of [['name', ui.name, ui.nameError], ['email', ui.email, ui.emailError]] as const) {
    const problem = problems[field];
    line.textContent = problem ?? '';
    if (problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
}

/** The form's answers (trimmed, blank left out), or its problems for this mode. */
export function readPreChatForm(ui: PreChatFormElements, mode: PreChatFormMode): { answers: { name?: string; email?: string } } | { problems: PreChatProblems } {
  const name = ui.name.value.trim();
  const email = ui.email.value.trim();
  const problems = preChatProblems({ name, email }, mode);
  if (Object.keys(problems).length > 0) return { problems };
  return { answers: { ...(name ? { name } : {}), ...(email ? { email } : {}) } };
}
