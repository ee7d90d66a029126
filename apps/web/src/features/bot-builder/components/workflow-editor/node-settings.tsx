/** The type-specific settings of the selected node. */
import { Input, InputNumber, Switch, Typography } from 'antd';
import type { Condition } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { NodeTypeAndData } from '@/features/bot-builder/model/node-labels';
import type { NodeData } from '@/features/bot-builder/model/flow-elements';
import { ConditionBuilder } from './condition-builder';
import { Field } from './field';
import { BotMessagePicker, BrandFunctionPicker, EntityPicker, EventPicker, GroupPicker, VariablePicker, WorkflowPicker } from './pickers';

interface Props { node: NodeTypeAndData & { id: string }; wid: string; onChange: (data: NodeData) => void }

export function NodeSettings({ node, wid, onChange }: Props) {
  const id = (name: string) => `${node.id}-${name}`;
  switch (node.type) {
    case 'botMessage':
      return <Field id={id('message')} label="Bot message"><BotMessagePicker id={id('message')} value={node.data.messageId} onChange={(messageId) => onChange({ ...node.data, messageId: messageId ?? '' })} /></Field>;
    case 'question': {
      const d = node.data;
      return (
        <>
          <Field id={id('message')} label="Question message"><BotMessagePicker id={id('message')} value={d.messageId} onChange={(messageId) => onChange({ ...d, messageId: messageId ?? '' })} /></Field>
          <Field id={id('variable')} label="Store the answer in"><VariablePicker id={id('variable')} value={d.variable} onChange={(variable) => onChange({ ...d, variable: variable ?? '' })} /></Field>
          <Field id={id('entity')} label="Entity the answer must contain" extra="With an entity, its value is stored; without, the whole answer.">
            <EntityPicker id={id('entity')} value={d.entity} onChange={(entity) => onChange({ ...d, entity: entity || undefined })} />
          </Field>
          <Field id={id('retries')} label="Retries">
            <InputNumber id={id('retries')} min={0} max={5} precision={0} value={d.retries ?? 2} onChange={(retries) => onChange({ ...d, retries: retries ?? 0 })} />
          </Field>
          <Field id={id('retry')} label="Retry message" extra="Asked after an answer that does not validate; the question itself when empty.">
            <BotMessagePicker id={id('retry')} allowClear placeholder="The question again" value={d.retryMessageId} onChange={(retryMessageId) => onChange({ ...d, retryMessageId: retryMessageId || undefined })} />
          </Field>
          <Field id={id('interruptible')} label="Can be interrupted"
            extra="On: a request for a person, another intent the bot is sure of, or an FAQ interrupts the question. Off: every message is an answer attempt.">
            {/* Absent means on (diagrams saved before the setting existed). */}
            <Switch id={id('interruptible')} checked={d.interruptible !== false} onChange={(on) => onChange({ ...d, interruptible: on })} />
          </Field>
        </>
      );
    }
    case 'condition':
      return <ConditionBuilder nodeId={node.id} data={{ rootConditionType: node.data.rootConditionType ?? 'and', conditionSet: node.data.conditionSet as Condition[] }} onChange={onChange} />;
    case 'brandFunction':
      return <Field id={id('function')} label="Brand function"><BrandFunctionPicker id={id('function')} value={node.data.brandFunctionId} onChange={(brandFunctionId) => onChange({ brandFunctionId: brandFunctionId ?? '' })} /></Field>;
    case 'setVariable':
      return (
        <>
          <Field id={id('variable')} label="Variable"><VariablePicker id={id('variable')} value={node.data.variable} onChange={(variable) => onChange({ ...node.data, variable: variable ?? '' })} /></Field>
          <Field id={id('value')} label="Value" extra="Mention variables as {{name}}.">
            <Input.TextArea id={id('value')} rows={2} maxLength={1000} value={node.data.value} onChange={(event) => onChange({ ...node.data, value: event.target.value })} />
          </Field>
        </>
      );
    case 'event':
      return (
        <Field id={id('event')} label="Event" extra="Recorded for the conversation when the customer passes this node (Analytics → Events, Conversions).">
          <EventPicker id={id('event')} value={node.data.eventId} onChange={(eventId) => onChange({ eventId: eventId ?? '' })} />
        </Field>
      );
    case 'jumpToWorkflow':
      return <Field id={id('workflow')} label="Workflow"><WorkflowPicker id={id('workflow')} exclude={wid} value={node.data.wid} onChange={(target) => onChange({ wid: target ?? '' })} /></Field>;
    case 'handover':
      return <Field id={id('group')} label="Group (optional)"><GroupPicker id={id('group')} value={node.data.groupId} onChange={(groupId) => onChange(groupId ? { groupId } : {})} /></Field>;
    case 'start':
      return <Typography.Text type="secondary">The workflow begins here when one of its trigger intents is detected.</Typography.Text>;
    case 'end':
      return <Typography.Text type="secondary">The workflow ends here; the bot waits for the customer.</Typography.Text>;
    default:
      return null;
  }
}
