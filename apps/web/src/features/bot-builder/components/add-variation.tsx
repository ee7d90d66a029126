/** Adds a variation: channel, country, language and param1 chosen from getBotMessageVariationList. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Select, Typography } from 'antd';
import { useState } from 'react';
import { DEFAULT_VARIATION, VARIATION_TYPES, type VariationOption, type VariationType } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { Audience } from '@/features/bot-builder/model/variation-edit';

const LABELS: Record<VariationType, string> = { channel: 'Channel', country: 'Country', language: 'Language', param1: 'Param 1' };

export function AddVariation({ options, onAdd }: { options: VariationOption[]; onAdd: (audience: Audience) => string | null }) {
  const [open, setOpen] = useState(false);
  const [audience, setAudience] = useState<Audience>({ ...DEFAULT_VARIATION });
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const problem = onAdd(audience);
    setError(problem);
    if (!problem) setOpen(false);
  };
  const content = (
    <Flex vertical gap={8} style={{ width: 260 }}>
      {VARIATION_TYPES.map((type) => (
        <Flex key={type} vertical gap={2}>
          <Typography.Text>{LABELS[type]}</Typography.Text>
          <Select aria-label={LABELS[type]} showSearch optionFilterProp="label" value={audience[type]}
            options={options.filter((o) => o.type === type).map((o) => ({ value: o.value, label: `${o.label} (${o.value})` }))}
            onChange={(value) => { setAudience({ ...audience, [type]: value }); setError(null); }} />
        </Flex>
      ))}
      {error && <Typography.Text type="danger" role="alert">{error}</Typography.Text>}
      <Button type="primary" onClick={add}>Add variation</Button>
    </Flex>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" content={content} title="New variation" placement="bottomLeft">
      <Button icon={<PlusOutlined />}>Add variation</Button>
    </Popover>
  );
}
