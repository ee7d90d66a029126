/**
 * The satisfaction survey (issue 21 point 3), shown once the chat is resolved: 1–5 stars or thumbs up/down
 * (the brand's choice) as a radio group, an optional comment and "Send rating"; then a thank-you.
 */
import { RATING_COMMENT_MAX, WIDGET_FORM_TEXTS, type RatingScale } from '@switchboard/contracts/live-chat/widget-forms.rules';
import { h } from '../dom';

export interface SurveyElements {
  box: HTMLElement;
  form: HTMLFormElement;
  choices: HTMLElement;
  comment: HTMLTextAreaElement;
  submit: HTMLButtonElement;
  error: HTMLElement;
  thanks: HTMLElement;
}

const CHOICES: Record<RatingScale, Array<{ score: number; label: string; glyph: string }>> = {
  stars: [1, 2, 3, 4, 5].map((score) => ({ score, label: `${score} star${score === 1 ? '' : 's'}`, glyph: '★' })),
  thumbs: [{ score: 1, label: 'Thumbs up', glyph: '👍' }, { score: 0, label: 'Thumbs down', glyph: '👎' }],
};

export function buildSurvey(): SurveyElements {
  const choices = h('div', { class: 'sb-rating-choices' });
  const comment = h('textarea', { id: 'sb-rating-comment', class: 'sb-field', rows: 2, maxlength: RATING_COMMENT_MAX });
  const submit = h('button', { type: 'submit', class: 'sb-ticket-submit' }, 'Send rating');
  const error = h('p', { class: 'sb-error-line', role: 'alert' });
  const form = h('form', { class: 'sb-survey-form', 'aria-label': 'Rate this chat', novalidate: true },
    h('fieldset', { class: 'sb-rating' }, h('legend', {}, WIDGET_FORM_TEXTS.surveyQuestion), choices),
    h('label', { for: 'sb-rating-comment' }, 'Comment (optional)'), comment, submit, error);
  const thanks = h('p', { class: 'sb-ticket-thanks', role: 'status', hidden: true });
  const box = h('div', { class: 'sb-ticket sb-survey', hidden: true }, form, thanks);
  return { box, form, choices, comment, submit, error, thanks };
}

/** Lays out the scale's choices (once per scale: a redraw keeps the customer's pick). */
export function showScale(ui: SurveyElements, scale: RatingScale): void {
  if (ui.choices.dataset.scale === scale) return;
  ui.choices.dataset.scale = scale;
  ui.choices.replaceChildren(...CHOICES[scale].map(({ score, label, glyph }) =>
    h('label', { class: 'sb-rating-choice', title: label },
      h('input', { type: 'radio', name: 'sb-rating', value: score, class: 'sb-sr-radio' }),
      h('span', { 'aria-hidden': 'true' }, glyph), h('span', { class: 'sb-sr' }, label))));
}

/** The picked score, or null. */
export function pickedScore(ui: SurveyElements): number | null {
  const picked = ui.choices.querySelector<HTMLInputElement>('input:checked');
  return picked ? Number(picked.value) : null;
}
