/** A report page's frame: title, filter bar, and, when the report failed, one alert with a retry above its sections. */
import { Alert, Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';

export interface ReportLayoutProps {
  title?: ReactNode;
  filterBar: ReactNode;
  error: Error | null;
  onRetry: () => void;
  children: ReactNode;
}

export function ReportLayout({ title, filterBar, error, onRetry, children }: ReportLayoutProps) {
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      {title}
      {filterBar}
      {error && (
        <Alert type="error" showIcon title={SECTION_TEXTS.error} description={error.message}
          action={<Button size="small" onClick={onRetry}>{SECTION_TEXTS.retry}</Button>} />
      )}
      {children}
    </Flex>
  );
}
