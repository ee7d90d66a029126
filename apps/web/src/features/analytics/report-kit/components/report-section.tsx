/**
 * A report block: title, toolbar (export and the page's own controls), and its body in one of four states. The body
 * keeps the same height while loading, empty or failed, so nothing below it moves when the data arrives.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ChartExportMenu } from '@/features/analytics/report-kit/components/chart-export-menu';
import type { ChartExportSource } from '@/features/analytics/report-kit/model/export-chart';

export type SectionState = 'loading' | 'error' | 'empty' | 'ready';

export const SECTION_TEXTS = {
  empty: 'No data for this range and these filters.',
  error: 'This report could not be loaded.',
  retry: 'Try again',
} as const;

/** The state of a section from its query and whether the data has anything to show. */
export function sectionState(query: { isPending: boolean; isError: boolean }, isEmpty: boolean): SectionState {
  if (query.isError) return 'error';
  if (query.isPending) return 'loading';
  return isEmpty ? 'empty' : 'ready';
}

export interface ReportSectionProps {
  title: string;
  state: SectionState;
  /** The body's height in px (the chart's height), reserved in every state. */
  height: number;
  onRetry?: () => void;
  /** Adds the Export menu (when there is data). */
  exportSource?: ChartExportSource;
  /** The error's own text, when the server gave one. */
  errorText?: string;
  extra?: ReactNode;
  children: ReactNode;
}

export function ReportSection({ title, state, height, onRetry, exportSource, errorText, extra, children }: ReportSectionProps) {
  const toolbar = (
    <Flex gap={8} align="center" wrap>
      {extra}
      {exportSource && <ChartExportMenu source={exportSource} disabled={state !== 'ready'} />}
    </Flex>
  );
  return (
    // The title wraps rather than being cut short beside the toolbar on a narrow window (the card's head ellipsises it).
    <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>{title}</Typography.Title>} extra={toolbar} size="small"
      styles={{ body: { minWidth: 0 } }}>
      <div style={{ minHeight: height }} aria-busy={state === 'loading'}>
        {state === 'loading' && <Skeleton active paragraph={{ rows: Math.max(2, Math.floor(height / 48)) }} title={false} />}
        {state === 'empty' && <Flex style={{ height }} align="center" justify="center"><Empty description={SECTION_TEXTS.empty} /></Flex>}
        {state === 'error' && (
          <Flex style={{ height }} vertical align="center" justify="center" gap={12} role="alert">
            <Typography.Text>{errorText ?? SECTION_TEXTS.error}</Typography.Text>
            {onRetry && <Button icon={<ReloadOutlined />} onClick={onRetry}>{SECTION_TEXTS.retry}</Button>}
          </Flex>
        )}
        {state === 'ready' && children}
      </div>
    </Card>
  );
}
