/**
 * Train, publish and try it, shown above the bot builder's intents pages. Training shows the
 * persisted bot_training flag with live progress (it survives a reload); publish asks first, and a refusal by the
 * publish gate opens its dialog (failing cases, an admin's override).
 */
import { Button, Flex, Popconfirm, Progress, Tag, Typography } from 'antd';
import { useState } from 'react';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { isAdminRole } from '@switchboard/contracts/roles';
import { useActionAllowed } from '@/hooks/use-action-allowed';
import { toast } from '@/lib/feedback/feedback';
import { useSession } from '@/lib/session/session-store';
import { usePublish, useTrain, type PublishOutcome } from '@/features/bot-builder/api/training';
import { useBotTraining } from '@/features/bot-builder/hooks/use-bot-training';
import { percent } from '@/features/bot-builder/model/training-progress';
import { PublishGateRefusal } from './publish-gate-refusal';
import { TryItDrawer } from './try-it-drawer';

export function TrainPublishBar() {
  const status = useBotTraining();
  const train = useTrain();
  const publish = usePublish();
  const [tryOpen, setTryOpen] = useState(false);
  const [refusal, setRefusal] = useState<Extract<PublishOutcome, { refusal: unknown }>['refusal'] | null>(null);
  const role = useSession()?.user_info.role;
  const mayTrain = useActionAllowed('bot', 'train');
  const mayPublish = useActionAllowed('bot', 'publish');
  const training = status.data?.bot_training ?? false;
  const latest = status.data?.latest;
  const published = status.data?.published;
  const publishable = !!latest && latest.status === 'trained' && !latest.published;

  const onTrain = () => train.mutate(undefined, { onSuccess: () => toast.info(T.trainingInProgress) });
  const onPublish = (overrideGate = false) => publish.mutate(overrideGate ? { overrideGate } : undefined, {
    onSuccess: (outcome) => {
      if ('refusal' in outcome) return setRefusal(outcome.refusal);
      setRefusal(null);
      toast.success(T.published);
    },
  });

  return (
    <Flex align="center" gap={12} wrap="wrap" aria-label="Training and publishing" role="region">
      <Typography.Text>
        Live: {published ? <Tag color="blue">version {published.version}</Tag> : <Tag>none</Tag>}
        {latest && !latest.published && latest.status !== 'training' && (
          <>Draft: <Tag color={latest.status === 'failed' ? 'red' : 'purple'}>version {latest.version} {latest.status}</Tag></>
        )}
      </Typography.Text>
      {training && latest ? (
        <Flex align="center" gap={8} role="status" aria-live="polite" style={{ minWidth: 260 }}>
          <Typography.Text>{T.trainingInProgress}</Typography.Text>
          <Progress percent={percent(latest.progress)} size="small" style={{ width: 120, margin: 0 }} aria-label="Training progress" />
        </Flex>
      ) : null}
      {mayTrain && <Button onClick={onTrain} loading={train.isPending} disabled={training}>Train</Button>}
      {mayPublish && (
        <Popconfirm title="Publish the trained bot?" description="Customers get this version from their next message." okText="Publish"
          onConfirm={() => onPublish()} disabled={!publishable}>
          <Button type="primary" loading={publish.isPending} disabled={!publishable || training}>
            {publish.isPending ? T.publishingInProgress : 'Publish'}
          </Button>
        </Popconfirm>
      )}
      <Button onClick={() => setTryOpen(true)}>Try it</Button>
      <PublishGateRefusal refusal={refusal} mayOverride={!!role && isAdminRole(role)} overriding={publish.isPending}
        onOverride={() => onPublish(true)} onClose={() => setRefusal(null)} />
      <TryItDrawer open={tryOpen} onClose={() => setTryOpen(false)} />
    </Flex>
  );
}
