/**
 * The composer's "/" trigger: "/" plus letters at the start of the text or after a space, ending at
 * the caret (the end of the text), opens the canned-response picker with those letters as search.
 */
const TRIGGER = /(^|\s)\/([\w-]*)$/;

/** The search after "/", or null when the picker should be closed. */
export function cannedSearchOf(text: string): string | null {
  const match = TRIGGER.exec(text);
  return match ? (match[2] ?? '') : null;
}

/** The text with the trigger replaced by the canned response's text. */
export function insertCanned(text: string, cannedText: string): string {
  return text.replace(TRIGGER, (_whole, before: string) => `${before}${cannedText}`);
}
