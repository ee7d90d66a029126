import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled, QuestionCircleOutlined, StopOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { StatusScreen } from '@/components/status-screen';

export type ResultStatus = 'success' | 'error' | 'info' | 'warning' | '403' | '404';

interface ResultScreenProps {
  status: ResultStatus;
  /** Shown as given (not a heading unless it is one), like antd Result's title. */
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

/** antd Result's props, drawn by StatusScreen with an icon in the status colour instead of Result's illustrations. */
export function ResultScreen({ status, title, subTitle, extra }: ResultScreenProps) {
  const { token } = theme.useToken();
  const icons: Record<ResultStatus, ReactNode> = {
    success: <CheckCircleFilled style={{ color: token.colorSuccess }} />,
    error: <CloseCircleFilled style={{ color: token.colorError }} />,
    info: <InfoCircleFilled style={{ color: token.colorInfo }} />,
    warning: <ExclamationCircleFilled style={{ color: token.colorWarning }} />,
    403: <StopOutlined style={{ color: token.colorTextSecondary }} />,
    404: <QuestionCircleOutlined style={{ color: token.colorTextSecondary }} />,
  };
  return (
    <StatusScreen icon={icons[status]} title={<div>{title}</div>} description={subTitle}>
      {extra}
    </StatusScreen>
  );
}
