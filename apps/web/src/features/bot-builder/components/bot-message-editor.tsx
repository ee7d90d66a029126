/** The bot message editor: name, variations as tabs (the default first, never closable), their A/B versions, Save. */
import { Alert, Button, Flex, Input, Modal, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { BotMessage, Variation } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { useMentionVariables, useSaveBotMessage, useVariationList } from '@/features/bot-builder/api/bot-messages';
import { AddVariation } from '@/features/bot-builder/components/add-variation';
import { VariationPanel } from '@/features/bot-builder/components/variation-panel';
import { showSaveError } from '@/features/bot-builder/model/server-error';
import { addVariation, audienceLabel, isDefaultVariation, removeVariation, updateVariation, variationProblems } from '@/features/bot-builder/model/variation-edit';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { toast } from '@/lib/feedback/feedback';
import { MESSAGE_TYPE_LABELS } from '@switchboard/contracts/live-chat/live-chat.schemas';

/** A variation's tab key: tabs build element ids from their keys, and a vid may hold spaces ("Ask order number-default"). */
const tabKey = (vid: string) => encodeURIComponent(vid);

export function BotMessageEditor({ message }: { message: BotMessage }) {
  const [name, setName] = useState(message.name);
  const [variations, setVariations] = useState<Variation[]>(message.variations);
  const [active, setActive] = useState(message.variations[0]?.vid ?? '');
  const [dirty, setDirty] = useState(false);
  const save = useSaveBotMessage(message.id);
  const options = useVariationList().data?.variationList ?? [];
  const variables = useMentionVariables().data ?? [];
  useUnsavedChanges(dirty && !save.isPending);
  const problems = variationProblems(variations, options);

  const change = (next: Variation[]) => { setVariations(next); setDirty(true); };
  const submit = async () => {
    try {
      const saved = await save.mutateAsync({ name, type: message.type, variations });
      setVariations(saved.variations);
      setDirty(false);
      toast.success('Bot message saved');
    } catch (error) {
      showSaveError(error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap>
        <Input aria-label="Message name" value={name} maxLength={80} style={{ maxWidth: 360 }} onChange={(e) => { setName(e.target.value); setDirty(true); }} />
        <Tag>{MESSAGE_TYPE_LABELS[message.type]}</Tag>
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <AddVariation options={options} onAdd={(audience) => {
            const next = addVariation(variations, audience, options);
            if (typeof next === 'string') return next;
            change(next);
            setActive(next[next.length - 1]!.vid);
            return null;
          }} />
          <Button type="primary" onClick={() => void submit()} loading={save.isPending} disabled={!dirty || problems.length > 0 || !name.trim()}>Save</Button>
        </Flex>
      </Flex>
      {problems.length > 0 && <Alert type="warning" showIcon title={problems.join('. ')} />}
      <Tabs type="editable-card" hideAdd activeKey={tabKey(active)} onChange={(key) => setActive(decodeURIComponent(key))}
        onEdit={(key, action) => {
          if (action !== 'remove' || typeof key !== 'string') return;
          Modal.confirm({
            title: 'Remove this variation?', content: 'Its versions are removed with it.', okText: 'Remove', okButtonProps: { danger: true },
            onOk: () => { change(removeVariation(variations, decodeURIComponent(key))); setActive(variations[0]?.vid ?? ''); },
          });
        }}
        items={variations.map((variation) => ({
          key: tabKey(variation.vid),
          closable: !isDefaultVariation(variation),
          label: isDefaultVariation(variation) ? <span>Default <Typography.Text type="secondary">({audienceLabel(variation, options)})</Typography.Text></span> : audienceLabel(variation, options),
          children: (
            <VariationPanel type={message.type} variation={variation} variables={variables}
              onChange={(next) => change(updateVariation(variations, variation.vid, () => next))} />
          ),
        }))}
      />
    </Flex>
  );
}
