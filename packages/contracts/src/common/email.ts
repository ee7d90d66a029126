/**
 * §5's e-mail rule without zod, so the widget (which does not bundle zod) checks e-mail addresses with the
 * very pattern the server's schemas use (rules.ts builds emailSchema on it).
 */
const EMAIL_PATTERN = /^[A-Za-z0-9._%]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** §5: letters, digits, dot, underscore or percent, then @, a domain, and a top-level part of at least 2 letters. */
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
