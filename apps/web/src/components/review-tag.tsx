/** A chat's QA verdict (§4 review filter). Neutral text with a coloured icon: antd's red and green tags fail AA contrast. */
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Tag, theme } from 'antd';
import type { ReviewStatus } from '@switchboard/contracts/history/history.schemas';

export function ReviewTag({ status }: { status: ReviewStatus | null }) {
  const { token } = theme.useToken();
  if (!status) return null;
  const icon = status === 'Passed'
    ? <CheckCircleOutlined style={{ color: token.colorSuccess }} />
    : <CloseCircleOutlined style={{ color: token.colorError }} />;
  return <Tag icon={icon}>{status}</Tag>;
}
