import { Drawer, Layout, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import { useNotificationPermission } from '@/app/chrome/use-notification-permission';
import { AppHeader } from '@/app/shell/app-header';
import { BrandHeader } from '@/app/shell/brand-header';
import { BifurcationSelector } from '@/app/shell/bifurcation-selector';
import { MaintenanceSlot } from '@/app/shell/maintenance-slot';
import { ShellContent } from '@/app/shell/shell-content';
import { SideMenu } from '@/app/shell/side-menu';
import { AutoLogoutPrompt } from '@/features/auth/components/auto-logout-prompt';
import { useForceLogout } from '@/features/auth/hooks/use-force-logout';
import { useSessionRefresh } from '@/features/auth/hooks/use-session-refresh';
import { useSessionStore } from '@/lib/session/session-store';
import { useScreenStore } from '@/lib/screen/screen-store';

// Its own chunk: pages that never chat (and members who may not) do not load the live-chat code.
const LiveChatBackground = lazy(() => import('@/features/live-chat/components/live-chat-background'));

const SIDER_WIDTH = 240;
const NARROW = new Set(['xs', 'sm']);
/**
 * The menu stays in view while a long page (history, a ticket list) scrolls, and scrolls on its own when it is
 * taller than the window, instead of making every page as tall as the open menu.
 */
const SIDER_STICKY = { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' } as const;

/** The signed-in frame: side menu (a drawer on narrow screens), header, maintenance banner, page. */
export default function AppShell() {
  useForceLogout();
  useNotificationPermission();
  useSessionRefresh();
  const chats = useSessionStore(({ session }) => (session ? isRouteAllowed(session.user_info.permissions, '/chats') : false));
  const { token } = theme.useToken();
  const narrow = NARROW.has(useScreenStore((state) => state.screen_type));
  const compact = useScreenStore((state) => state.screen_type === 'md');
  const [collapsed, setCollapsed] = useState(compact);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuOpen = narrow ? drawerOpen : !collapsed;
  const toggle = () => (narrow ? setDrawerOpen((open) => !open) : setCollapsed((value) => !value));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href="#main-content" className="sb-skip-link">Skip to content</a>
      <MaintenanceSlot />
      <Layout hasSider={!narrow}>
        {!narrow && (
          <Layout.Sider id="main-menu" width={SIDER_WIDTH} collapsed={collapsed} trigger={null} theme="light"
            style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, ...SIDER_STICKY }}>
            <BrandHeader compact={collapsed} />
            <SideMenu collapsed={collapsed} />
          </Layout.Sider>
        )}
        {narrow && (
          <Drawer id="main-menu" placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={SIDER_WIDTH}
            title={<BrandHeader />} styles={{ body: { padding: 0 }, header: { padding: 0 } }}>
            <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 8 }}><BifurcationSelector /></div>
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <Layout>
          <AppHeader narrow={narrow} menuOpen={menuOpen} onToggleMenu={toggle} />
          <ShellContent />
        </Layout>
      </Layout>
      <AutoLogoutPrompt />
      {chats && <Suspense fallback={null}><LiveChatBackground /></Suspense>}
    </Layout>
  );
}
