import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { menuFor } from '@switchboard/contracts/permissions';
import { MENU_ICONS } from '@/app/shell/menu-icons';
import { MenuGroup, MenuLink } from '@/app/shell/menu-items';
import { activeEntry, menuEntries } from '@/app/shell/menu-model';
import { useSession } from '@/lib/session/session-store';

interface SideMenuProps {
  /** Icons only (collapsed sider): a group's entries pop out beside it instead of opening inline. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/**
 * Spec §2: only permitted entries, grouped under the menu groups. Plain links and disclosure buttons (issue 22: the
 * shell carries no antd Menu, the largest part of what a phone loaded before any page).
 */
export function SideMenu({ collapsed = false, onNavigate }: SideMenuProps) {
  const permissions = useSession()?.user_info.permissions;
  const { pathname } = useLocation();
  const entries = useMemo(() => (permissions ? menuEntries(menuFor(permissions)) : []), [permissions]);
  const { selected, section } = activeEntry(entries, pathname);
  const [openGroups, setOpenGroups] = useState<string[]>(section ? [section] : []);

  const [shownSection, setShownSection] = useState(section);
  if (section !== shownSection) {
    // Navigating into another section opens its group.
    setShownSection(section);
    if (section && !openGroups.includes(section)) setOpenGroups([...openGroups, section]);
  }
  const toggle = (path: string) =>
    setOpenGroups((open) => (open.includes(path) ? open.filter((candidate) => candidate !== path) : [...open, path]));

  return (
    <nav aria-label="Main menu" className="sb-menu" data-collapsed={collapsed}>
      <ul className="sb-menu__list">
        {entries.map((entry) => (
          <li key={entry.path}>
            {entry.children.length === 0
              ? <MenuLink path={entry.path} label={entry.label} icon={MENU_ICONS[entry.path]} selected={selected === entry.path} onNavigate={onNavigate} />
              : (
                <MenuGroup
                  key={String(collapsed)}
                  entry={entry}
                  icon={MENU_ICONS[entry.path]}
                  collapsed={collapsed}
                  open={openGroups.includes(entry.path)}
                  active={section === entry.path}
                  selected={selected}
                  onToggle={() => toggle(entry.path)}
                  onNavigate={onNavigate}
                />
              )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
