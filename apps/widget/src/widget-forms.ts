/**
 * The pre-chat form and the satisfaction survey wired to the ChatClient (issue 21 points 2 and 3).
 * - Form: shown to a visitor (no chat yet) when the brand asks for it; its answers go with `startChat`, the
 *   server's refusal of a field shows under it. Optional: Skip, or just writing, starts without it.
 *   Required: the composer is hidden until the chat has started.
 * - Survey: shown while the chat on screen is resolved and not rated from this browser (kept in localStorage,
 *   and the server refuses a second rating anyway); a new chat hides it.
 */
import { WIDGET_FORM_TEXTS } from '@switchboard/contracts/live-chat/widget-forms.rules';
import type { ChatClient } from './chat-client';
import { EVENTS, type RateChatPayload, type StartChatPayload } from './events';
import { buildPreChatForm, readPreChatForm, showMode, showProblems } from './ui/pre-chat-form';
import { buildSurvey, pickedScore, showScale } from './ui/survey';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const problemOf = (reply: unknown): string => (isObject(reply) && typeof reply.message === 'string' ? reply.message : 'Something went wrong. Please try again.');

/** Sessions rated from this browser, in localStorage beside the widget's state. */
function ratedStore(key: string) {
  const read = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    has: (sessionId: string) => read().includes(sessionId),
    add: (sessionId: string) => {
      try {
        localStorage.setItem(key, JSON.stringify([...read().filter((entry) => entry !== sessionId), sessionId].slice(-20)));
      } catch {
        // Blocked storage: the server still refuses a second rating.
      }
    },
  };
}

export function mountWidgetForms(client: ChatClient, place: { after: Element; composer: HTMLElement }, storageKey: string, redraw: () => void) {
  const form = buildPreChatForm();
  const survey = buildSurvey();
  place.after.after(form.form, survey.box);
  const rated = ratedStore(`${storageKey}:rated`);
  let skipped = false;
  let thanksFor: string | null = null;

  const formMode = () => client.state.config?.preChatForm ?? 'off';
  // A message on its way starts the chat without the form; one the server refused (the form was required) does not.
  // Skipping counts only while the form is optional (the brand may require it meanwhile).
  const formShown = () => formMode() !== 'off' && client.visitor && !(skipped && formMode() === 'optional')
    && !client.outbox.list().some((item) => item.state === 'sending');

  form.skip.addEventListener('click', () => {
    skipped = true;
    redraw();
  });
  form.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const mode = formMode();
    const read = readPreChatForm(form, mode);
    form.error.textContent = '';
    if ('problems' in read) return showProblems(form, read.problems);
    showProblems(form, {});
    form.submit.disabled = true;
    const payload: StartChatPayload = { preChat: read.answers };
    void client.request(EVENTS.startChat, payload).then((reply) => {
      form.submit.disabled = false;
      if (isObject(reply) && isObject(reply.data)) return redraw();
      const field = isObject(reply) && typeof reply.field === 'string' ? reply.field.replace(/^preChat\./, '') : '';
      if (field === 'name' || field === 'email') showProblems(form, { [field]: problemOf(reply) });
      else form.error.textContent = problemOf(reply);
    });
  });

  survey.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const sessionId = client.sessionId;
    const scale = client.state.config?.satisfactionSurvey;
    const score = pickedScore(survey);
    if (!sessionId || !scale || scale === 'off') return;
    if (score === null) {
      survey.error.textContent = 'Choose a rating first';
      return;
    }
    survey.error.textContent = '';
    survey.submit.disabled = true;
    const comment = survey.comment.value.trim();
    const payload: RateChatPayload = { sessionId, scale, score, ...(comment ? { comment } : {}) };
    void client.request(EVENTS.rateChat, payload).then((reply) => {
      survey.submit.disabled = false;
      const done = isObject(reply) && isObject(reply.data);
      // Rated before (another tab, a cleared storage): nothing left to ask.
      if (done || (isObject(reply) && reply.errorCode === 'CONFLICT')) {
        rated.add(sessionId);
        thanksFor = sessionId;
        survey.thanks.textContent = done ? WIDGET_FORM_TEXTS.ratingThanks : problemOf(reply);
        return redraw();
      }
      survey.error.textContent = problemOf(reply);
    });
  });

  return {
    /** Call on every redraw of the widget. */
    render(): void {
      const showForm = formShown();
      const mode = formMode();
      if (showForm && form.form.hidden) showMode(form, mode);
      form.form.hidden = !showForm;
      place.composer.hidden = showForm && mode === 'required';

      const scale = client.state.config?.satisfactionSurvey ?? 'off';
      const sessionId = client.sessionId;
      const resolved = client.state.chatState === 'Resolved' && sessionId !== null;
      const thanking = resolved && thanksFor === sessionId;
      const asking = resolved && scale !== 'off' && !thanking && !rated.has(sessionId);
      if (asking) showScale(survey, scale);
      survey.box.hidden = !asking && !thanking;
      survey.form.hidden = !asking;
      survey.thanks.hidden = !thanking;
    },
    /** Writing skips an optional form (a required one hides the composer). */
    skip(): void {
      if (formMode() !== 'required') skipped = true;
    },
    /** Where the keyboard goes on opening: the form's first field while the composer waits for it. */
    focusTarget(): HTMLElement | null {
      return formShown() && formMode() === 'required' ? form.name : null;
    },
  };
}
