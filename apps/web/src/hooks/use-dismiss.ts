import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (the user menu, a collapsed menu's flyout) on a press outside it and its opener, and on Escape,
 * which also gives the focus back to the opener.
 */
export function useDismiss(open: boolean, close: () => void, popup: RefObject<HTMLElement | null>, opener: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return undefined;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (popup.current?.contains(target) === true || opener.current?.contains(target) === true);
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      opener.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, popup, opener]);
}
