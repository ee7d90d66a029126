import { Flex } from 'antd';
import { ALL_GROUPS, TICKET_PRIORITIES, type TicketPriority } from '@switchboard/contracts/tickets/tickets.schemas';
import { FilterSelect } from '@/components/filter-select';
import { PRIORITY_LABELS } from '@/features/tickets/model/ticket-labels';

interface TicketFiltersProps {
  groups: ReadonlyArray<{ groupId: string; name: string }>;
  group: string;
  priority: TicketPriority | undefined;
  onGroup: (group: string) => void;
  onPriority: (priority: TicketPriority | undefined) => void;
}

const ALL_PRIORITIES = 'all';
const PRIORITY_OPTIONS = [{ value: ALL_PRIORITIES, label: 'All priorities' }, ...TICKET_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }))];

/** §4: filter by group ('All Groups' by default) and priority. */
export function TicketFilters({ groups, group, priority, onGroup, onPriority }: TicketFiltersProps) {
  return (
    <Flex gap={8} wrap>
      <FilterSelect label="Group" value={group} onChange={(value) => onGroup(value ?? ALL_GROUPS)} style={{ minWidth: 160 }}
        options={[{ value: ALL_GROUPS, label: ALL_GROUPS }, ...groups.map((item) => ({ value: item.groupId, label: item.name }))]} />
      <FilterSelect<string> label="Priority" value={priority ?? ALL_PRIORITIES} style={{ minWidth: 140 }}
        onChange={(value) => onPriority(!value || value === ALL_PRIORITIES ? undefined : (value as TicketPriority))} options={PRIORITY_OPTIONS} />
    </Flex>
  );
}
