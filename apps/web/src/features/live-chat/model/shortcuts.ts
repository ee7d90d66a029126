/** The console's keyboard shortcuts, as the "?" dialog lists them and the handlers bind them. */

export interface ShortcutSpec {
  key: string;
  /** What the dialog shows on the key cap. */
  label: string;
  description: string;
  /** Where it works. */
  scope: 'Every page' | 'Chats page';
}

export const SHORTCUTS = {
  accept: { key: 'a', label: 'A', description: 'Accept the offered chat', scope: 'Every page' },
  reject: { key: 'r', label: 'R', description: 'Reject the offered chat', scope: 'Every page' },
  next: { key: 'j', label: 'J', description: 'Open the next chat in the list', scope: 'Chats page' },
  previous: { key: 'k', label: 'K', description: 'Open the previous chat in the list', scope: 'Chats page' },
  help: { key: '?', label: '?', description: 'Show these shortcuts', scope: 'Every page' },
} as const satisfies Record<string, ShortcutSpec>;

export const SHORTCUT_LIST: readonly ShortcutSpec[] = Object.values(SHORTCUTS);
