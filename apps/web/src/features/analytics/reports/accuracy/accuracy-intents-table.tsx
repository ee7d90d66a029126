/**
 * The intents of the model-accuracy report, 30 a page (§9), sorted on the server by predictions or low-confidence
 * share. Each count of conversations opens them in history; the intent's name opens its utterances.
 */
import { Button, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { ACCURACY_INTENTS_PAGE_SIZE, type AccuracyData, type AccuracyIntentRow, type AccuracySort } from '@switchboard/contracts/analytics/accuracy.schemas';
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { METRICS, type DrillMetric } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { formatValue } from '@/features/analytics/report-kit/model/value-format';
import { DrillNumber } from '@/features/analytics/reports/shared/drill-number';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';

export interface IntentSort { sortBy: AccuracySort; order: 'asc' | 'desc' }

export interface AccuracyIntentsTableProps {
  data: AccuracyData;
  filter: ReportFilter;
  sort: IntentSort;
  onSort: (sort: IntentSort) => void;
  onPage: (page: number) => void;
  onOpen: (intent: string) => void;
  selected: string | null;
}

/** The conversations behind one of an intent's counts. */
export const intentDrill = (metric: DrillMetric, intent: string, data: AccuracyData, filter: ReportFilter): AnalyticsDrillDown => ({
  ...drillFor(metric, data.range, filter), intent,
});

export function AccuracyIntentsTable({ data, filter, sort, onSort, onPage, onOpen, selected }: AccuracyIntentsTableProps) {
  const order = (key: AccuracySort) => (sort.sortBy === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);
  const drilled = (metric: DrillMetric, name: string, field: 'conversations' | 'passed' | 'failed') => ({
    title: name, key: field, align: 'right' as const,
    render: (_: unknown, row: AccuracyIntentRow) => (
      <DrillNumber value={row[field]} label={`${name}, ${row.intent}`} by={`Intent: ${row.intent}`} drill={intentDrill(metric, row.intent, data, filter)} />
    ),
  });
  const columns: TableColumnsType<AccuracyIntentRow> = [
    {
      title: 'Intent', dataIndex: 'intent', fixed: 'left',
      render: (intent: string) => (
        <Button type="link" size="small" style={{ padding: 0 }} aria-pressed={selected === intent} aria-label={`Utterances of ${intent}`} onClick={() => onOpen(intent)}>
          {intent}
        </Button>
      ),
    },
    { title: METRICS.intentPredictions.name, dataIndex: 'predictions', key: 'predictions', align: 'right', sorter: true, sortOrder: order('predictions'), sortDirections: ['descend', 'ascend', 'descend'] },
    {
      title: METRICS.lowConfidenceShare.name, dataIndex: 'lowConfidenceShare', key: 'lowConfidenceShare', align: 'right', sorter: true,
      sortOrder: order('lowConfidenceShare'), sortDirections: ['descend', 'ascend', 'descend'],
      render: (share: number, row) => `${formatValue(share, 'percent')} (${row.lowConfidence})`,
    },
    { title: 'Average confidence', dataIndex: 'averageConfidence', align: 'right', render: (value: number) => value.toFixed(2) },
    drilled('intentPredicted', METRICS.intentConversations.name, 'conversations'),
    drilled('intentPassed', METRICS.qaPassed.name, 'passed'),
    drilled('intentFailed', METRICS.qaFailed.name, 'failed'),
    { title: 'Answers voted up', dataIndex: 'upvotes', align: 'right' },
    { title: METRICS.answerDownvotes.name, dataIndex: 'downvotes', align: 'right' },
  ];
  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<AccuracyIntentRow> | SorterResult<AccuracyIntentRow>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.columnKey === 'lowConfidenceShare' ? 'lowConfidenceShare' : 'predictions';
    const next: IntentSort = { sortBy: key, order: one?.order === 'ascend' ? 'asc' : 'desc' };
    if (next.sortBy !== sort.sortBy || next.order !== sort.order) onSort(next);
    else if (pagination.current && pagination.current !== data.intents.page) onPage(pagination.current);
  };
  // A least width, not max-content: the metric names wrap in their headers so the table fits a laptop beside the menu.
  return (
    <Table<AccuracyIntentRow> className="sb-measure-table" size="small" rowKey="intent" columns={columns} dataSource={data.intents.rows} scroll={{ x: 860 }}
      aria-label="Intents" onChange={onChange} locale={{ emptyText: 'No intent matches' }}
      pagination={{ current: data.intents.page, pageSize: ACCURACY_INTENTS_PAGE_SIZE, total: data.intents.totalCount, showSizeChanger: false, hideOnSinglePage: true }} />
  );
}
