/**
 * The query report's action (issue 24): the chosen requests become utterances of an intent or alternate questions
 * of an FAQ for the next training. The server applies the bot builder's own rules (length, at most 50 alternates)
 * and keeps a request the target already has once, saying which.
 */
import { Alert, Button, Flex, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { QUERY_ADD_LIMIT, QUERY_TEXTS, type ClusterRequest, type TrainingTarget } from '@switchboard/contracts/analytics/query.schemas';
import { useAddToTraining, useTrainingTargets } from '@/features/analytics/api/query-training';
import { toast } from '@/lib/feedback/feedback';

export const ADD_TEXTS = {
  open: 'Add to training',
  title: 'Add the chosen requests for the next training',
  intent: 'Utterances of an intent',
  faq: 'Alternate questions of an FAQ',
  choose: 'Choose the intent or FAQ',
  tooMany: `Choose at most ${QUERY_ADD_LIMIT} requests`,
  duplicates: (texts: readonly string[]) => `Already there, left as it was: ${texts.join(' · ')}`,
} as const;

export interface AddToTrainingProps {
  selected: readonly ClusterRequest[];
  /** The kinds of target the member may edit (the intents page, the FAQ builder). */
  kinds: ReadonlyArray<TrainingTarget['kind']>;
  onDone: () => void;
}

export function AddToTraining({ selected, kinds, onDone }: AddToTrainingProps) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<TrainingTarget['kind']>(kinds[0] ?? 'intent');
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<string | undefined>();
  const [duplicates, setDuplicates] = useState<string[]>([]);
  const options = useTrainingTargets(kind, search, open);
  const add = useAddToTraining();
  const tooMany = selected.length > QUERY_ADD_LIMIT;

  const submit = () => {
    if (!target) return;
    const chosen = kind === 'intent' ? { kind, intentId: target } as const : { kind, faqId: target } as const;
    add.mutate({ target: chosen, chatlogIds: selected.map((request) => request.chatlogId) }, {
      onSuccess: (result) => {
        toast.success(QUERY_TEXTS.added(result.added.length));
        setDuplicates(result.duplicates);
        if (result.duplicates.length === 0) setOpen(false);
        onDone();
      },
    });
  };

  return (
    <>
      <Button type="primary" disabled={selected.length === 0 || tooMany} onClick={() => { setDuplicates([]); add.reset(); setOpen(true); }}>
        {ADD_TEXTS.open}{selected.length > 0 ? ` (${selected.length})` : ''}
      </Button>
      {tooMany && <Typography.Text type="warning">{ADD_TEXTS.tooMany}</Typography.Text>}
      <Modal open={open} title={ADD_TEXTS.title} okText={ADD_TEXTS.open} onOk={submit} onCancel={() => setOpen(false)}
        okButtonProps={{ disabled: !target || selected.length === 0, loading: add.isPending }} destroyOnHidden>
        <Flex vertical gap={12}>
          <Radio.Group value={kind} onChange={(event) => { setKind(event.target.value as TrainingTarget['kind']); setTarget(undefined); }}
            options={kinds.map((value) => ({ value, label: value === 'intent' ? ADD_TEXTS.intent : ADD_TEXTS.faq }))} />
          <Select showSearch={{ filterOption: false, onSearch: setSearch }} aria-label={ADD_TEXTS.choose} placeholder={ADD_TEXTS.choose}
            value={target} onChange={setTarget} loading={options.isFetching} options={options.data ?? []} style={{ width: '100%' }} />
          {add.error && <Alert type="error" showIcon title={add.error.message} />}
          {duplicates.length > 0 && <Alert type="info" showIcon title={ADD_TEXTS.duplicates(duplicates)} />}
        </Flex>
      </Modal>
    </>
  );
}
