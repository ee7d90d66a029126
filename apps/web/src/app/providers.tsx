import { ConfigProvider, theme } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { CSS_TOKENS, cssValue } from '@/app/css-tokens';
import { themeConfig } from '@/app/theme';
import { useThemeStore } from '@/lib/theme/theme-store';

/** Toasts, notices and modals render outside the tree (lib/feedback); this gives them the current theme. */
function ThemedHolder({ children }: { children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  return <ConfigProvider theme={themeConfig(mode)}>{children}</ConfigProvider>;
}
ConfigProvider.config({ holderRender: (children) => <ThemedHolder>{children}</ThemedHolder> });

/** Page-level colours and type from the theme tokens (antd styles only its own components): css-tokens.ts. */
function BaseStyles({ mode }: { mode: string }) {
  const { token } = theme.useToken();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    for (const [variable, name] of Object.entries(CSS_TOKENS)) root.style.setProperty(variable, cssValue(token, name));
  }, [mode, token]);
  return null;
}

/** The theme (light/dark). The query client is provided by QueryLayout. */
export function Providers({ children }: { children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  return (
    <ConfigProvider theme={themeConfig(mode)}>
      <BaseStyles mode={mode} />
      {children}
    </ConfigProvider>
  );
}
