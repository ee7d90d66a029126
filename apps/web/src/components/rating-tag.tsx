/** A chat's satisfaction rating (issue 21 point 3): stars or a thumb, with the customer's comment on hover and for screen readers. */
import { DislikeOutlined, LikeOutlined, StarFilled } from '@ant-design/icons';
import { Typography } from 'antd';
import { ratingLabel } from '@switchboard/contracts/live-chat/widget-forms.rules';
import type { ChatRating } from '@switchboard/contracts/live-chat/widget-forms.schemas';
import { LightTag } from '@/components/light-tag';

export function RatingTag({ rating }: { rating: ChatRating | null | undefined }) {
  if (!rating) return null;
  const icon = rating.scale === 'stars'
    ? <StarFilled className="sb-tone-warning" />
    : rating.score === 1 ? <LikeOutlined className="sb-tone-success" /> : <DislikeOutlined className="sb-tone-error" />;
  const label = `Rated ${ratingLabel(rating.scale, rating.score)}`;
  return <LightTag icon={icon} title={rating.comment ? `${label}: “${rating.comment}”` : label}>{label}</LightTag>;
}

/** The rating and its comment in full, for a chat's detail. */
export function RatingDetail({ rating }: { rating: ChatRating | null | undefined }) {
  if (!rating) return <Typography.Text type="secondary">Not rated</Typography.Text>;
  return (
    <span>
      <RatingTag rating={rating} />
      {rating.comment && <Typography.Text italic>“{rating.comment}”</Typography.Text>}
    </span>
  );
}
