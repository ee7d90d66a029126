import { Alert, Button, Table, Typography } from 'antd';
import { useState } from 'react';
import type { AuditEntry } from '@switchboard/contracts/audit/audit.schemas';
import { MEMBERS_PAGE_SIZE } from '@switchboard/contracts/members/team.schemas';
import { useAuditQuery } from '@/features/members/api/roles';
import { auditDiff } from '@/features/members/model/audit-diff';
import { formatDateTime } from '@/lib/dates/format-date';

const MAX_LINES = 8;

function Diff({ entry }: { entry: AuditEntry }) {
  const lines = auditDiff(entry.before, entry.after);
  if (lines.length === 0) return <Typography.Text type="secondary">No change</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {lines.slice(0, MAX_LINES).map((line) => (
        <li key={line.path}><Typography.Text code>{line.path}</Typography.Text>: {line.before} → {line.after}</li>
      ))}
      {lines.length > MAX_LINES && <li>… and {lines.length - MAX_LINES} more</li>}
    </ul>
  );
}

/** Who changed roles, permissions or members, when, and before → after. */
export function AuditLogTable() {
  const [page, setPage] = useState(1);
  const audit = useAuditQuery(page);
  if (audit.isError) return <Alert type="error" showIcon title="The audit log could not be loaded." action={<Button onClick={() => void audit.refetch()}>Retry</Button>} />;
  return (
    <Table<AuditEntry>
      rowKey="id"
      loading={audit.isFetching}
      dataSource={audit.data?.items ?? []}
      locale={{ emptyText: 'Nothing has been changed yet.' }}
      pagination={{ current: page, pageSize: MEMBERS_PAGE_SIZE, total: audit.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
      columns={[
        { title: 'When', dataIndex: 'at', width: 190, render: (at: string) => formatDateTime(at) },
        { title: 'Who', dataIndex: 'actorName', width: 160 },
        { title: 'What', key: 'what', width: 200, render: (_, e) => `${e.entity} ${e.action}` },
        { title: 'Before → after', key: 'diff', render: (_, e) => <Diff entry={e} /> },
      ]}
    />
  );
}
