import { theme } from 'antd';
import type { ReactNode } from 'react';

interface StatusScreenProps {
  icon: ReactNode;
  /** A string is the screen's heading (h1); an element is shown as given (a page's own heading level). */
  title: ReactNode;
  titleId?: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A light stand-in for antd Result (no illustrations: Result carries 8 KiB of them into every page that uses it). */
export function StatusScreen({ icon, title, titleId, description, children }: StatusScreenProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ textAlign: 'center', padding: '32px 16px', color: token.colorText, maxWidth: 560, margin: '0 auto' }}>
      <div aria-hidden style={{ fontSize: 56, lineHeight: 1, marginBottom: 16 }}>{icon}</div>
      {typeof title === 'string'
        ? <h1 id={titleId} style={{ fontSize: 24, margin: '0 0 8px', fontWeight: 600 }}>{title}</h1>
        : <div id={titleId} style={{ fontSize: 24, marginBottom: 8, fontWeight: 600 }}>{title}</div>}
      {description && <p style={{ margin: '0 0 24px', color: token.colorTextSecondary }}>{description}</p>}
      {children}
    </div>
  );
}
