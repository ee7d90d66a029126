import { StopOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useNavigate } from 'react-router';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { StatusScreen } from '@/components/status-screen';

/** Spec §2: a user without access to a route sees this, with a go-back button. */
export function ForbiddenPage() {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <StatusScreen icon={<StopOutlined style={{ color: token.colorTextSecondary }} />} title="403" description={TEXTS.forbidden}>
      <Button type="primary" onClick={goBack}>Go back</Button>
    </StatusScreen>
  );
}
