import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** The control; give it id={id} and aria-describedby={errorId(id)} when error is set. */
  children: ReactNode;
}

export const errorId = (id: string) => `${id}-error`;

/**
 * A labelled field with its error, for screens that must stay light (the sign-in screen) and so do
 * not load antd's Form. Looks like a vertical antd Form item (styles.css, .sb-field).
 */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="sb-field">
      <label htmlFor={id} className="sb-field__label">{label}</label>
      {children}
      {error && <div id={errorId(id)} role="alert" className="sb-field__error">{error}</div>}
    </div>
  );
}
