import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { DeploymentLogs, TrainingLogs } from '@/features/models/components/model-logs';
import { ModelTable } from '@/features/models/components/model-table';
import { useRollbackModel } from '@/features/models/api/models';
import { useActionAllowed } from '@/hooks/use-action-allowed';

/** /modelmanagement/intentclassifier_model: trained models, their figures and logs; activate or roll back. */
export default function IntentClassifierPage() {
  const rollback = useRollbackModel();
  const mayPublish = useActionAllowed('bot', 'publish');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Intent Classifier Model</Typography.Title>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Models</h2>} extra={mayPublish && (
        <Popconfirm title="Roll back to the previously live model?" okText="Roll back" onConfirm={() => rollback.mutateAsync()}>
          <Button loading={rollback.isPending}>Roll back</Button>
        </Popconfirm>
      )}>
        <ModelTable mayActivate={mayPublish} />
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Training logs</h2>}><TrainingLogs /></Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Deployment logs</h2>}><DeploymentLogs /></Card>
    </Flex>
  );
}
