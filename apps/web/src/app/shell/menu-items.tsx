import { DownOutlined } from '@ant-design/icons';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuEntry } from '@/app/shell/menu-model';
import { useDismiss } from '@/hooks/use-dismiss';
import { preloadRoute } from '@/lib/route-preloads';

interface MenuLinkProps {
  path: string;
  label: string;
  icon?: ReactNode;
  selected: boolean;
  onNavigate?: () => void;
}

/**
 * One page of the menu; its label stays its accessible name when the sider shows icons only. The page's files are asked
 * for as the pointer or the keyboard reaches the link (issue 22): a cold load fetches only what the page it opens
 * draws, so a first visit to another page has its files to fetch.
 */
export function MenuLink({ path, label, icon, selected, onNavigate }: MenuLinkProps) {
  return (
    <Link to={path} className="sb-menu__item" aria-current={selected ? 'page' : undefined} onClick={onNavigate} title={label}
      onPointerEnter={() => preloadRoute(path)} onFocus={() => preloadRoute(path)}>
      {icon && <span className="sb-menu__icon" aria-hidden>{icon}</span>}
      <span className="sb-menu__label">{label}</span>
    </Link>
  );
}

interface MenuGroupProps {
  entry: MenuEntry;
  icon?: ReactNode;
  collapsed: boolean;
  open: boolean;
  /** The current page is one of the group's. */
  active: boolean;
  selected?: string;
  onToggle: () => void;
  onNavigate?: () => void;
}

/**
 * A menu group: a disclosure button that shows its pages below it, or, in the icons-only sider, beside it in a
 * flyout that closes on a choice, a press outside or Escape. (SideMenu keys it by the sider's mode: a flyout does not
 * outlive the icons-only sider.)
 */
export function MenuGroup({ entry, icon, collapsed, open, active, selected, onToggle, onNavigate }: MenuGroupProps) {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const flyout = useRef<HTMLUListElement>(null);
  const [flyoutTop, setFlyoutTop] = useState<number | null>(null);
  const closeFlyout = useCallback(() => setFlyoutTop(null), []);
  useDismiss(flyoutTop !== null, closeFlyout, flyout, button);

  const expanded = collapsed ? flyoutTop !== null : open;
  const press = () => {
    if (!collapsed) return onToggle();
    setFlyoutTop(flyoutTop === null ? (button.current?.getBoundingClientRect().top ?? 0) : null);
  };
  const chosen = () => {
    closeFlyout();
    onNavigate?.();
  };

  return (
    <>
      <button ref={button} type="button" className="sb-menu__item sb-menu__group" data-active={active} aria-expanded={expanded}
        aria-controls={listId} onClick={press} title={entry.label}>
        {icon && <span className="sb-menu__icon" aria-hidden>{icon}</span>}
        <span className="sb-menu__label">{entry.label}</span>
        <DownOutlined className="sb-menu__chevron" aria-hidden />
      </button>
      {expanded && (
        <ul ref={flyout} id={listId} aria-label={entry.label} className={collapsed ? 'sb-menu__flyout' : 'sb-menu__sub'}
          style={collapsed ? { top: flyoutTop ?? 0 } : undefined}>
          {entry.children.map((child) => (
            <li key={child.path}>
              <MenuLink path={child.path} label={child.label} selected={selected === child.path} onNavigate={chosen} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
