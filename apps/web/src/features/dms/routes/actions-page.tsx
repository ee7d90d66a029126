/**
 * /dms/actions: what the bot can do in the chosen domain: respond with a bot message, call a brand function into
 * slots, set a slot, ask for a slot with validation, run a workflow, hand over (optionally to a group), end the
 * dialogue; new, edit, delete (asked first; the server refuses an action dialogues still use, naming them).
 */
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import type { DmsAction } from '@switchboard/contracts/dms/dms.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { LightTable, type LightColumn } from '@/components/light-table';
import { PageTitle } from '@/components/page-title';
import { ResultScreen } from '@/components/result-screen';
import { useActions, useDeleteAction } from '@/features/dms/api/actions';
import { useBotReferences } from '@/features/dms/api/bot-references';
import { ActionForm } from '@/features/dms/components/action-form';
import { DmsLayout } from '@/features/dms/components/dms-layout';
import { DomainPicker } from '@/features/dms/components/domain-picker';
import { useCurrentDomain } from '@/features/dms/hooks/use-current-domain';
import { actionSummary, KIND_LABELS } from '@/features/dms/model/action-labels';

function Actions() {
  const { domain, domains } = useCurrentDomain();
  const query = useActions(domain?._id);
  const refs = useBotReferences();
  const remove = useDeleteAction();
  const [editing, setEditing] = useState<DmsAction | null | undefined>(undefined);
  const labels = new Map([...(refs.data?.functions ?? []), ...(refs.data?.workflows ?? []), ...(refs.data?.groups ?? [])].map((option) => [option.value, option.label]));
  const columns: LightColumn<DmsAction>[] = [
    { title: 'Name', dataIndex: 'name', width: 200, ellipsis: true },
    { title: 'Does', key: 'kind', width: 190, render: (_value, row) => KIND_LABELS[row.config.kind] },
    {
      title: 'Details', key: 'details', width: 280, ellipsis: true, responsive: ['sm'],
      render: (_value, row) => <Typography.Text ellipsis>{actionSummary(row.config, (id) => labels.get(id) ?? id)}</Typography.Text>,
    },
    {
      title: 'Actions', key: 'actions', width: 150, render: (_value, row) => (
        <Space size={4}>
          <Button size="small" aria-label={`Edit ${row.name}`} onClick={() => setEditing(row)}>Edit</Button>
          <ConfirmPopover title={`Delete the action ${row.name}?`} okText="Delete" okDanger onConfirm={() => remove.mutateAsync(row.actionId)}>
            <Button size="small" danger aria-label={`Delete ${row.name}`}>Delete</Button>
          </ConfirmPopover>
        </Space>
      ),
    },
  ];
  const rows = domain ? query.data ?? [] : [];
  const failed = query.isError || domains.isError;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>Actions</PageTitle>
        <Button type="primary" icon={<PlusOutlined />} disabled={!domain} onClick={() => setEditing(null)}>New action</Button>
      </Flex>
      <DomainPicker />
      {failed ? (
        <ResultScreen status="error" title="The actions could not be loaded."
          extra={<Button icon={<ReloadOutlined />} onClick={() => void (domains.isError ? domains.refetch() : query.refetch())}>Retry</Button>} />
      ) : (
        <LightTable<DmsAction> rowKey="actionId" columns={columns} rows={rows} loading={query.isFetching || domains.isPending} minWidth={820}
          empty={domain ? 'No actions in this domain yet.' : 'Create a domain first (Domains page).'}
          pagination={{ current: 1, pageSize: Math.max(rows.length, 1), total: rows.length, onChange: () => undefined }} />
      )}
      {domain && <ActionForm domain={domain} editing={editing} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}

export default function ActionsPage() {
  return <DmsLayout><Actions /></DmsLayout>;
}
