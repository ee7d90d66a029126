import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { IntentForm } from '@/features/bot-builder/components/intent-form';
import { IntentList } from '@/features/bot-builder/components/intent-list';
import { TrainPublishBar } from '@/features/bot-builder/components/train-publish-bar';
import { UploadIntents } from '@/features/bot-builder/components/upload-intents';

/** /botbuilder/intents: the intents, their upload, and train / publish / try it. */
export default function IntentsPage() {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Intents</Typography.Title>
      <TrainPublishBar />
      <Flex gap={8}>
        <Button type="primary" onClick={() => setCreating(true)}>New intent</Button>
        <UploadIntents />
      </Flex>
      <IntentList />
      <Modal open={creating} title="New intent" footer={null} onCancel={() => setCreating(false)} destroyOnHidden>
        <IntentForm onSaved={(intent) => {
          setCreating(false);
          void navigate(`/botbuilder/intents/${intent.id}`);
        }} />
      </Modal>
    </Flex>
  );
}
