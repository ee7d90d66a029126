import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useThemeStore } from '@/lib/theme/theme-store';

/** Light/dark switch, persisted in dashboardTheme. */
export function ThemeSwitch() {
  const mode = useThemeStore((state) => state.mode);
  const setMode = useThemeStore((state) => state.setMode);
  const dark = mode === 'dark';
  return (
    <button type="button" role="switch" aria-checked={dark} aria-label="Dark theme" className="sb-switch"
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'} onClick={() => setMode(dark ? 'light' : 'dark')}>
      <span className="sb-switch__knob" aria-hidden>{dark ? <MoonOutlined /> : <SunOutlined />}</span>
    </button>
  );
}
