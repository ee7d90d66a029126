/**
 * /automatedtesting/testcases: the brand's test cases, searched, filtered by tag and paged by the server; new tags;
 * import and export as xlsx; per case Run (against the draft bot), Edit and Delete (asked first).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TEST_CASE_TEXTS, type TestCase } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { useTestCaseTags } from '@/features/automated-testing/api/test-case-tags';
import { useExportTestCases } from '@/features/automated-testing/api/test-case-sheet';
import { useDeleteTestCase, useTestCases } from '@/features/automated-testing/api/test-cases';
import { ImportCasesButton } from '@/features/automated-testing/components/import-cases';
import { RunDrawer, type RunTarget } from '@/features/automated-testing/components/run-drawer';
import { NewTagButton } from '@/features/automated-testing/components/tag-controls';
import { NEW_CASE, testCaseEditorPath } from '@/features/automated-testing/model/paths';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { toast } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/dates/format-date';

const PAGE_SIZE = 10;

export default function TestCasesPage() {
  const navigate = useNavigate();
  const paging = usePagedSearch(PAGE_SIZE);
  const [tag, setTag] = useState<string>();
  const query = useTestCases({ ...paging.params, tag });
  const tags = useTestCaseTags();
  const remove = useDeleteTestCase();
  const exporting = useExportTestCases();
  const [running, setRunning] = useState<RunTarget | null>(null);
  const filtered = Boolean(paging.params.search || tag);

  const columns: ListColumn<TestCase>[] = [
    { title: 'Name', dataIndex: 'name', width: 220, render: (name: string, row) => <Link to={testCaseEditorPath(row._id)}>{name}</Link> },
    { title: 'Tags', dataIndex: 'tags', width: 180, render: (_value, row) => (row.tags.length ? row.tags.map((t) => <Tag key={t._id}>{t.name}</Tag>) : '—') },
    { title: 'Turns', key: 'turns', width: 80, render: (_value, row) => row.turns.length },
    { title: 'Changed', dataIndex: 'updatedAt', width: 170, render: (value: string) => formatDateTime(value) },
    {
      title: 'Actions', key: 'actions', width: 190, render: (_value, row) => (
        <Space size={4}>
          <Button size="small" aria-label={`Run ${row.name}`} onClick={() => setRunning({ testCase: row })}>Run</Button>
          <Button size="small" aria-label={`Edit ${row.name}`} onClick={() => void navigate(testCaseEditorPath(row._id))}>Edit</Button>
          <ConfirmPopover title={`Delete the test case ${row.name}?`} description="Its turns and checks are deleted." okText="Delete" okDanger
            onConfirm={() => remove.mutateAsync(row._id).then(() => toast.success(TEST_CASE_TEXTS.deleted))}>
            <Button size="small" danger aria-label={`Delete ${row.name}`}>Delete</Button>
          </ConfirmPopover>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListScreen<TestCase> title="Test Cases" searchLabel="Search test cases" search={paging.search} onSearch={paging.setSearch}
        addLabel="New test case" onAdd={() => void navigate(testCaseEditorPath(NEW_CASE))}
        intro={(
          <Flex gap={8} wrap align="center">
            <Select<string> allowClear aria-label="Filter by tag" placeholder="All tags" style={{ width: 200 }} value={tag} loading={tags.isPending}
              showSearch={{ optionFilterProp: 'label' }} options={(tags.data ?? []).map((t) => ({ value: t._id, label: t.name }))}
              onChange={(value) => { setTag(value); paging.setPage(1); }} />
            <NewTagButton />
            <ImportCasesButton />
            <Button icon={<DownloadOutlined />} loading={exporting.isPending} disabled={!query.data?.totalCount}
              onClick={() => exporting.mutate({ search: paging.params.search, tag })}>Export xlsx</Button>
          </Flex>
        )}
        columns={columns} rows={query.data?.items} totalCount={query.data?.totalCount ?? 0}
        page={paging.page} pageSize={PAGE_SIZE} onPage={paging.setPage} loading={query.isFetching} failed={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={filtered ? 'No test case matches the search or tag.' : 'No test cases yet: make one here, or from a chat in Chat History or the bot builder\'s try-it panel.'} />
      <RunDrawer target={running} onClose={() => setRunning(null)} />
    </>
  );
}
