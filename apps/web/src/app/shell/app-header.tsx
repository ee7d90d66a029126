import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { BifurcationSelector } from '@/app/shell/bifurcation-selector';
import { ThemeSwitch } from '@/app/shell/theme-switch';
import { UserMenu } from '@/app/shell/user-menu';

interface AppHeaderProps {
  menuOpen: boolean;
  narrow: boolean;
  onToggleMenu: () => void;
}

/** Menu toggle, bifurcation selects, theme switch and the user menu. */
export function AppHeader({ menuOpen, narrow, onToggleMenu }: AppHeaderProps) {
  return (
    <header className="sb-header">
      <button type="button" className="sb-header__button sb-header__toggle" aria-label={menuOpen ? 'Collapse menu' : 'Expand menu'}
        aria-expanded={menuOpen} aria-controls="main-menu" onClick={onToggleMenu}>
        {menuOpen ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
      </button>
      <div className="sb-header__tools">
        {!narrow && <BifurcationSelector />}
        <ThemeSwitch />
        <UserMenu compact={narrow} />
      </div>
    </header>
  );
}
