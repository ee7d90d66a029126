import { Flex, Select } from 'antd';
import { ALL_GROUPS, TICKET_PRIORITIES, type TicketPriority } from '@switchboard/contracts/tickets/tickets.schemas';
import { PRIORITY_LABELS } from '@/features/tickets/model/ticket-labels';

interface TicketFiltersProps {
  groups: ReadonlyArray<{ groupId: string; name: string }>;
  group: string;
  priority: TicketPriority | undefined;
  onGroup: (group: string) => void;
  onPriority: (priority: TicketPriority | undefined) => void;
}

/** §4: filter by group ('All Groups' by default) and priority. */
export function TicketFilters({ groups, group, priority, onGroup, onPriority }: TicketFiltersProps) {
  return (
    <Flex gap={8} wrap>
      <Select aria-label="Group" value={group} onChange={onGroup} style={{ minWidth: 160 }}
        options={[{ value: ALL_GROUPS, label: ALL_GROUPS }, ...groups.map((item) => ({ value: item.groupId, label: item.name }))]} />
      <Select aria-label="Priority" value={priority ?? 'all'} style={{ minWidth: 140 }}
        onChange={(value: string) => onPriority(value === 'all' ? undefined : (value as TicketPriority))}
        options={[{ value: 'all', label: 'All priorities' }, ...TICKET_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }))]} />
    </Flex>
  );
}
