import { theme } from 'antd';
import type { ReactNode } from 'react';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The public screens' frame: product name, the screen's heading, its form, and links below. Plain
 * elements styled from the theme tokens (no Card/Typography) keep the sign-in screen's JS small.
 */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { token } = theme.useToken();
  return (
    <main className="sb-auth-page" style={{ background: token.colorBgLayout, color: token.colorText }}>
      <section
        className="sb-auth-card"
        aria-labelledby="auth-title"
        style={{
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          padding: token.paddingLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <p style={{ margin: 0, color: token.colorTextSecondary, letterSpacing: 1, textTransform: 'uppercase', fontSize: 12 }}>
          Switchboard
        </p>
        <h1 id="auth-title" style={{ fontSize: 24, margin: '4px 0 8px', fontWeight: 600 }}>{title}</h1>
        {subtitle && <p style={{ marginTop: 0, marginBottom: 16, color: token.colorTextSecondary }}>{subtitle}</p>}
        {children}
        {footer && <div style={{ marginTop: 16 }}>{footer}</div>}
      </section>
    </main>
  );
}
