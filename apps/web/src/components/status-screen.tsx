import { theme } from 'antd';
import type { ReactNode } from 'react';

interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  titleId?: string;
  description: ReactNode;
  children?: ReactNode;
}

/** A light stand-in for antd Result (no illustrations) for screens that ship in the first bundle. */
export function StatusScreen({ icon, title, titleId, description, children }: StatusScreenProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ textAlign: 'center', padding: '32px 16px', color: token.colorText, maxWidth: 560, margin: '0 auto' }}>
      <div aria-hidden style={{ fontSize: 56, lineHeight: 1, marginBottom: 16 }}>{icon}</div>
      <h1 id={titleId} style={{ fontSize: 24, margin: '0 0 8px', fontWeight: 600 }}>{title}</h1>
      <p style={{ margin: '0 0 24px', color: token.colorTextSecondary }}>{description}</p>
      {children}
    </div>
  );
}
