/**
 * Moves a misread customer message to the right intent: it becomes a training utterance of the chosen intent (the
 * bot builder's rules: a sentence an intent already has is refused with the server's message).
 */
import { Alert, Flex, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import type { AccuracyUtteranceRow } from '@switchboard/contracts/analytics/accuracy.schemas';
import { useIntentChoices, useMoveUtterance } from '@/features/analytics/api/model-accuracy';
import { toast } from '@/lib/feedback/feedback';

export interface MoveUtteranceDialogProps {
  utterance: AccuracyUtteranceRow | null;
  readAs: string;
  onClose: () => void;
}

export function MoveUtteranceDialog({ utterance, readAs, onClose }: MoveUtteranceDialogProps) {
  const [search, setSearch] = useState('');
  const [intentId, setIntentId] = useState<string | undefined>();
  const choices = useIntentChoices(search, utterance !== null);
  const move = useMoveUtterance();
  const close = () => { setIntentId(undefined); setSearch(''); move.reset(); onClose(); };
  const submit = () => {
    if (!utterance || !intentId) return;
    move.mutate({ chatlogId: utterance.chatlogId, intentId }, {
      onSuccess: (moved) => { toast.success(`Added to ${moved.intent} for the next training`); close(); },
    });
  };
  const options = (choices.data?.items ?? []).map((intent) => ({ value: intent.id, label: intent.name }));
  return (
    <Modal open={utterance !== null} title="Move to the right intent" okText="Move" onOk={submit} onCancel={close} destroyOnHidden
      okButtonProps={{ disabled: !intentId, loading: move.isPending }}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          “{utterance?.text}” was read as <Typography.Text strong>{readAs}</Typography.Text>. It becomes a training utterance of the intent you choose.
        </Typography.Paragraph>
        <Select showSearch={{ filterOption: false, onSearch: setSearch }} placeholder="Choose an intent" aria-label="Intent" value={intentId} onChange={setIntentId}
          options={options} loading={choices.isFetching} notFoundContent={choices.isError ? 'The intents could not be loaded' : 'No intent matches'} />
        {move.error && <Alert type="error" showIcon title={move.error.message} />}
      </Flex>
    </Modal>
  );
}
