/**
 * Inputs and a submit button drawn like antd's (styles.css, .sb-input and .sb-button-primary) for the
 * sign-in screen, which paints before antd loads (issue 22). Elsewhere use antd's own.
 */
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function PlainInput(props: InputProps) {
  return <input className="sb-input" {...props} />;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 20 20 4" />}
    </svg>
  );
}

/** A password input with a show/hide button (like antd's Input.Password). */
export function PlainPasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="sb-input-affix">
      <input className="sb-input" type={visible ? 'text' : 'password'} {...props} />
      {/* Not "Show password": the field's own label must stay the only one that says Password. */}
      <button type="button" className="sb-input-affix__toggle" aria-label="Show text" aria-controls={props.id}
        aria-pressed={visible} disabled={props.disabled} onClick={() => setVisible((shown) => !shown)}>
        <EyeIcon crossed={!visible} />
      </button>
    </span>
  );
}

/** The form's primary action, full width; while busy it shows a spinner and ignores presses. */
export function PlainSubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="sb-button-primary" aria-busy={busy} aria-disabled={busy}
      onClick={(event) => busy && event.preventDefault()}>
      {busy && <span className="sb-button-primary__spinner" aria-hidden />}
      {children}
    </button>
  );
}
