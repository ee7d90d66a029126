/**
 * A broadcast's controls: pause and resume, cancel (asked first: what is not yet sent is skipped for good), and
 * retry the failed, offered only for failures WhatsApp may accept on a second try.
 */
import { Button, Flex, Popconfirm, Tooltip } from 'antd';
import type { Broadcast } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { useBroadcastAction, type BroadcastAction } from '@/features/whatsapp/api/broadcasts';

interface Props { broadcast: Pick<Broadcast, '_id' | 'state' | 'name'>; retryable: number }

export function BroadcastActions({ broadcast, retryable }: Props) {
  const action = useBroadcastAction();
  const run = (name: BroadcastAction) => action.mutate({ id: broadcast._id, action: name });
  const busy = (name: BroadcastAction) => action.isPending && action.variables?.action === name;
  const { state } = broadcast;
  return (
    <Flex gap={8} wrap role="group" aria-label="Broadcast actions">
      {(state === 'scheduled' || state === 'running') && <Button loading={busy('pause')} onClick={() => run('pause')}>Pause</Button>}
      {state === 'paused' && <Button loading={busy('resume')} onClick={() => run('resume')}>Resume</Button>}
      {state !== 'cancelled' && (
        <Tooltip title={retryable ? undefined : 'Only failures WhatsApp may accept on a second try (rate limits, temporary errors) are retried.'}>
          <Button disabled={!retryable} loading={busy('retryFailed')} onClick={() => run('retryFailed')}>{`Retry failed (${retryable.toLocaleString('en-IN')})`}</Button>
        </Tooltip>
      )}
      {state !== 'cancelled' && state !== 'completed' && (
        <Popconfirm title="Cancel this broadcast?" description="Recipients not yet sent are skipped. This cannot be undone."
          okText="Cancel broadcast" cancelText="Keep it" okButtonProps={{ danger: true }} onConfirm={() => run('cancel')}>
          <Button danger loading={busy('cancel')}>Cancel</Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
