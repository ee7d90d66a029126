import type { ReactNode } from 'react';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The public screens' frame: product name, the screen's heading, its form, and links below. Plain
 * elements styled from the theme's CSS variables (styles.css), so the sign-in screen paints before
 * antd loads.
 */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className="sb-auth-page">
      <section className="sb-auth-card" aria-labelledby="auth-title">
        <p className="sb-auth-card__brand">Switchboard</p>
        <h1 id="auth-title" className="sb-auth-card__title">{title}</h1>
        {subtitle && <p className="sb-auth-card__subtitle">{subtitle}</p>}
        {children}
        {footer && <div className="sb-auth-card__footer">{footer}</div>}
      </section>
    </main>
  );
}
