/** The lone-surrogate check without zod (the widget bundles no zod); safe-text.ts builds the schemas on it. */
/** With the u flag a paired surrogate is one code point, never in Cs: only lone ones match. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

export const LONE_SURROGATE_MESSAGE = 'Contains an invalid character (a broken emoji or symbol)';

export const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);

/** The text with each lone surrogate replaced by U+FFFD, as a text column would store it. */
export const withoutLoneSurrogates = (value: string): string => value.replace(LONE_SURROGATES, '\uFFFD');
