import { Alert, Breadcrumb, Flex, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { useWorkflow } from '@/features/bot-builder/api/workflows';
import { WorkflowEditor } from '@/features/bot-builder/components/workflow-editor/workflow-editor';
import { isHttpError } from '@/lib/http/http-error';

/** /botbuilder/workflows/{wid}: the diagram editor of one workflow. */
export default function WorkflowPage() {
  const wid = useParams().wid ?? '';
  const workflow = useWorkflow(wid);
  if (workflow.isLoading) return <Spin aria-label="Loading the workflow" />;
  if (workflow.isError || !workflow.data) {
    const missing = isHttpError(workflow.error) && workflow.error.status === 404;
    return <Alert type="error" showIcon title={missing ? 'This workflow does not exist (it may have been deleted).' : 'The workflow could not be loaded.'}
      description={<Link to="/botbuilder/workflows">Back to workflows</Link>} />;
  }
  return (
    <Flex vertical gap={12}>
      <Breadcrumb items={[{ title: <Link to="/botbuilder/workflows">Workflows</Link> }, { title: workflow.data.name }]} />
      <WorkflowEditor key={wid} workflow={workflow.data} />
    </Flex>
  );
}
