/**
 * Strings that can be stored. A lone UTF-16 surrogate ("x\ud800y": half of an emoji, only a crafted or
 * broken client sends one) cannot: JSON.stringify writes it as the escape "\ud800", which PostgreSQL's
 * jsonb refuses, so the write failed with a 500; in a text column the driver turned it into U+FFFD
 * silently. Socket payloads and chat texts refuse it (a VALIDATION refusal naming the field) rather
 * than strip it: nothing typed on a keyboard produces one, and a stored text that differs from what was
 * sent would be worse than a clear "no".
 */
import { z } from 'zod';
import { hasLoneSurrogate, LONE_SURROGATE_MESSAGE, withoutLoneSurrogates } from './lone-surrogate';

export { hasLoneSurrogate, LONE_SURROGATE_MESSAGE, withoutLoneSurrogates };

/** The string schema, refusing lone surrogates too. */
export const storable = (schema: z.ZodString) => schema.refine((value) => !hasLoneSurrogate(value), LONE_SURROGATE_MESSAGE);

/** A string without lone surrogates, capped at `max` characters. */
export const safeTextSchema = (max: number) => storable(z.string().max(max, `At most ${max} characters`));
