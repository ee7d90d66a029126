/** /whatsapp_template/template_master: the brand's WhatsApp templates with their review status and quality. */
import { Flex, Select, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS, TEMPLATE_LANGUAGE_LABELS, TEMPLATE_QUALITY_LABELS, TEMPLATE_STATUS_LABELS, TEMPLATE_STATUSES, TEMPLATE_TEXTS,
  templateLanguageLabel, type Template, type TemplateCategory, type TemplateQuality, type TemplateStatus,
} from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { ResultScreen } from '@/components/result-screen';
import { useTemplates } from '@/features/whatsapp/api/templates';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { HttpError } from '@/lib/http/http-error';

const PAGE_SIZE = 10;
const STATUS_COLOURS: Record<TemplateStatus, string> = { APPROVED: 'green', PENDING: 'gold', REJECTED: 'red', PAUSED: 'orange', DISABLED: 'default' };
const QUALITY_COLOURS: Record<TemplateQuality, string> = { GREEN: 'green', YELLOW: 'gold', RED: 'red' };

const bodyOf = (template: Template) => template.components.flatMap((c) => (c.type === 'BODY' ? [c.text] : []))[0] ?? '';

export default function TemplateMasterPage() {
  const navigate = useNavigate();
  const paging = usePagedSearch(PAGE_SIZE);
  const [status, setStatus] = useState<TemplateStatus>();
  const [category, setCategory] = useState<TemplateCategory>();
  const [language, setLanguage] = useState<string>();
  const query = useTemplates({ ...paging.params, status, category, language });
  const filtered = Boolean(paging.params.search || status || category || language);
  const filter = <T,>(set: (value: T | undefined) => void) => (value: T | undefined) => {
    set(value);
    paging.setPage(1);
  };

  const columns: ListColumn<Template>[] = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Category', dataIndex: 'category', width: 150, render: (_value, row) => TEMPLATE_CATEGORY_LABELS[row.category] },
    { title: 'Language', dataIndex: 'language', width: 130, render: (_value, row) => templateLanguageLabel(row.language) },
    {
      title: 'Status', dataIndex: 'status', width: 150,
      render: (_value, row) => {
        const tag = <Tag color={STATUS_COLOURS[row.status]}>{TEMPLATE_STATUS_LABELS[row.status]}</Tag>;
        return row.rejectedReason ? <Tooltip title={row.rejectedReason}><span>{tag} {row.rejectedReason}</span></Tooltip> : tag;
      },
    },
    { title: 'Quality', dataIndex: 'quality', width: 110, render: (_value, row) => (row.quality ? <Tag color={QUALITY_COLOURS[row.quality]}>{TEMPLATE_QUALITY_LABELS[row.quality]}</Tag> : '—') },
    { title: 'Body', key: 'body', ellipsis: true, render: (_value, row) => bodyOf(row) },
  ];

  // Without the WA_* settings the server answers 412 with what to set: said as such, not as a failed list.
  if (query.error instanceof HttpError && query.error.status === 412) {
    return (
      <Flex vertical gap={16}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Template Master</Typography.Title>
        <ResultScreen status="info" title={TEMPLATE_TEXTS.notConnected} subTitle={TEMPLATE_TEXTS.connectHow} />
      </Flex>
    );
  }

  return (
    <ListScreen<Template> title="Template Master" searchLabel="Search templates" search={paging.search} onSearch={paging.setSearch}
      addLabel="Create template" onAdd={() => void navigate('/whatsapp_template/template_master/create')}
      intro={(
        <Flex gap={8} wrap role="group" aria-label="Filters">
          <Select<TemplateStatus> allowClear aria-label="Status" placeholder="Status" style={{ width: 160 }} value={status} onChange={filter(setStatus)}
            options={TEMPLATE_STATUSES.map((value) => ({ value, label: TEMPLATE_STATUS_LABELS[value] }))} />
          <Select<TemplateCategory> allowClear aria-label="Category" placeholder="Category" style={{ width: 180 }} value={category} onChange={filter(setCategory)}
            options={TEMPLATE_CATEGORIES.map((value) => ({ value, label: TEMPLATE_CATEGORY_LABELS[value] }))} />
          <Select<string> allowClear aria-label="Language" placeholder="Language" style={{ width: 140 }} value={language} onChange={filter(setLanguage)}
            options={Object.entries(TEMPLATE_LANGUAGE_LABELS).map(([value, label]) => ({ value, label }))} />
        </Flex>
      )}
      columns={columns} rows={query.data?.items} totalCount={query.data?.totalCount ?? 0} rowKey="id"
      page={paging.page} pageSize={PAGE_SIZE} onPage={paging.setPage} loading={query.isFetching} failed={query.isError}
      onRetry={() => void query.refetch()} emptyText={filtered ? 'No template matches the search or filters.' : 'No templates yet.'} />
  );
}
