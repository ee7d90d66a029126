/** The workflow's own settings (shown when no node is selected): name, description, trigger intents. */
import { Input, Typography } from 'antd';
import type { WorkflowMeta } from '@/features/bot-builder/model/workflow-problems';
import { TriggerIntentsSelect } from '@/features/bot-builder/components/trigger-intents-select';
import { Field } from './field';

export function WorkflowDetails({ meta, onChange }: { meta: WorkflowMeta; onChange: (meta: WorkflowMeta) => void }) {
  return (
    <section aria-label="Workflow settings">
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>Workflow</Typography.Title>
      <Field id="workflow-name" label="Name"><Input id="workflow-name" value={meta.name} maxLength={80} onChange={(e) => onChange({ ...meta, name: e.target.value })} /></Field>
      <Field id="workflow-description" label="Description">
        <Input.TextArea id="workflow-description" rows={2} maxLength={300} value={meta.description} onChange={(e) => onChange({ ...meta, description: e.target.value })} />
      </Field>
      <Field id="workflow-triggers" label="Trigger intents" extra="An intent starts at most one workflow.">
        <TriggerIntentsSelect id="workflow-triggers" value={meta.triggerIntents} onChange={(triggerIntents) => onChange({ ...meta, triggerIntents })} />
      </Field>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        Select a node to edit it. Drag from an exit to another node to connect them; Delete removes the selected node or edge; Ctrl+S (⌘S) saves.
      </Typography.Paragraph>
    </section>
  );
}
