/** A new workflow: name, description and trigger intents; its diagram starts as start → end. */
import { Form, Input, Modal } from 'antd';
import { WORKFLOW_TEXTS } from '@switchboard/contracts/bot-builder/workflow.api';
import { workflowInputSchema, type Workflow } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { toast } from '@/lib/feedback/feedback';
import { schemaRule } from '@/lib/forms/zod-rule';
import { useSaveWorkflow } from '@/features/bot-builder/api/workflows';
import { TriggerIntentsSelect } from '@/features/bot-builder/components/trigger-intents-select';
import { NEW_WORKFLOW_ELEMENTS } from '@/features/bot-builder/model/flow-elements';
import { showSaveError } from '@/features/bot-builder/model/server-error';

interface Values { name: string; description?: string; triggerIntents?: string[] }
const shape = workflowInputSchema.shape;

export function WorkflowCreateForm({ onClose, onCreated }: { onClose: () => void; onCreated: (workflow: Workflow) => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveWorkflow();
  const submit = (values: Values) => {
    save.mutate({ name: values.name.trim(), description: values.description?.trim() ?? '', triggerIntents: values.triggerIntents ?? [], elements: NEW_WORKFLOW_ELEMENTS }, {
      onSuccess: (workflow) => {
        toast.success(WORKFLOW_TEXTS.created);
        onCreated(workflow);
      },
      onError: (error) => showSaveError(error, form, ['name', 'description', 'triggerIntents']),
    });
  };
  return (
    <Modal open title="New workflow" okText="Create workflow" onOk={() => form.submit()} confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} disabled={save.isPending}>
        <Form.Item label="Name" name="name" rules={[schemaRule(shape.name)]}>
          <Input autoFocus placeholder="e.g. Order status" />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={[schemaRule(shape.description)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label="Trigger intents" name="triggerIntents" extra="An intent starts at most one workflow.">
          <TriggerIntentsSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
