/** One broadcast opened from the history: its schedule, live counts, controls, failures by code and its recipients. */
import { Drawer, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { BroadcastListItem } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import { templateLanguageLabel } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { useBroadcastFailures } from '@/features/whatsapp/api/broadcasts';
import { BroadcastActions } from '@/features/whatsapp/components/history/broadcast-actions';
import { BroadcastCounts, BroadcastProgress, StateTag } from '@/features/whatsapp/components/history/broadcast-progress';
import { FailureGroups } from '@/features/whatsapp/components/history/failure-groups';
import { RecipientTable } from '@/features/whatsapp/components/history/recipient-table';
import { inZone } from '@/features/whatsapp/model/schedule';
import { useTableScrollHints } from '@/hooks/use-table-scroll-hints';
import { useScreenStore } from '@/lib/screen/screen-store';

const NARROW = new Set(['xs', 'sm']);

const DETAILS_ID = 'broadcast-details';

function Details({ broadcast }: { broadcast: BroadcastListItem }) {
  // The drawer is outside the page's content: its wide tables get the same keyboard scrolling and edge hints.
  useTableScrollHints(DETAILS_ID);
  const live = broadcast.state === 'scheduled' || broadcast.state === 'running';
  const failures = useBroadcastFailures(broadcast._id, live);
  const retryable = (failures.data?.items ?? []).filter((group) => group.retryable).reduce((sum, group) => sum + group.count, 0);
  return (
    <Flex vertical gap={16} id={DETAILS_ID}>
      <Flex vertical gap={4}>
        <Flex gap={8} align="center" wrap><StateTag state={broadcast.state} /><Typography.Text>{`${broadcast.template.name} · ${templateLanguageLabel(broadcast.template.language)}`}</Typography.Text></Flex>
        <Typography.Text type="secondary">
          {`Created ${dayjs(broadcast.createdAt).format('D MMM YYYY, HH:mm')}${broadcast.createdBy ? ` by ${broadcast.createdBy.name}` : ''}; starts ${inZone(broadcast.scheduledAt, broadcast.timeZone)}`}
          {broadcast.completedAt ? `; completed ${dayjs(broadcast.completedAt).format('D MMM YYYY, HH:mm')}` : ''}
        </Typography.Text>
      </Flex>
      <BroadcastProgress broadcast={broadcast} />
      <BroadcastCounts counts={broadcast.counts} />
      <BroadcastActions broadcast={broadcast} retryable={retryable} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Failures by error code</Typography.Title>
      <FailureGroups groups={failures.data?.items} loading={failures.isLoading} failed={failures.isError} onRetry={() => void failures.refetch()} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Recipients</Typography.Title>
      <RecipientTable broadcastId={broadcast._id} name={broadcast.name} live={live} />
    </Flex>
  );
}

export function BroadcastDetails({ broadcast, onClose }: { broadcast: BroadcastListItem | null; onClose: () => void }) {
  const narrow = NARROW.has(useScreenStore((state) => state.screen_type));
  return (
    <Drawer open={Boolean(broadcast)} onClose={onClose} title={broadcast?.name} size={narrow ? '100%' : 760} destroyOnHidden>
      {broadcast && <Details broadcast={broadcast} />}
    </Drawer>
  );
}
