import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ResultScreen } from '@/components/result-screen';

interface LinkProblemProps {
  status: 'error' | 'info';
  title: string;
  message: string;
  actionLabel: string;
  actionPath: string;
}

/** An unusable reset or activation link (invalid, expired, already used) and the way forward. */
export function LinkProblem({ status, title, message, actionLabel, actionPath }: LinkProblemProps) {
  const navigate = useNavigate();
  return (
    <ResultScreen
      status={status}
      title={<h2 style={{ fontSize: 20, margin: 0 }}>{title}</h2>}
      subTitle={message}
      extra={<Button type="primary" onClick={() => void navigate(actionPath)}>{actionLabel}</Button>}
    />
  );
}
