import { describe, expect, it } from 'vitest';
import { brandConfigurationSchema, DEFAULT_BRAND_CONFIGURATION } from '../members/configuration.schemas';
import { preChatProblems, ratingLabel, WIDGET_FORM_TEXTS } from './widget-forms.rules';
import { preChatAnswersSchema, rateChatSchema } from './widget-forms.schemas';

describe('pre-chat form rules', () => {
  it('needs both fields only when required, and checks §5 e-mails in every mode', () => {
    expect(preChatProblems({}, 'required')).toEqual({ name: WIDGET_FORM_TEXTS.nameRequired, email: WIDGET_FORM_TEXTS.emailRequired });
    expect(preChatProblems({ name: '  ', email: '' }, 'optional')).toEqual({});
    expect(preChatProblems({ email: 'a+b@example.com' }, 'optional')).toEqual({ email: WIDGET_FORM_TEXTS.emailInvalid });
    expect(preChatProblems({ name: 'x'.repeat(81), email: 'ann@example.co' }, 'required')).toEqual({ name: WIDGET_FORM_TEXTS.nameTooLong });
    expect(preChatProblems({ name: 'Ann', email: 'ann_b@mail.example.org' }, 'required')).toEqual({});
  });

  it('the schema trims, drops blanks and names the field of a bad answer', () => {
    expect(preChatAnswersSchema.parse({ name: ' Ann ', email: '' })).toEqual({ name: 'Ann' });
    const bad = preChatAnswersSchema.safeParse({ email: 'ann@shop' });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.path.join('.'))).toEqual(['email']);
  });
});

describe('ratings', () => {
  it('takes 1–5 stars or a thumb (0/1) with an optional comment', () => {
    const id = '4a1c0f5e-3d7b-4c55-9d0e-1f2a3b4c5d6e';
    expect(rateChatSchema.parse({ sessionId: id, scale: 'stars', score: 5, comment: ' ' })).toEqual({ sessionId: id, scale: 'stars', score: 5 });
    expect(rateChatSchema.safeParse({ sessionId: id, scale: 'stars', score: 0 }).success).toBe(false);
    expect(rateChatSchema.safeParse({ sessionId: id, scale: 'thumbs', score: 1 }).success).toBe(true);
    expect(rateChatSchema.safeParse({ sessionId: id, scale: 'stars', score: 3.5 }).success).toBe(false);
    expect([ratingLabel('stars', 4), ratingLabel('thumbs', 0)]).toEqual(['4/5 stars', 'Thumbs down']);
  });

  it('a configuration saved before these settings reads as form off and 1–5 stars', () => {
    const { preChatForm: _form, satisfactionSurvey: _survey, ...older } = DEFAULT_BRAND_CONFIGURATION;
    expect(brandConfigurationSchema.parse(older)).toMatchObject({ preChatForm: 'off', satisfactionSurvey: 'stars' });
  });
});
