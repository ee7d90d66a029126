/** Adds a node of each type (one start per workflow). */
import { Button, Flex, Typography } from 'antd';
import { WORKFLOW_NODE_TYPES, type WorkflowNodeType } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { NODE_LABELS } from '@/features/bot-builder/model/node-labels';

export function NodePalette({ hasStart, onAdd }: { hasStart: boolean; onAdd: (type: WorkflowNodeType) => void }) {
  return (
    <Flex gap={6} wrap align="center" role="toolbar" aria-label="Add a node">
      <Typography.Text type="secondary">Add:</Typography.Text>
      {WORKFLOW_NODE_TYPES.map((type) => (
        <Button key={type} size="small" disabled={type === 'start' && hasStart} onClick={() => onAdd(type)}>{NODE_LABELS[type]}</Button>
      ))}
    </Flex>
  );
}
