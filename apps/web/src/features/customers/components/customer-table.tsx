/** The customer list (/users): search by name or psid, server paging of 10 (§9). */
import { Alert, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { CUSTOMERS_PAGE_SIZE, customerProfilePath, type CustomerSummary } from '@switchboard/contracts/customers/customers.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { useCustomersQuery } from '@/features/customers/api/customers';
import { CustomerStatusCell } from '@/features/customers/components/customer-status-cell';
import { formatDateTime } from '@/lib/dates/format-date';
import { CHANNEL_LABELS, type Channel } from '@switchboard/contracts/common/constants';

const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string, row: CustomerSummary) => <Link to={customerProfilePath(row.psid)}>{name}</Link> },
  { title: 'Channel', dataIndex: 'channel', key: 'channel', render: (channel: Channel) => <Tag>{CHANNEL_LABELS[channel]}</Tag> },
  { title: 'Chats', dataIndex: 'chatCount', key: 'chatCount' },
  { title: 'Last seen', dataIndex: 'lastSeenAt', key: 'lastSeenAt', render: (value: string) => formatDateTime(value) },
  { title: 'E-mail', dataIndex: 'email', key: 'email', render: (email: string | null) => email ?? '—' },
  { title: 'Status', key: 'status', render: (_: unknown, row: CustomerSummary) => <CustomerStatusCell customer={row} /> },
];

export function CustomerTable() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useCustomersQuery(page, search);
  return (
    <>
      <Input.Search aria-label="Search customers" placeholder="Search by name or id" allowClear style={{ maxWidth: 320 }}
        onSearch={(value) => { setSearch(value.trim()); setPage(1); }} />
      {query.error && <Alert type="error" showIcon title={TEXTS.errorTitle} description={query.error.message} />}
      <Table<CustomerSummary>
        rowKey="psid"
        columns={columns}
        dataSource={query.data?.customers ?? []}
        loading={query.isFetching}
        locale={{ emptyText: search ? 'No customers match this search' : 'No customers yet' }}
        pagination={{ current: page, pageSize: CUSTOMERS_PAGE_SIZE, total: query.data?.totalCount ?? 0, showSizeChanger: false, onChange: setPage }}
      />
    </>
  );
}
