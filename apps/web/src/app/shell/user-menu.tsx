import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDismiss } from '@/hooks/use-dismiss';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSession } from '@/lib/session/session-store';

const PROFILE_PATH = '/settings/profile';

/** Arrow keys, Home and End move between the menu's items (the WAI-ARIA menu button pattern). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'));
  const at = items.indexOf(document.activeElement as HTMLButtonElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}

/** The signed-in user's name with Profile and Logout. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useSession()?.user_info;
  const navigate = useNavigate();
  const logout = useLogout();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, list, button);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();

  const openWithFocus = (which: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => {
      const items = list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]');
      items?.[which === 'first' ? 0 : items.length - 1]?.focus();
    });
  };
  const choose = (action: () => void) => {
    close();
    button.current?.focus();
    action();
  };

  return (
    <div className="sb-user-menu">
      <button ref={button} type="button" className="sb-header__button sb-user-menu__button" aria-haspopup="menu" aria-expanded={open}
        aria-controls={open ? menuId : undefined} aria-label={compact ? `Account menu for ${name}` : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openWithFocus(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}>
        <span className="sb-avatar" aria-hidden>{(user.firstName[0] ?? '?').toUpperCase()}</span>
        {!compact && <span>{name}</span>}
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </button>
      {open && (
        <ul ref={list} id={menuId} role="menu" aria-label="Account" className="sb-popup-menu" onKeyDown={moveFocus}>
          <li role="none">
            <button type="button" role="menuitem" onClick={() => choose(() => void navigate(PROFILE_PATH))}><UserOutlined aria-hidden /> Profile</button>
          </li>
          <li role="separator" className="sb-popup-menu__divider" />
          <li role="none">
            <button type="button" role="menuitem" onClick={() => choose(() => void logout())}><LogoutOutlined aria-hidden /> Logout</button>
          </li>
        </ul>
      )}
    </div>
  );
}
