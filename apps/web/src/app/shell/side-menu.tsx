import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { menuFor } from '@switchboard/contracts/permissions';
import { MENU_ICONS } from '@/app/shell/menu-icons';
import { activeEntry, menuEntries } from '@/app/shell/menu-model';
import { useSession } from '@/lib/session/session-store';

interface SideMenuProps {
  /** Icons only (collapsed sider): submenus pop out instead of opening inline. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** Spec §2: only permitted entries, grouped under the menu groups. */
export function SideMenu({ collapsed = false, onNavigate }: SideMenuProps) {
  const permissions = useSession()?.user_info.permissions;
  const { pathname } = useLocation();
  const entries = useMemo(() => (permissions ? menuEntries(menuFor(permissions)) : []), [permissions]);
  const { selected, section } = activeEntry(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(section ? [section] : []);

  const [shownSection, setShownSection] = useState(section);
  if (section !== shownSection) {
    // Navigating into another section opens its group.
    setShownSection(section);
    if (section && !openKeys.includes(section)) setOpenKeys([...openKeys, section]);
  }

  const link = (path: string, label: string) => <Link to={path} onClick={onNavigate}>{label}</Link>;
  const items: MenuProps['items'] = entries.map((entry) =>
    entry.children.length === 0
      ? { key: entry.path, icon: MENU_ICONS[entry.path], label: link(entry.path, entry.label) }
      : {
          key: entry.path,
          icon: MENU_ICONS[entry.path],
          label: entry.label,
          children: entry.children.map((child) => ({ key: child.path, label: link(child.path, child.label) })),
        },
  );

  return (
    <nav aria-label="Main menu">
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selected ? [selected] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
