import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
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
  const { token } = theme.useToken();
  return (
    <Layout.Header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`, position: 'sticky', top: 0, zIndex: 10 }}>
      <Flex align="center" justify="space-between" gap={12} style={{ height: '100%' }}>
        <Button
          type="text"
          aria-label={menuOpen ? 'Collapse menu' : 'Expand menu'}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={onToggleMenu}
        />
        <Flex align="center" gap={12} wrap={false} style={{ minWidth: 0, overflowX: 'auto' }}>
          {!narrow && <BifurcationSelector />}
          <ThemeSwitch />
          <UserMenu compact={narrow} />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
