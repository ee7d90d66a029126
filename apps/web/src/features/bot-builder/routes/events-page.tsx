import { Button, Flex, Select, Tag } from 'antd';
import { useState } from 'react';
import { EVENT_TYPES, EVENTS_PAGE_SIZE, type BotEvent, type EventType } from '@switchboard/contracts/bot-builder/event.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { toast } from '@/lib/feedback/feedback';
import { useDeleteEvent, useEvents } from '@/features/bot-builder/api/events';
import { EventForm } from '@/features/bot-builder/components/event-form';

const TYPE_COLOURS: Record<EventType, string> = { conversion: 'purple', engagement: 'blue', failure: 'red', custom: 'default' };

/** /botbuilder/events: named moments of a conversation with a type and tags (the preemptive data's eventTypes/eventTags). */
export default function EventsPage() {
  const paging = usePagedSearch(EVENTS_PAGE_SIZE);
  const [eventType, setEventType] = useState<EventType | ''>('');
  const list = useEvents(paging.page, paging.params.search, eventType);
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<BotEvent | null | undefined>(undefined);
  const columns: ListColumn<BotEvent>[] = [
    { title: 'Event', dataIndex: 'name' },
    { title: 'Type', dataIndex: 'eventType', width: 130, render: (type: EventType) => <Tag color={TYPE_COLOURS[type]}>{type}</Tag> },
    { title: 'Tags', dataIndex: 'eventTags', render: (tags: string[]) => <Flex gap={4} wrap>{tags.map((tag) => <Tag key={tag}>{tag}</Tag>)}</Flex> },
    { title: 'Description', dataIndex: 'description', ellipsis: true },
    {
      title: 'Actions', key: 'actions', width: 160, render: (_, event) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => setEditing(event)} aria-label={`Edit ${event.name}`}>Edit</Button>
          <ConfirmPopover title={`Delete the event ${event.name}?`} okText="Delete" okDanger
            onConfirm={() => remove.mutateAsync(event.eventId).then(() => toast.success('Event deleted'), () => undefined)}>
            <Button size="small" danger aria-label={`Delete ${event.name}`}>Delete</Button>
          </ConfirmPopover>
        </Flex>
      ),
    },
  ];
  const filter = (
    <Select<EventType | ''> aria-label="Event type" value={eventType} style={{ width: 200 }}
      onChange={(value) => { setEventType(value); paging.setPage(1); }}
      options={[{ value: '', label: 'All types' }, ...EVENT_TYPES.map((type) => ({ value: type, label: type }))]} />
  );
  return (
    <>
      <ListScreen<BotEvent> title="Events" rowKey="eventId" intro={filter} searchLabel="Search events" search={paging.search} onSearch={paging.setSearch}
        addLabel="New event" onAdd={() => setEditing(null)} columns={columns} rows={list.data?.items} totalCount={list.data?.totalCount ?? 0}
        page={paging.page} pageSize={EVENTS_PAGE_SIZE} onPage={paging.setPage} loading={list.isFetching} failed={list.isError}
        onRetry={() => void list.refetch()} emptyText={paging.params.search || eventType ? 'No event matches the filters.' : 'No events yet.'} />
      {editing !== undefined && <EventForm editing={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
