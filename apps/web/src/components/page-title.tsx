/** The visible page title (spec §2: every route has a page title): one size and spacing on every page. */
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { currentHandle, handleTitle } from '@/lib/route-handle';

export const PAGE_TITLE_STYLE = { fontSize: 24, margin: 0 } as const;

interface Props {
  /** The text; the route's own title (the one in the browser tab) when left out. */
  children?: ReactNode;
}

export function PageTitle({ children }: Props) {
  const routeTitle = handleTitle(currentHandle(useMatches()));
  return <Typography.Title level={1} style={PAGE_TITLE_STYLE}>{children ?? routeTitle}</Typography.Title>;
}
