/** A chat's QA verdict (§4 review filter). Neutral text with a coloured icon: antd's red and green tags fail AA contrast. */
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { ReviewStatus } from '@switchboard/contracts/history/history.schemas';
import { LightTag } from '@/components/light-tag';

export function ReviewTag({ status }: { status: ReviewStatus | null }) {
  if (!status) return null;
  const icon = status === 'Passed' ? <CheckCircleOutlined className="sb-tone-success" /> : <CloseCircleOutlined className="sb-tone-error" />;
  return <LightTag icon={icon}>{status}</LightTag>;
}
