/** The generative FAQ documents: server paging (10 a page), search, passages in a drawer, delete asks first. */
import { Alert, Button, Drawer, Empty, Flex, Input, Popconfirm, Space, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { GenerativeFaq } from '@switchboard/contracts/bot-builder/faq.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { PlainList } from '@/components/plain-list';
import { useDeleteDocument, useDocument, useDocuments } from '@/features/bot-builder/api/generative-faqs';
import { formatDateTime } from '@/lib/dates/format-date';

function PassagesDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const document = useDocument(id);
  return (
    <Drawer title={document.data ? `Passages of ${document.data.title}` : 'Passages'} open={!!id} onClose={onClose} size={560}>
      {document.isError && <Alert type="error" showIcon title="The document could not be loaded." />}
      {document.isLoading && <Spin />}
      {document.data && (document.data.passages.length === 0 ? <Empty description="No passages" /> : (
        <PlainList aria-label="Passages" items={document.data.passages} itemKey={(passage) => passage.index} renderItem={(passage) => (
          <Flex vertical gap={4}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>Passage {passage.index + 1}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{passage.text}</Typography.Paragraph>
          </Flex>
        )} />
      ))}
    </Drawer>
  );
}

export function DocumentList({ mayEdit }: { mayEdit: boolean }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const documents = useDocuments(page, search);
  const remove = useDeleteDocument();
  if (documents.isError) {
    return <Alert type="error" showIcon title="The documents could not be loaded." action={<Button onClick={() => void documents.refetch()}>Retry</Button>} />;
  }
  return (
    <Flex vertical gap={12}>
      <Input.Search aria-label="Search documents" placeholder="Search titles" allowClear style={{ maxWidth: 320 }}
        onSearch={(value) => { setSearch(value.trim()); setPage(1); }} />
      <Table<GenerativeFaq>
        rowKey="_id"
        loading={documents.isFetching}
        dataSource={documents.data?.items ?? []}
        scroll={{ x: 640 }}
        locale={{ emptyText: search ? 'No document matches your search' : 'No documents yet: add one by pasting or uploading it' }}
        pagination={{ current: page, pageSize: PAGE_SIZES.generativeFaqs, total: documents.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Title', dataIndex: 'title' },
          { title: 'Format', dataIndex: 'format', width: 100, render: (format: string) => <Tag>{format}</Tag> },
          { title: 'Passages', dataIndex: 'passageCount', width: 100 },
          { title: 'Characters', dataIndex: 'characters', width: 110, render: (n: number) => n.toLocaleString() },
          { title: 'Added', dataIndex: 'createdAt', width: 180, render: (iso: string) => formatDateTime(iso) },
          {
            title: '', key: 'actions', width: 170, render: (_, document) => (
              <Space>
                <Button size="small" onClick={() => setOpen(document._id)}>Passages</Button>
                {mayEdit && (
                  <Popconfirm title="Delete this document?" description={document.title} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(document._id)}>
                    <Button size="small" danger>Delete</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <PassagesDrawer id={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
