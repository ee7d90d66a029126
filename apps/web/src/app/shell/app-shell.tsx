import { lazy, Suspense, useState } from 'react';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import { useNotificationPermission } from '@/app/chrome/use-notification-permission';
import { AppHeader } from '@/app/shell/app-header';
import { BrandHeader } from '@/app/shell/brand-header';
import { MaintenanceSlot } from '@/app/shell/maintenance-slot';
import { MenuDrawer } from '@/app/shell/menu-drawer';
import { ShellContent } from '@/app/shell/shell-content';
import { SideMenu } from '@/app/shell/side-menu';
import { AutoLogoutPrompt } from '@/features/auth/components/auto-logout-prompt';
import { useForceLogout } from '@/features/auth/hooks/use-force-logout';
import { useSessionRefresh } from '@/features/auth/hooks/use-session-refresh';
import { useSessionStore } from '@/lib/session/session-store';
import { useScreenStore } from '@/lib/screen/screen-store';

// Its own chunk: pages that never chat (and members who may not) do not load the live-chat code.
const LiveChatBackground = lazy(() => import('@/features/live-chat/components/live-chat-background'));

const NARROW = new Set(['xs', 'sm']);

/** The signed-in frame: side menu (a drawer on narrow screens), header, maintenance banner, page. */
export default function AppShell() {
  useForceLogout();
  useNotificationPermission();
  useSessionRefresh();
  const chats = useSessionStore(({ session }) => (session ? isRouteAllowed(session.user_info.permissions, '/chats') : false));
  const narrow = NARROW.has(useScreenStore((state) => state.screen_type));
  const compact = useScreenStore((state) => state.screen_type === 'md');
  const [collapsed, setCollapsed] = useState(compact);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuOpen = narrow ? drawerOpen : !collapsed;
  const toggle = () => (narrow ? setDrawerOpen((open) => !open) : setCollapsed((value) => !value));

  return (
    <div className="sb-shell">
      <a href="#main-content" className="sb-skip-link">Skip to content</a>
      <MaintenanceSlot />
      <div className="sb-shell__body">
        {/* The menu stays in view while a long page scrolls, and scrolls on its own when taller than the window. */}
        {!narrow && (
          <aside id="main-menu" className="sb-sider" data-collapsed={collapsed}>
            <BrandHeader compact={collapsed} />
            <SideMenu collapsed={collapsed} />
          </aside>
        )}
        {narrow && <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
        <div className="sb-shell__main">
          <AppHeader narrow={narrow} menuOpen={menuOpen} onToggleMenu={toggle} />
          <ShellContent />
        </div>
      </div>
      <AutoLogoutPrompt />
      {chats && <Suspense fallback={null}><LiveChatBackground /></Suspense>}
    </div>
  );
}
