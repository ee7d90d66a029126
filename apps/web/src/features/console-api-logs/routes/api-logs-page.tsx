/** /console/apilogs: every call to the API and every outbound call, filtered, loaded 10 at a time, and a conversation's trace. */
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { ApiLogFiltersBar } from '@/features/console-api-logs/components/api-log-filters-bar';
import { ApiLogTable } from '@/features/console-api-logs/components/api-log-table';
import { TraceDrawer } from '@/features/console-api-logs/components/trace-drawer';
import { EMPTY_FILTERS, isFiltered, type ApiLogFilterState } from '@/features/console-api-logs/model/api-log-filters';

export default function ApiLogsPage() {
  const [filters, setFilters] = useState<ApiLogFilterState>(EMPTY_FILTERS);
  const [traced, setTraced] = useState<string | null>(null);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>API Logs</Typography.Title>
      <Typography.Text type="secondary">
        Calls to the API and the calls the product makes out (brand functions, the LLM endpoint, WhatsApp, mail). Bodies are kept
        only when small, with passwords, tokens and keys removed.
      </Typography.Text>
      <ApiLogFiltersBar value={filters} onChange={setFilters} />
      <ApiLogTable filters={filters} filtered={isFiltered(filters)} onTrace={setTraced} />
      <TraceDrawer id={traced} onClose={() => setTraced(null)} />
    </Flex>
  );
}
