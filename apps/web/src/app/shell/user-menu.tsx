import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSession } from '@/lib/session/session-store';

const PROFILE_PATH = '/settings/profile';

/** The signed-in user's name with Profile and Logout. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useSession()?.user_info;
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate(PROFILE_PATH);
    if (key === 'logout') void logout();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label={compact ? `Account menu for ${name}` : undefined} style={{ height: 44, paddingInline: 8 }}>
        <Avatar size="small" style={{ backgroundColor: '#6b2fd6' }} aria-hidden>
          {(user.firstName[0] ?? '?').toUpperCase()}
        </Avatar>
        {!compact && <span>{name}</span>}
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
