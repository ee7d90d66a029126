/** The side panel for the selected node: its settings and where each of its exits leads. */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Select, Typography } from 'antd';
import { NODE_EXITS } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { FlowEdge, FlowNode, NodeData } from '@/features/bot-builder/model/flow-elements';
import { NODE_LABELS, type NodeTypeAndData } from '@/features/bot-builder/model/node-labels';
import { Field } from './field';
import { NodeSettings } from './node-settings';

interface Props {
  node: FlowNode;
  nodes: FlowNode[];
  edges: FlowEdge[];
  wid: string;
  onData: (data: NodeData) => void;
  onExit: (exit: string, target: string | undefined) => void;
  onDelete: () => void;
}

export function NodePanel({ node, nodes, edges, wid, onData, onExit, onDelete }: Props) {
  const exits = NODE_EXITS[node.type];
  const targets = nodes.filter((other) => other.id !== node.id && other.type !== 'start')
    .map((other) => ({ value: other.id, label: `${NODE_LABELS[other.type]} · ${other.id}` }));
  return (
    <section aria-label={`${NODE_LABELS[node.type]} settings`}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{NODE_LABELS[node.type]} <Typography.Text type="secondary">· {node.id}</Typography.Text></Typography.Title>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={onDelete} aria-label="Delete node">Delete</Button>
      </Flex>
      <NodeSettings node={{ id: node.id, type: node.type, data: node.data } as NodeTypeAndData & { id: string }} wid={wid} onChange={onData} />
      {exits.length > 0 && <Divider style={{ margin: '12px 0' }} />}
      {exits.map((exit) => {
        const current = edges.find((edge) => edge.source === node.id && (edge.sourceHandle ?? 'next') === exit)?.target;
        const fieldId = `${node.id}-exit-${exit}`;
        return (
          <Field key={exit} id={fieldId} label={exits.length > 1 ? `When ${exit}, go to` : 'Then go to'}>
            <Select id={fieldId} allowClear value={current} placeholder="Nothing (the workflow stops)" style={{ width: '100%' }}
              options={targets} onChange={(target?: string) => onExit(exit, target)} />
          </Field>
        );
      })}
    </section>
  );
}
