import { Alert, Flex, Typography } from 'antd';

/** /modelmanagement/faq_model: the FAQ model arrives with the FAQ builder (a later session). */
export default function FaqModelPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>FAQ Model</Typography.Title>
      <Alert type="info" showIcon message="Not built yet"
        description="The FAQ model is trained from the FAQ builder, which is not built yet. The intent classifier model is managed under Intent Classifier Model." />
    </Flex>
  );
}
