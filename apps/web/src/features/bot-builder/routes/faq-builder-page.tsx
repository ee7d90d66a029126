import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { FaqForm } from '@/features/bot-builder/components/faq-form';
import { FaqList } from '@/features/bot-builder/components/faq-list';
import { TrainPublishBar } from '@/features/bot-builder/components/train-publish-bar';
import { UploadFaqs } from '@/features/bot-builder/components/upload-faqs';
import { useActionAllowed } from '@/hooks/use-action-allowed';

/** /botbuilder/faqbuilder: FAQs with their alternate phrasings; trained into the FAQ model with the bot. */
export default function FaqBuilderPage() {
  const [creating, setCreating] = useState(false);
  const mayEdit = useActionAllowed('bot', 'edit');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>FAQ Builder</Typography.Title>
      <TrainPublishBar />
      {mayEdit && (
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => setCreating(true)}>New FAQ</Button>
          <UploadFaqs />
        </Flex>
      )}
      <FaqList />
      <Modal open={creating} title="New FAQ" footer={null} onCancel={() => setCreating(false)} destroyOnHidden width={640}>
        <FaqForm onSaved={() => setCreating(false)} />
      </Modal>
    </Flex>
  );
}
