/**
 * /dms/workflow_tree: upload a workflow tree (xlsx or csv only, §5: rows of node, parent, what the customer says,
 * what the bot does) into the chosen domain; the dialogues it made (bootstrapStory) and the report of its bad rows.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { DMS_TEXTS as T, WORKFLOW_TREE_COLUMNS } from '@switchboard/contracts/dms/dms.api';
import type { BootstrapResult } from '@switchboard/contracts/dms/dms.schemas';
import { PageTitle } from '@/components/page-title';
import { useUploadTree } from '@/features/dms/api/workflow-tree';
import { DmsLayout } from '@/features/dms/components/dms-layout';
import { DomainPicker } from '@/features/dms/components/domain-picker';
import { useCurrentDomain } from '@/features/dms/hooks/use-current-domain';
import { storyPath } from '@/features/dms/model/paths';

const ACCEPTED = ['.xlsx', '.csv'];
const accepted = (file: File) => ACCEPTED.some((ending) => file.name.toLowerCase().endsWith(ending));

function Report({ result }: { result: BootstrapResult }) {
  const bad = result.rows.filter((row) => row.status === 'error');
  return (
    <Flex vertical gap={12}>
      <Alert type={result.failed ? 'warning' : 'success'} showIcon role="status"
        title={`${result.created} dialogue(s) created, ${bad.length} row(s) not used`} />
      {bad.length > 0 && (
        <section aria-label="Rows not used">
          <Typography.Title level={2} style={{ fontSize: 16 }}>Rows not used</Typography.Title>
          <ul>{bad.map((row) => <li key={row.row}>Row {row.row}: {row.message ?? 'not used'}</li>)}</ul>
        </section>
      )}
      {result.dialogues.length > 0 && (
        <section aria-label="Dialogues made">
          <Typography.Title level={2} style={{ fontSize: 16 }}>Dialogues made</Typography.Title>
          <ul>
            {result.dialogues.map((dialogue) => (
              <li key={dialogue._id ?? dialogue.name}>
                {dialogue._id ? <Link to={storyPath(dialogue._id)}>{dialogue.name}</Link> : dialogue.name} ({dialogue.boxes.length} boxes)
              </li>
            ))}
          </ul>
        </section>
      )}
    </Flex>
  );
}

function WorkflowTree() {
  const { domain } = useCurrentDomain();
  const upload = useUploadTree();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file || !domain) return;
    if (!accepted(file)) {
      setRefused(T.treeTypes);
      return;
    }
    setRefused(null);
    upload.mutate({ domainId: domain._id, file });
  };
  return (
    <Flex vertical gap={16}>
      <PageTitle>Workflow Tree</PageTitle>
      <Typography.Paragraph style={{ margin: 0 }}>
        A sheet with the columns {WORKFLOW_TREE_COLUMNS.join(', ')} (one row a step: its node, its parent node, the intent or an example of what the
        customer says, the action the bot takes). Every path from the top to a leaf becomes a dialogue.
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <DomainPicker />
        <input ref={input} type="file" accept={ACCEPTED.join(',')} hidden aria-label="Workflow tree file"
          onChange={(event) => { choose(event.target.files?.[0]); event.target.value = ''; }} />
        <Button type="primary" icon={<UploadOutlined />} disabled={!domain} loading={upload.isPending} onClick={() => input.current?.click()}>
          Upload xlsx or csv
        </Button>
      </Flex>
      {refused && <Alert type="error" showIcon title={refused} />}
      {upload.data ? <Report result={upload.data} /> : !upload.isPending && <Typography.Text type="secondary">No tree uploaded yet.</Typography.Text>}
    </Flex>
  );
}

export default function WorkflowTreePage() {
  return <DmsLayout><WorkflowTree /></DmsLayout>;
}
