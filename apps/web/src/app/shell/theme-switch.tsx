import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Switch, Tooltip } from 'antd';
import { useThemeStore } from '@/lib/theme/theme-store';

/** Light/dark switch, persisted in dashboardTheme. */
export function ThemeSwitch() {
  const mode = useThemeStore((state) => state.mode);
  const setMode = useThemeStore((state) => state.setMode);
  return (
    <Tooltip title={mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}>
      <Switch
        aria-label="Dark theme"
        checked={mode === 'dark'}
        onChange={(dark) => setMode(dark ? 'dark' : 'light')}
        checkedChildren={<MoonOutlined aria-hidden />}
        unCheckedChildren={<SunOutlined aria-hidden />}
      />
    </Tooltip>
  );
}
