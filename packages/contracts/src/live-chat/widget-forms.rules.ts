/**
 * The widget's two forms, without zod (the widget bundles no zod; widget-forms.schemas.ts builds the
 * server's and console's schemas on these same rules): the pre-chat form (name and e-mail, per brand
 * off / optional / required) and the satisfaction survey after a resolved chat (per brand 1–5 stars,
 * thumbs up/down, or off). docs/decisions.md "Pre-chat form" and "Satisfaction survey" say why.
 */
import { isValidEmail } from '../common/email';
import { hasLoneSurrogate, LONE_SURROGATE_MESSAGE } from '../common/lone-surrogate';

export const PRE_CHAT_FORM_MODES = ['off', 'optional', 'required'] as const;
export type PreChatFormMode = (typeof PRE_CHAT_FORM_MODES)[number];
export const PRE_CHAT_FORM_LABELS: Record<PreChatFormMode, string> = {
  off: 'Off', optional: 'Optional (the customer may skip it)', required: 'Required before the chat starts',
};

export const SATISFACTION_SURVEY_MODES = ['stars', 'thumbs', 'off'] as const;
export type SatisfactionSurveyMode = (typeof SATISFACTION_SURVEY_MODES)[number];
export const SATISFACTION_SURVEY_LABELS: Record<SatisfactionSurveyMode, string> = {
  stars: '1 to 5 stars', thumbs: 'Thumbs up or down', off: 'Off',
};

/** The scales a rating is stored in; a thumbs rating is 0 (down) or 1 (up). */
export const RATING_SCALES = ['stars', 'thumbs'] as const;
export type RatingScale = (typeof RATING_SCALES)[number];
export const RATING_RANGES: Record<RatingScale, { min: number; max: number }> = { stars: { min: 1, max: 5 }, thumbs: { min: 0, max: 1 } };

export const PRE_CHAT_LIMITS = { name: 80, email: 254 } as const;
export const RATING_COMMENT_MAX = 500;
/** A resolved chat can be rated for this long (the widget offers the survey until the customer starts another chat). */
export const RATING_WINDOW_HOURS = 7 * 24;

export const WIDGET_FORM_TEXTS = {
  formIntro: 'Before we start, tell us who you are so we can help you faster.',
  nameRequired: 'Enter your name',
  nameTooLong: `At most ${PRE_CHAT_LIMITS.name} characters`,
  emailRequired: 'Enter your e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  emailTooLong: `At most ${PRE_CHAT_LIMITS.email} characters`,
  formRequired: 'Please tell us your name and e-mail address first.',
  surveyQuestion: 'How was your chat?',
  ratingThanks: 'Thank you for your feedback!',
  surveyOff: 'Ratings are not collected for this chat.',
  notYourChat: 'This chat cannot be rated.',
  notResolved: 'A chat can be rated once it has ended.',
  alreadyRated: 'This chat has already been rated.',
  ratingExpired: 'This chat can no longer be rated.',
  commentTooLong: `At most ${RATING_COMMENT_MAX} characters`,
} as const;

export interface PreChatAnswers { name?: string | undefined; email?: string | undefined }
export type PreChatProblems = Partial<Record<keyof PreChatAnswers, string>>;

/** Each field's problem (trimmed values; blank counts as not given): required mode needs both, any mode checks what is given. */
export function preChatProblems(answers: PreChatAnswers, mode: PreChatFormMode): PreChatProblems {
  const name = answers.name?.trim() ?? '';
  const email = answers.email?.trim() ?? '';
  const problems: PreChatProblems = {};
  if (!name && mode === 'required') problems.name = WIDGET_FORM_TEXTS.nameRequired;
  else if (name.length > PRE_CHAT_LIMITS.name) problems.name = WIDGET_FORM_TEXTS.nameTooLong;
  else if (hasLoneSurrogate(name)) problems.name = LONE_SURROGATE_MESSAGE;
  if (!email && mode === 'required') problems.email = WIDGET_FORM_TEXTS.emailRequired;
  else if (email.length > PRE_CHAT_LIMITS.email) problems.email = WIDGET_FORM_TEXTS.emailTooLong;
  else if (email && !isValidEmail(email)) problems.email = WIDGET_FORM_TEXTS.emailInvalid;
  return problems;
}

/** Whether a score belongs to the scale (whole numbers 1–5, or 0/1). */
export const isScoreOf = (scale: RatingScale, score: number): boolean =>
  Number.isInteger(score) && score >= RATING_RANGES[scale].min && score <= RATING_RANGES[scale].max;

/** How a rating reads for people: "4/5 stars", "Thumbs up". */
export const ratingLabel = (scale: RatingScale, score: number): string =>
  scale === 'thumbs' ? (score === 1 ? 'Thumbs up' : 'Thumbs down') : `${score}/5 stars`;
