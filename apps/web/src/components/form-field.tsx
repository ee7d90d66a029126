import { theme } from 'antd';
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
 * not load antd's Form. Looks like a vertical antd Form item.
 */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={errorId(id)} role="alert" style={{ color: token.colorError, fontSize: token.fontSize, marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}
