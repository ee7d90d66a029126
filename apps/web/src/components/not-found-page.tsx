import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ResultScreen } from '@/components/result-screen';

interface NotFoundPageProps {
  /** Where the way-out button leads. */
  homePath?: string;
  homeLabel?: string;
}

/** Spec §2: unknown paths (under /auth and elsewhere) show a not-found screen. */
export function NotFoundPage({ homePath = '/', homeLabel = 'Back home' }: NotFoundPageProps) {
  const navigate = useNavigate();
  return (
    <ResultScreen
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>Page not found</h1>}
      subTitle="Sorry, the page you visited does not exist."
      extra={<Button type="primary" onClick={() => void navigate(homePath)}>{homeLabel}</Button>}
    />
  );
}
