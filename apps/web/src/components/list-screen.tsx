import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LightTable, type LightColumn } from '@/components/light-table';
import { ResultScreen } from '@/components/result-screen';

export type { LightColumn as ListColumn } from '@/components/light-table';

interface ListScreenProps<T> {
  title: string;
  intro?: ReactNode;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  addLabel?: string;
  onAdd?: () => void;
  columns: LightColumn<T>[];
  rows: T[] | undefined;
  totalCount: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  emptyText: string;
  rowKey?: keyof T & string;
  /** The width the table keeps before it scrolls sideways (a list with a phone layout of its own gives less). */
  minTableWidth?: number;
}

/**
 * The width a list's table keeps, scrolling sideways below it. A set width is what lets an ellipsis column cut its
 * text: a table as wide as its content grew to a long description's whole width, past the page at 1280 px.
 */
const MIN_TABLE_WIDTH = 720;

/**
 * An admin list: title, search, add button, a server-paged table with loading, empty and error states. The search box
 * and the table are the console's own (issue 22: antd's Input and Table were 75 KiB brotli of a list's cold load); the
 * search runs as the text changes (usePagedSearch debounces it).
 */
export function ListScreen<T extends object>(props: ListScreenProps<T>) {
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{props.title}</Typography.Title>
        {props.onAdd && <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>{props.addLabel}</Button>}
      </Flex>
      {props.intro}
      <span className="sb-input-affix sb-list-search">
        <SearchOutlined className="sb-list-search__icon" />
        <input type="search" className="sb-input" aria-label={props.searchLabel} placeholder={props.searchLabel} value={props.search}
          onChange={(event) => props.onSearch(event.target.value)} />
      </span>
      {props.failed && !props.rows ? (
        <ResultScreen status="error" title="The list could not be loaded."
          extra={<Button icon={<ReloadOutlined />} onClick={props.onRetry}>Retry</Button>} />
      ) : (
        <LightTable<T>
          rowKey={props.rowKey ?? ('_id' as keyof T & string)}
          columns={props.columns}
          rows={props.rows ?? []}
          loading={props.loading}
          empty={props.emptyText}
          pagination={{ current: props.page, pageSize: props.pageSize, total: props.totalCount, onChange: props.onPage }}
          minWidth={props.minTableWidth ?? MIN_TABLE_WIDTH}
        />
      )}
    </Flex>
  );
}
