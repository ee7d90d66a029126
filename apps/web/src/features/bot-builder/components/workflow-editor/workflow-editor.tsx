/**
 * The diagram editor of one workflow: canvas (@xyflow/react) with a palette, a side panel for the
 * selected node or the workflow itself, problems shown before saving, an Unsynced / Synced tag, Ctrl/Cmd+S
 * to save, and a prompt before leaving with unsaved changes.
 */
import '@xyflow/react/dist/style.css';
import { Background, Controls, MiniMap, ReactFlow, ReactFlowProvider, useEdgesState, useNodesState, useReactFlow, type Connection } from '@xyflow/react';
import { Button, Card, Drawer, Flex, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { WORKFLOW_TEXTS as T } from '@switchboard/contracts/bot-builder/workflow.api';
import { NODE_EXITS, type Workflow, type WorkflowNodeType } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { toast } from '@/lib/feedback/feedback';
import { isHttpError } from '@/lib/http/http-error';
import { useScreenStore } from '@/lib/screen/screen-store';
import { useThemeStore } from '@/lib/theme/theme-store';
import { useSaveWorkflow } from '@/features/bot-builder/api/workflows';
import { connectExit, fromFlow, hasUnsavedChanges, newNode, toFlow, type FlowEdge, type FlowNode, type NodeData } from '@/features/bot-builder/model/flow-elements';
import { workflowProblems, type WorkflowMeta } from '@/features/bot-builder/model/workflow-problems';
import { NodeNamesContext, useNameLookups } from './node-names';
import { NodePalette } from './node-palette';
import { NodePanel } from './node-panel';
import { PreemptiveDataAlert } from './preemptive-data-alert';
import { ProblemsAlert } from './problems-alert';
import { WorkflowDetails } from './workflow-details';
import { NODE_TYPES } from './workflow-node';

/**
 * Issue 21, point 8. Fit-to-view never shrinks the nodes' 12 px text below ~10 px (at 390 px it went to ~5 px): the
 * diagram is panned instead. The fit keeps clear of the minimap and the zoom controls in the bottom corners (at
 * 1440 px the minimap covered a node).
 */
const FIT_WIDE = { maxZoom: 1, minZoom: 0.6, padding: { top: '24px', left: '24px', right: '24px', bottom: '112px' } } as const;
const FIT_NARROW = { maxZoom: 1, minZoom: 0.85, padding: { top: '16px', left: '16px', right: '16px', bottom: '64px' } } as const;
const NARROW = new Set(['xs', 'sm']);

const metaOf = (workflow: Workflow): WorkflowMeta => ({ name: workflow.name, description: workflow.description, triggerIntents: workflow.triggerIntents });
const metaKey = (meta: WorkflowMeta) => JSON.stringify([meta.name.trim(), meta.description.trim(), meta.triggerIntents]);

function Editor({ workflow }: { workflow: Workflow }) {
  const initial = useMemo(() => toFlow(workflow.elements), []); // eslint-disable-line react-hooks/exhaustive-deps -- loaded once; saves update `saved`
  const [nodes, setNodes, onNodesChange] = useNodesState<FlowNode>(initial.nodes);
  const [edges, setEdges, onEdgesChange] = useEdgesState<FlowEdge>(initial.edges);
  const [meta, setMeta] = useState(() => metaOf(workflow));
  const [saved, setSaved] = useState(() => ({ meta: metaOf(workflow), elements: workflow.elements }));
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const save = useSaveWorkflow(workflow.wid);
  const names = useNameLookups();
  const colorMode = useThemeStore((state) => state.mode);
  const flow = useReactFlow<FlowNode, FlowEdge>();
  const canvas = useRef<HTMLDivElement>(null);
  const narrow = useScreenStore((state) => NARROW.has(state.screen_type));
  // On a narrow window the panel is a drawer over the canvas (below it, it was out of reach): a selected node opens it.
  const [detailsOpen, setDetailsOpen] = useState(false);

  const elements = useMemo(() => fromFlow({ nodes, edges }), [nodes, edges]);
  const dirty = useMemo(() => hasUnsavedChanges(saved.elements, { nodes, edges }) || metaKey(meta) !== metaKey(saved.meta), [saved, nodes, edges, meta]);
  const { problems, input } = useMemo(() => workflowProblems(meta, elements), [meta, elements]);
  useUnsavedChanges(dirty && !save.isPending);

  const doSave = () => {
    if (!input) {
      toast.error('Fix the problems listed before saving');
      return;
    }
    setServerMessage(null);
    save.mutate(input, {
      onSuccess: (stored) => {
        setSaved({ meta: metaOf(stored), elements: stored.elements });
        setMeta(metaOf(stored));
        toast.success(T.saved);
      },
      onError: (error) => {
        const message = isHttpError(error) ? error.message : 'The workflow could not be saved';
        setServerMessage(message);
        toast.error(message);
      },
    });
  };
  const saveRef = useRef(doSave);
  useEffect(() => {
    saveRef.current = doSave;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const add = (type: WorkflowNodeType) => {
    const rect = canvas.current?.getBoundingClientRect();
    const center = rect ? flow.screenToFlowPosition({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }) : { x: 0, y: 0 };
    const offset = (nodes.length % 5) * 24;
    setNodes((current) => [...current.map((node) => ({ ...node, selected: false })), newNode(type, { x: center.x - 110 + offset, y: center.y - 40 + offset }, current)]);
    setEdges((current) => current.map((edge) => ({ ...edge, selected: false })));
  };
  const onConnect = useCallback((connection: Connection) => setEdges((current) => {
    const source = flow.getNode(connection.source);
    const named = !!source && NODE_EXITS[source.type].length > 1;
    return connectExit(current, connection.source, connection.sourceHandle ?? 'next', connection.target, named);
  }), [flow, setEdges]);
  const isValidConnection = useCallback((connection: Connection | FlowEdge) =>
    connection.source !== connection.target && flow.getNode(connection.target)?.type !== 'start', [flow]);
  const showNode = (nodeId: string) => {
    setNodes((current) => current.map((node) => ({ ...node, selected: node.id === nodeId })));
    const node = flow.getNode(nodeId);
    if (node) void flow.setCenter(node.position.x + 110, node.position.y + 40, { zoom: 1, duration: 300 });
  };

  const selectedNodes = nodes.filter((node) => node.selected);
  const selected = selectedNodes.length === 1 ? selectedNodes[0] : undefined;
  const setData = (nodeId: string, data: NodeData) =>
    setNodes((current) => current.map((node) => (node.id === nodeId ? { ...node, data: data as FlowNode['data'] } : node)));
  const unselect = () => setNodes((current) => current.map((node) => (node.selected ? { ...node, selected: false } : node)));
  const panel = selected
    ? <NodePanel node={selected} nodes={nodes} edges={edges} wid={workflow.wid} onData={(data) => setData(selected.id, data)}
        onExit={(exit, target) => setEdges((current) => connectExit(current, selected.id, exit, target, NODE_EXITS[selected.type].length > 1))}
        onDelete={() => void flow.deleteElements({ nodes: [{ id: selected.id }] })} />
    : <WorkflowDetails meta={meta} onChange={setMeta} />;

  return (
    <NodeNamesContext.Provider value={names}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{saved.meta.name}</Typography.Title>
            <Tag role="status" color={dirty ? 'orange' : 'green'}>{dirty ? T.unsynced : T.synced}</Tag>
          </Flex>
          {narrow && <Button onClick={() => setDetailsOpen(true)}>Workflow details</Button>}
          <Button type="primary" onClick={doSave} loading={save.isPending} disabled={!dirty} title="Save (Ctrl+S / ⌘S)">Save</Button>
        </Flex>
        <NodePalette hasStart={nodes.some((node) => node.type === 'start')} onAdd={add} />
        <PreemptiveDataAlert />
        <ProblemsAlert problems={problems} serverMessage={serverMessage} onShowNode={showNode} />
        <Flex gap={12} wrap align="stretch">
          <div ref={canvas} style={{ flex: '1 1 480px', minWidth: 0, height: 'max(420px, calc(100vh - 300px))', border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 3 }}
            role="region" aria-label="Workflow diagram">
            <ReactFlow<FlowNode, FlowEdge> nodes={nodes} edges={edges} nodeTypes={NODE_TYPES} onNodesChange={onNodesChange} onEdgesChange={onEdgesChange}
              onConnect={onConnect} isValidConnection={isValidConnection} deleteKeyCode={['Delete', 'Backspace']} colorMode={colorMode}
              fitView fitViewOptions={narrow ? FIT_NARROW : FIT_WIDE} minZoom={narrow ? 0.5 : 0.2} proOptions={{ hideAttribution: true }}>
              <Background />
              <Controls showInteractive={!narrow} />
              {!narrow && <MiniMap pannable zoomable style={{ width: 120, height: 76 }} />}
            </ReactFlow>
          </div>
          {!narrow && (
            <Card size="small" style={{ flex: '0 1 340px', minWidth: 260, maxHeight: 'max(420px, calc(100vh - 300px))', overflowY: 'auto' }}>
              {panel}
            </Card>
          )}
        </Flex>
        {narrow && (
          <Drawer placement="bottom" size="70vh" open={!!selected || detailsOpen} destroyOnHidden
            title={selected ? 'Node' : 'Workflow details'} onClose={() => (selected ? unselect() : setDetailsOpen(false))}>
            {panel}
          </Drawer>
        )}
      </Flex>
    </NodeNamesContext.Provider>
  );
}

export function WorkflowEditor({ workflow }: { workflow: Workflow }) {
  return <ReactFlowProvider><Editor workflow={workflow} /></ReactFlowProvider>;
}
