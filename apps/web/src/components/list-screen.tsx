import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ResultScreen } from '@/components/result-screen';

interface ListScreenProps<T> {
  title: string;
  intro?: ReactNode;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  addLabel?: string;
  onAdd?: () => void;
  columns: TableColumnsType<T>;
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
 * text: with `x: true` the table grew to a long description's whole width, past the page at 1280 px.
 */
const MIN_TABLE_WIDTH = 720;

/** An admin list: title, search, add button, a server-paged table with loading, empty and error states. */
export function ListScreen<T extends object>(props: ListScreenProps<T>) {
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{props.title}</Typography.Title>
        {props.onAdd && <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>{props.addLabel}</Button>}
      </Flex>
      {props.intro}
      <Input.Search aria-label={props.searchLabel} placeholder={props.searchLabel} allowClear value={props.search}
        onChange={(event) => props.onSearch(event.target.value)} style={{ maxWidth: 360 }} />
      {props.failed && !props.rows ? (
        <ResultScreen status="error" title="The list could not be loaded."
          extra={<Button icon={<ReloadOutlined />} onClick={props.onRetry}>Retry</Button>} />
      ) : (
        <Table<T>
          rowKey={props.rowKey ?? ('_id' as keyof T & string)}
          columns={props.columns}
          dataSource={props.rows ?? []}
          loading={props.loading}
          locale={{ emptyText: <Empty description={props.emptyText} /> }}
          pagination={{ current: props.page, pageSize: props.pageSize, total: props.totalCount, onChange: props.onPage, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: props.minTableWidth ?? MIN_TABLE_WIDTH }}
        />
      )}
    </Flex>
  );
}
