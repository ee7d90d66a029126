import { Alert } from 'antd';

interface LinkSentNoticeProps {
  title: string;
  description: string;
}

/** The inline copy of a 'link sent' notice, so it stays on screen after the toast closes. */
export function LinkSentNotice({ title, description }: LinkSentNoticeProps) {
  return <Alert type="success" showIcon title={title} description={description} role="status" style={{ marginBottom: 16 }} />;
}
