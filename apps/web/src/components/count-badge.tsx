/**
 * A count in a small pill, drawn like antd's Badge (issue 22: antd's Badge, with the avatars, switch and popover of
 * /chats' first paint, was a 13 KiB brotli file of its cold load). Hidden at zero unless `showZero`. Inside a
 * `.sb-badge-anchor` it sits on its corner, as antd's Badge did around a child.
 */
import type { CSSProperties } from 'react';

interface Props {
  count: number;
  showZero?: boolean;
  /** Its tooltip (the count's meaning); screen readers get the meaning from the caller's own text. */
  title?: string;
  style?: CSSProperties;
}

export function CountBadge({ count, showZero = false, title, style }: Props) {
  if (count === 0 && !showZero) return null;
  return <sup className="sb-count-badge" title={title} aria-hidden style={style}>{count > 99 ? '99+' : count}</sup>;
}
