/** "{{" plus letters just before the caret opens the variable picker; picking writes {{name}} in their place. */
const TRIGGER = /\{\{(\w*)$/;

/** The letters typed after "{{", or null when the picker should be closed. */
export function mentionSearchOf(textBeforeCaret: string): string | null {
  const match = TRIGGER.exec(textBeforeCaret);
  return match ? (match[1] ?? '') : null;
}

/** Variables matching the search: prefix matches first, then the others containing it (at most 8). */
export function matchVariables(variables: readonly string[], search: string): string[] {
  const query = search.toLowerCase();
  const starts = variables.filter((name) => name.toLowerCase().startsWith(query));
  const contains = variables.filter((name) => !name.toLowerCase().startsWith(query) && name.toLowerCase().includes(query));
  return [...starts, ...contains].slice(0, 8);
}

export const mentionText = (name: string) => `{{${name}}}`;
