/** The FAQ table: server paging (10 a page), search, loading / empty / error states, edit in a modal, delete asks first. */
import { Alert, Button, Flex, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { Faq } from '@switchboard/contracts/bot-builder/faq.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { useDeleteFaq, useFaqs } from '@/features/bot-builder/api/faqs';
import { FaqForm } from './faq-form';

export function FaqList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Faq | null>(null);
  const faqs = useFaqs(page, search);
  const remove = useDeleteFaq();
  if (faqs.isError) {
    return <Alert type="error" showIcon title="The FAQs could not be loaded." action={<Button onClick={() => void faqs.refetch()}>Retry</Button>} />;
  }
  return (
    <Flex vertical gap={12}>
      <Input.Search aria-label="Search FAQs" placeholder="Search questions, alternates, answers" allowClear style={{ maxWidth: 360 }}
        onSearch={(value) => { setSearch(value.trim()); setPage(1); }} />
      <Table<Faq>
        rowKey="id"
        loading={faqs.isFetching}
        dataSource={faqs.data?.items ?? []}
        scroll={{ x: 720 }}
        locale={{ emptyText: search ? 'No FAQ matches your search' : 'No FAQs yet: add one or upload a workbook' }}
        pagination={{ current: page, pageSize: PAGE_SIZES.faqs, total: faqs.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Question', dataIndex: 'question', render: (question: string, faq) => <Button type="link" style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }} onClick={() => setEditing(faq)}>{question}</Button> },
          { title: 'Alternates', dataIndex: 'alternates', width: 110, render: (alternates: string[]) => alternates.length },
          { title: 'Answer', dataIndex: 'answer', ellipsis: true },
          { title: 'Category', dataIndex: 'category', width: 130, render: (category: string | null) => category && <Tag>{category}</Tag> },
          { title: 'Status', dataIndex: 'enabled', width: 100, render: (enabled: boolean) => (enabled ? <Tag color="purple">enabled</Tag> : <Tag>disabled</Tag>) },
          {
            title: '', key: 'actions', width: 150, render: (_, faq) => (
              <Space>
                <Button size="small" onClick={() => setEditing(faq)}>Edit</Button>
                <Popconfirm title="Delete this FAQ?" description={faq.question} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(faq.id)}>
                  <Button size="small" danger>Delete</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!editing} title="Edit FAQ" footer={null} onCancel={() => setEditing(null)} destroyOnHidden width={640}>
        {editing && <FaqForm faq={editing} onSaved={() => setEditing(null)} />}
      </Modal>
    </Flex>
  );
}
