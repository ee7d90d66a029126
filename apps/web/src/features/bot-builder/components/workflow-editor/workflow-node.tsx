/** A node on the canvas: its type, a summary of its settings, an entry handle and one labelled handle per named exit. */
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { theme } from 'antd';
import { memo } from 'react';
import { NODE_EXITS, WORKFLOW_NODE_TYPES, type WorkflowNodeType } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { FlowNode } from '@/features/bot-builder/model/flow-elements';
import { EXIT_LABELS, NODE_LABELS, nodeSummary, type NodeTypeAndData } from '@/features/bot-builder/model/node-labels';
import { useNodeNames } from './node-names';

const ACCENTS: Record<WorkflowNodeType, string> = {
  start: '#389e0d', botMessage: '#7b3fe4', question: '#1677ff', condition: '#d48806', brandFunction: '#08979c',
  setVariable: '#531dab', event: '#cf1322', jumpToWorkflow: '#c41d7f', handover: '#d4380d', end: '#595959',
};

function WorkflowNodeView({ id, type, data, selected }: NodeProps<FlowNode>) {
  const { token } = theme.useToken();
  const names = useNodeNames();
  const exits = NODE_EXITS[type];
  const summary = nodeSummary({ type, data } as NodeTypeAndData, names);
  return (
    <div data-testid={`node-${id}`} role="group" aria-label={`${NODE_LABELS[type]} node ${id}`} style={{
      width: 220, background: token.colorBgContainer, color: token.colorText, borderRadius: token.borderRadius,
      border: `${selected ? 2 : 1}px solid ${selected ? token.colorPrimary : token.colorBorder}`, borderTop: `4px solid ${ACCENTS[type]}`,
      boxShadow: token.boxShadowTertiary, fontSize: 12,
    }}>
      {type !== 'start' && <Handle type="target" position={Position.Top} title="Entry" />}
      <div style={{ padding: '6px 10px 2px', fontWeight: 600, fontSize: 13 }}>{NODE_LABELS[type]} <span style={{ color: token.colorTextSecondary, fontWeight: 400 }}>· {id}</span></div>
      <div style={{ padding: '0 10px 8px', color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>{summary}</div>
      {exits.length > 0 && (
        <div style={{ display: 'flex', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
          {exits.map((exit) => (
            <div key={exit} style={{ position: 'relative', flex: 1, textAlign: 'center', padding: '2px 0 6px', color: token.colorTextSecondary }}>
              {exits.length > 1 ? EXIT_LABELS[exit] : ''}
              <Handle type="source" id={exit} position={Position.Bottom} title={`Exit ${exit}: drag to a node to connect`} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

const Memo = memo(WorkflowNodeView);
export const NODE_TYPES = Object.fromEntries(WORKFLOW_NODE_TYPES.map((type) => [type, Memo]));
