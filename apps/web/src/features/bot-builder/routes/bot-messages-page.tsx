import { Button, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BOT_MESSAGE_TYPES } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { useCreateBotMessage } from '@/features/bot-builder/api/bot-messages';
import { BotMessageList } from '@/features/bot-builder/components/bot-message-list';
import { messagePath } from '@/features/bot-builder/model/message-ref';
import { showSaveError } from '@/features/bot-builder/model/server-error';

/** /botbuilder/botmessages: the list, and New message (name + type) which opens the editor. */
export default function BotMessagesPage() {
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<{ name: string; type: MessageType }>();
  const create = useCreateBotMessage();
  const navigate = useNavigate();
  const submit = async (values: { name: string; type: MessageType }) => {
    try {
      const message = await create.mutateAsync(values);
      setCreating(false);
      void navigate(messagePath(message.id));
    } catch (error) {
      showSaveError(error, form, ['name', 'type']);
    }
  };
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Bot messages</Typography.Title>
      <Button type="primary" style={{ alignSelf: 'flex-start' }} onClick={() => setCreating(true)}>New message</Button>
      <BotMessageList />
      <Modal open={creating} title="New bot message" okText="Create" onOk={() => form.submit()} confirmLoading={create.isPending}
        onCancel={() => setCreating(false)} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ type: 'text' }} onFinish={(values) => void submit(values)} preserve={false}>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required' }, { max: 80 }]}>
            <Input autoFocus />
          </Form.Item>
          <Form.Item name="type" label="Type" rules={[{ required: true }]}>
            <Select options={BOT_MESSAGE_TYPES.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
