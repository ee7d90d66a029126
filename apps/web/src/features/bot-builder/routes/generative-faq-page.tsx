import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { DocumentForm } from '@/features/bot-builder/components/document-form';
import { DocumentList } from '@/features/bot-builder/components/document-list';
import { TryFaqBox } from '@/features/bot-builder/components/try-faq-box';
import { useActionAllowed } from '@/hooks/use-action-allowed';

/** /botbuilder/generativefaq: documents split into passages the bot answers from, and a try box on the draft. */
export default function GenerativeFaqPage() {
  const [adding, setAdding] = useState(false);
  const mayEdit = useActionAllowed('bot', 'edit');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Generative FAQ</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Documents are split into passages. When no intent or FAQ fits a question, the bot answers from the best passages: written by the
        language model set in ML configuration, or the passage itself with its document as the source.
      </Typography.Paragraph>
      {mayEdit && <Button type="primary" onClick={() => setAdding(true)} style={{ alignSelf: 'start' }}>Add document</Button>}
      <DocumentList mayEdit={mayEdit} />
      <TryFaqBox />
      <Modal open={adding} title="Add document" footer={null} onCancel={() => setAdding(false)} destroyOnHidden width={720}>
        <DocumentForm onSaved={() => setAdding(false)} />
      </Modal>
    </Flex>
  );
}
