/**
 * The customer list (/users): search by name or psid as the text changes, server paging of 10 (§9). On the console's
 * light list (components/list-screen.tsx): antd's Table measured the scroll bar's width on its first render, a forced
 * layout of the whole page that made the first visit to Customers the slowest navigation (issue 22).
 */
import { Link } from 'react-router';
import { CUSTOMERS_PAGE_SIZE, customerProfilePath, type CustomerSummary } from '@switchboard/contracts/customers/customers.schemas';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';
import { LightTag } from '@/components/light-tag';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { useCustomersQuery } from '@/features/customers/api/customers';
import { CustomerStatusCell } from '@/features/customers/components/customer-status-cell';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { formatDateTime } from '@/lib/dates/format-date';

const columns: ListColumn<CustomerSummary>[] = [
  { title: 'Name', dataIndex: 'name', render: (name, row) => <Link to={customerProfilePath(row.psid)}>{name}</Link> },
  { title: 'Channel', dataIndex: 'channel', render: (channel) => <LightTag>{CHANNEL_LABELS[channel]}</LightTag> },
  { title: 'Chats', dataIndex: 'chatCount', width: 80 },
  { title: 'Last seen', dataIndex: 'lastSeenAt', render: (value) => formatDateTime(value) },
  { title: 'E-mail', dataIndex: 'email', ellipsis: true, render: (email) => email ?? '—' },
  { title: 'Status', key: 'status', render: (_, row) => <CustomerStatusCell customer={row} /> },
];

export function CustomerTable() {
  const { search, setSearch, page, setPage, params } = usePagedSearch(CUSTOMERS_PAGE_SIZE);
  const query = useCustomersQuery(params.page, params.search);
  return (
    <ListScreen<CustomerSummary>
      title="Customers"
      searchLabel="Search customers by name or id"
      search={search}
      onSearch={setSearch}
      columns={columns}
      rows={query.data?.customers}
      totalCount={query.data?.totalCount ?? 0}
      page={page}
      pageSize={CUSTOMERS_PAGE_SIZE}
      onPage={setPage}
      loading={query.isFetching}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      emptyText={params.search ? 'No customers match this search' : 'No customers yet'}
      rowKey="psid"
    />
  );
}
