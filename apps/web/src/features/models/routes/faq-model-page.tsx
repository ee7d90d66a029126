import { Card, Flex, Typography } from 'antd';
import { DeploymentLogs, TrainingLogs } from '@/features/models/components/model-logs';
import { FaqModelTable } from '@/features/models/components/faq-model-table';

/**
 * /modelmanagement/faq_model: the FAQ part of every trained version. Training builds the intent
 * classifier and the FAQ model together, so the logs are the same trainings' and deployments'.
 */
export default function FaqModelPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>FAQ Model</Typography.Title>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Models</h2>}><FaqModelTable /></Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Training logs</h2>}><TrainingLogs /></Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Deployment logs</h2>}><DeploymentLogs /></Card>
    </Flex>
  );
}
