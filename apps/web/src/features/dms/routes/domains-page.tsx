/**
 * /dms/domains: the brand's dialogue domains with the intents and entities they use (from the bot builder), their
 * typed slots, and how many dialogues and actions they hold; new, edit, delete (asked first).
 */
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Domain } from '@switchboard/contracts/dms/dms.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { LightTable, type LightColumn } from '@/components/light-table';
import { PageTitle } from '@/components/page-title';
import { ResultScreen } from '@/components/result-screen';
import { useDeleteDomain, useDomains } from '@/features/dms/api/domains';
import { DmsLayout } from '@/features/dms/components/dms-layout';
import { DomainForm } from '@/features/dms/components/domain-form';

const tags = (names: string[]) => (names.length ? names.map((name) => <Tag key={name}>{name}</Tag>) : '—');

function Domains() {
  const query = useDomains();
  const remove = useDeleteDomain();
  const [editing, setEditing] = useState<Domain | null | undefined>(undefined);
  const columns: LightColumn<Domain>[] = [
    {
      title: 'Domain', dataIndex: 'name', width: 180, render: (name: string, row) => (
        <Flex vertical gap={2}><Typography.Text strong>{name}</Typography.Text><Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.stories} dialogues · {row.actions} actions</Typography.Text></Flex>
      ),
    },
    { title: 'Intents', dataIndex: 'intents', width: 220, render: tags },
    { title: 'Entities', dataIndex: 'entities', width: 160, render: tags },
    {
      title: 'Slots', dataIndex: 'slots', width: 200, render: (slots: Domain['slots']) => (slots.length ? slots.map((slot) => (
        <Tag key={slot.name} title={slot.fromEntity ? `filled from ${slot.fromEntity}` : 'set by actions'}>{slot.name}: {slot.type}{slot.fromEntity ? ` ← ${slot.fromEntity}` : ''}</Tag>
      )) : '—'),
    },
    {
      title: 'Actions', key: 'actions', width: 150, render: (_value, row) => (
        <Space size={4}>
          <Button size="small" aria-label={`Edit ${row.name}`} onClick={() => setEditing(row)}>Edit</Button>
          <ConfirmPopover title={`Delete the domain ${row.name}?`} description="Its dialogues and actions are deleted with it." okText="Delete" okDanger
            onConfirm={() => remove.mutateAsync(row._id)}>
            <Button size="small" danger aria-label={`Delete ${row.name}`}>Delete</Button>
          </ConfirmPopover>
        </Space>
      ),
    },
  ];
  const rows = query.data ?? [];
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>Domains</PageTitle>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>New domain</Button>
      </Flex>
      {query.isError ? (
        <ResultScreen status="error" title="The domains could not be loaded."
          extra={<Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>Retry</Button>} />
      ) : (
        <LightTable<Domain> rowKey="_id" columns={columns} rows={rows} loading={query.isFetching} minWidth={910}
          empty="No domains yet: a domain groups the intents, slots and actions of a set of dialogues."
          pagination={{ current: 1, pageSize: Math.max(rows.length, 1), total: rows.length, onChange: () => undefined }} />
      )}
      <DomainForm editing={editing} onClose={() => setEditing(undefined)} />
    </Flex>
  );
}

export default function DomainsPage() {
  return <DmsLayout><Domains /></DmsLayout>;
}
