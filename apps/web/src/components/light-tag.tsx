/**
 * A tag drawn as antd's Tag is (outlined, or filled), from the console's theme variables. Lists draw several a row:
 * antd's Tag reads the theme, merges its semantic styles and works out a close button on every render, which was a
 * large share of /history's first render on a phone (issue 22).
 */
import type { ReactNode } from 'react';

interface LightTagProps {
  icon?: ReactNode;
  variant?: 'outlined' | 'filled';
  title?: string;
  children: ReactNode;
}

export function LightTag({ icon, variant = 'outlined', title, children }: LightTagProps) {
  return (
    <span className={variant === 'filled' ? 'sb-tag sb-tag--filled' : 'sb-tag'} title={title}>
      {icon && <span className="sb-tag__icon" aria-hidden="true">{icon}</span>}
      <span>{children}</span>
    </span>
  );
}
