/**
 * Single-key shortcuts on the whole page (Gmail style). They never fire while the person types:
 * in an input, a textarea, a select, a rich-text composer (contenteditable) or any textbox, nor
 * with Ctrl, Alt or Meta held (those belong to the browser and the system), nor on key repeat, nor
 * while a dialog has the focus.
 */
import { useEffect, useRef } from 'react';

export type ShortcutMap = Readonly<Record<string, () => void>>;

const TYPING_SELECTOR = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]';

/** True when the key press belongs to something the person is typing into. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest(TYPING_SELECTOR) !== null;
}

/** A dialog (a confirmation, the transfer picker) has the keys: the page behind it does not act. */
const inDialog = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('[role="dialog"], [aria-modal="true"]') !== null;

/** `shortcuts` maps KeyboardEvent.key values ('a', '?') to actions; `enabled` false removes them all. */
export function useKeyShortcuts(shortcuts: ShortcutMap, enabled = true): void {
  const current = useRef(shortcuts);
  useEffect(() => {
    current.current = shortcuts;
  }, [shortcuts]);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTypingTarget(event.target) || inDialog(event.target)) return;
      const action = current.current[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? current.current[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
