/**
 * "Delete this?" next to a list row's button, as antd's Popconfirm drew it (issue 22: Popconfirm sat in antd's inputs
 * group, and a list page fetched 37 KiB brotli of inputs for it). The button opens a small dialog above it (below when
 * there is no room): the dialog takes the focus (its Cancel button, the safe choice), Tab and Shift+Tab stay inside it,
 * Escape or a press outside closes it and gives the focus back to the button. OK runs `onConfirm`; when that returns a
 * promise, OK shows it is busy until it settles, then the dialog closes (stays open, as antd's, if it is refused).
 */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { cloneElement, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent,
  type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './light-table.css';

type Trigger = ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;

interface Props {
  title: ReactNode;
  description?: ReactNode;
  okText?: string;
  cancelText?: string;
  /** OK drawn as a dangerous action (red). */
  okDanger?: boolean;
  onConfirm: () => unknown;
  /** The button that opens it (antd's Button or a plain one). */
  children: Trigger;
}

/** Space between the button and the dialog, and the least margin to the window's edges. */
const GAP = 8;

interface Place { top: number; left: number; below: boolean; arrowX: number }

/** Above the opener, centred on it and kept inside the window; below it when the window has no room above. */
function placeFor(opener: DOMRect, popup: { width: number; height: number }, viewport: { width: number; height: number }): Place {
  const below = opener.top - popup.height - GAP < GAP && opener.bottom + popup.height + GAP <= viewport.height - GAP;
  const centre = opener.left + opener.width / 2;
  const left = Math.min(Math.max(GAP, centre - popup.width / 2), Math.max(GAP, viewport.width - popup.width - GAP));
  const top = below ? opener.bottom + GAP : opener.top - popup.height - GAP;
  return { top, left, below, arrowX: centre - left };
}

export function ConfirmPopover({ title, description, okText = 'OK', cancelText = 'Cancel', okDanger = false, onConfirm, children }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [place, setPlace] = useState<Place | null>(null);
  /** Holds the opening button (cloneElement takes no ref object: the React compiler's rules refuse refs passed to a call). */
  const anchor = useRef<HTMLSpanElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => {
    setOpen(false);
    setPlace(null);
  }, []);
  const focusOpener = useCallback(() => anchor.current?.querySelector<HTMLElement>('button')?.focus(), []);

  // A press outside closes it; Escape too, giving the focus back to the button.
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      const inside = (element: HTMLElement | null) => event.target instanceof Node && element?.contains(event.target) === true;
      if (!inside(popup.current) && !inside(anchor.current)) close();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      focusOpener();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, focusOpener]);

  useLayoutEffect(() => {
    if (!open) return undefined;
    const measure = () => {
      const button = anchor.current?.querySelector('button');
      if (!button || !popup.current) return;
      setPlace(placeFor(button.getBoundingClientRect(), popup.current.getBoundingClientRect(), { width: document.documentElement.clientWidth, height: window.innerHeight }));
    };
    measure();
    // It follows its button when the page or a table scrolls, when the window changes size and when its own size does
    // (a web font arriving, a busy OK button).
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (popup.current) resized?.observe(popup.current);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
      resized?.disconnect();
    };
  }, [open]);

  // The focus moves in once it shows where it belongs (a hidden element takes no focus).
  const shown = open && place !== null;
  useEffect(() => {
    if (shown) cancel.current?.focus();
  }, [shown]);

  const confirm = async () => {
    const result = onConfirm();
    if (result instanceof Promise) {
      setBusy(true);
      try {
        await result;
      } catch {
        // As antd's: a refused confirmation leaves the dialog open to try again (the caller says why, in a toast).
        return;
      } finally {
        setBusy(false);
      }
    }
    close();
    focusOpener();
  };

  /** The focus trap: Tab past the last button comes back to the first, Shift+Tab before the first goes to the last. */
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !popup.current) return;
    const buttons = Array.from(popup.current.querySelectorAll<HTMLElement>('button:not(:disabled)'));
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const trigger = cloneElement(children, {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: () => (open ? close() : setOpen(true)),
  });

  return (
    <>
      <span ref={anchor} className="sb-confirm-anchor">{trigger}</span>
      {open && createPortal(
        <div ref={popup} role="dialog" aria-labelledby={`${id}-title`} aria-describedby={description ? `${id}-description` : undefined}
          className={`sb-confirm${place?.below ? ' sb-confirm--below' : ''}`} onKeyDown={trapFocus}
          // Drawn hidden where it is until measured, so it never shows at the wrong place for a frame.
          style={place ? { top: place.top, left: place.left, ['--sb-arrow-x' as string]: `${place.arrowX}px` } : { top: 0, left: 0, visibility: 'hidden' }}>
          <div className="sb-confirm__message">
            <ExclamationCircleFilled className="sb-confirm__icon" />
            <div>
              <div id={`${id}-title`} className="sb-confirm__title">{title}</div>
              {description && <div id={`${id}-description`} className="sb-confirm__description">{description}</div>}
            </div>
          </div>
          <div className="sb-confirm__buttons">
            <Button ref={cancel} size="small" onClick={() => {
              close();
              focusOpener();
            }}>{cancelText}</Button>
            <Button size="small" type="primary" danger={okDanger} loading={busy} onClick={() => void confirm()}>{okText}</Button>
          </div>
        </div>,
        document.body,
      )}
    </>
  );
}
