import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { TEXTS } from '@switchboard/contracts/common/texts';

/** Spec §2: a user without access to a route sees this, with a go-back button. */
export function ForbiddenPage() {
  const navigate = useNavigate();
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>403</h1>}
      subTitle={TEXTS.forbidden}
      extra={<Button type="primary" onClick={goBack}>Go back</Button>}
    />
  );
}
