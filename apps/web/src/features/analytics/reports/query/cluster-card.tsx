/**
 * One cluster of unanswered requests (issue 24, §9 cluster requests 10 a page): its words, its size, and its requests
 * newest first with what the bot read. Page 1 comes with the report; later pages are asked for (the server runs the
 * same deterministic clustering again). Requests can be chosen, on any page and in any cluster, for training.
 */
import { Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { CLUSTER_REQUESTS_PAGE_SIZE, clusterRequestsDataSchema, QUERY_PATHS, type ClusterRequest, type QueryCluster } from '@switchboard/contracts/analytics/query.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { formatDateTime } from '@/lib/dates/format-date';

export interface ClusterCardProps {
  cluster: QueryCluster;
  filter: ReportFilter;
  selected: ReadonlyMap<string, ClusterRequest>;
  onSelect: (requests: readonly ClusterRequest[], chosen: boolean) => void;
  /** Choosing needs the intents or FAQ page: without it the requests are only listed. */
  selectable: boolean;
}

const confidence = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

const COLUMNS: TableColumnsType<ClusterRequest> = [
  { title: 'Request', dataIndex: 'text', render: (text: string) => <Typography.Text style={{ overflowWrap: 'anywhere' }}>{text}</Typography.Text> },
  { title: 'Bot read', key: 'read', render: (_: unknown, row: ClusterRequest) => `${row.intent ?? 'None'} (${confidence(row.confidence)})` },
  { title: 'When', dataIndex: 'at', render: (at: string) => formatDateTime(at), responsive: ['md'] },
];

export function ClusterCard({ cluster, filter, selected, onSelect, selectable }: ClusterCardProps) {
  const [page, setPage] = useState(1);
  const later = useReport({
    path: QUERY_PATHS.clusterRequests, schema: clusterRequestsDataSchema, filter, extra: { cluster: cluster.cluster, page }, enabled: page > 1,
  });
  const shown = page === 1 ? cluster.requests : later.data ?? { rows: [], totalCount: cluster.size, page };
  const title = cluster.terms.join(', ') || 'Other';
  return (
    <Card size="small" title={<span style={{ whiteSpace: 'normal' }}>{title}</span>} extra={<Tag>{cluster.size} {cluster.size === 1 ? 'request' : 'requests'}</Tag>}>
      <Table<ClusterRequest> size="small" rowKey="chatlogId" columns={COLUMNS} dataSource={shown.rows}
        aria-label={`Requests of the cluster ${title}`} loading={page > 1 && later.isFetching}
        pagination={{ current: page, pageSize: CLUSTER_REQUESTS_PAGE_SIZE, total: shown.totalCount, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        {...(selectable ? { rowSelection: {
          selectedRowKeys: shown.rows.filter((row) => selected.has(row.chatlogId)).map((row) => row.chatlogId),
          onSelect: (row: ClusterRequest, chosen: boolean) => onSelect([row], chosen),
          onSelectAll: (chosen: boolean) => onSelect(shown.rows, chosen),
        } } : {})} />
    </Card>
  );
}
