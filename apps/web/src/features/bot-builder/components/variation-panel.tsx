/** One variation: its A/B versions with weights and their share in %, each version's content and preview. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, InputNumber, Popconfirm, Row, Typography } from 'antd';
import type { Variation } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { MessageContentForm } from '@/features/bot-builder/components/message-content-form';
import { MessagePreview } from '@/features/bot-builder/components/message-preview';
import { addVersion, removeVersion, setContent, setWeight, weightShares } from '@/features/bot-builder/model/variation-edit';

interface Props {
  type: MessageType;
  variation: Variation;
  onChange: (variation: Variation) => void;
  variables: readonly string[];
}

export function VariationPanel({ type, variation, onChange, variables }: Props) {
  const shares = weightShares(variation.abTestings);
  return (
    <Flex vertical gap={12}>
      {variation.abTestings.map((version, index) => (
        <Card key={version.vid} size="small"
          title={`Version ${String.fromCharCode(65 + index)}`}
          extra={(
            <Flex gap={8} align="center" wrap>
              <Typography.Text>Weight</Typography.Text>
              <InputNumber aria-label={`Version ${String.fromCharCode(65 + index)} weight`} min={0} max={100} value={version.weight} style={{ width: 80 }}
                onChange={(value) => onChange(setWeight(variation, version.vid, value ?? 0))} />
              <Typography.Text type="secondary" aria-label={`Version ${String.fromCharCode(65 + index)} share`}>{shares[index]}%</Typography.Text>
              {variation.abTestings.length > 1 && (
                <Popconfirm title="Remove this version?" okText="Remove" okButtonProps={{ danger: true }} onConfirm={() => onChange(removeVersion(variation, version.vid))}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Remove version ${String.fromCharCode(65 + index)}`} />
                </Popconfirm>
              )}
            </Flex>
          )}>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <MessageContentForm type={type} content={version.content} variables={variables} editorKey={version.vid}
                onChange={(content) => onChange(setContent(variation, version.vid, content))} />
            </Col>
            <Col xs={24} lg={10}><MessagePreview type={type} content={version.content} /></Col>
          </Row>
        </Card>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange(addVersion(variation))} style={{ alignSelf: 'flex-start' }} disabled={variation.abTestings.length >= 10}>
        Add A/B version
      </Button>
    </Flex>
  );
}
