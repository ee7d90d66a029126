/**
 * Saves the conversation: as a new dialogue (a name) or appended to any dialogue of the conversation's domain. The
 * Append select lists the dialogues that match the conversation first (with how many boxes match), then the domain's
 * others from listStories, searched on the server as the trainer types (debounced, 10 a page as the Dialogues page).
 */
import { Button, Flex, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { useStories } from '@/features/dms/api/stories';
import type { TrainingSession } from '@/features/dms/model/training-session';
import { useTrainingWidgetStore } from '@/features/dms/stores/training-widget-store';
import { usePagedSearch } from '@/hooks/use-paged-search';

interface Props {
  matches: TrainingSession['matches'];
  disabled: boolean;
  busy: boolean;
  onSave: (target: { name: string } | { storyId: string }) => void;
}

const PAGE_SIZE = PAGE_SIZES.dialogues;
export const SEARCH_DEBOUNCE_MS = 300;

type Choice = { value: string; label: ReactNode };

export function WidgetSave({ matches, disabled, busy, onSave }: Props) {
  const [name, setName] = useState('');
  const [choice, setChoice] = useState<Choice>();
  const targets = useAppendTargets(matches);
  return (
    <Flex vertical gap={6}>
      <Flex gap={6}>
        <input className="sb-input" aria-label="New dialogue name" placeholder="New dialogue name" value={name} maxLength={100}
          onChange={(event) => setName(event.target.value)} />
        <Button size="small" type="primary" disabled={disabled || !name.trim()} loading={busy} onClick={() => onSave({ name: name.trim() })}>Save as new</Button>
      </Flex>
      <Flex gap={6}>
        {/* labelInValue: the chosen dialogue keeps its name when a later search no longer lists it. */}
        <Select<Choice> size="small" aria-label="Append to dialogue" placeholder="Append to a dialogue…" style={{ flex: 1, minWidth: 0 }}
          labelInValue value={choice} options={targets.options} loading={targets.loading}
          showSearch={{ filterOption: false, searchValue: targets.search, onSearch: targets.setSearch }}
          notFoundContent={targets.empty}
          onOpenChange={targets.setOpen}
          onChange={(next) => {
            setChoice(next);
            targets.setSearch('');
          }} />
        <Button size="small" disabled={disabled || !choice} loading={busy} onClick={() => choice && onSave({ storyId: choice.value })}>Append</Button>
      </Flex>
    </Flex>
  );
}

/**
 * The Append select's options: the matching dialogues (narrowed by the search's name, or kept when the server found
 * them) in their own group, then the server's answer for the search without them. Asked for only while the select is
 * open, in the domain the conversation runs in.
 */
function useAppendTargets(matches: TrainingSession['matches']) {
  const domainId = useTrainingWidgetStore((state) => state.domainId);
  const [open, setOpen] = useState(false);
  const paging = usePagedSearch(PAGE_SIZE, SEARCH_DEBOUNCE_MS);
  const query = useStories({ ...paging.params, domainId: domainId ?? undefined }, open && domainId !== null);
  const searched = paging.params.search;
  // Typed and not searched yet (the debounce) is searching too.
  const searching = query.isFetching || paging.search.trim() !== searched;
  // An answer to other words than those typed (the previous search's, kept while the next loads) is not shown.
  const answer = query.isPlaceholderData || paging.search.trim() !== searched ? undefined : query.data;
  const found = answer?.dialogues ?? [];
  const typed = paging.search.trim().toLowerCase();
  const matching = (matches?.dialogues ?? []).filter((row) => row.matchedBoxes > 0
    && (!typed || row.name.toLowerCase().includes(typed) || found.some((story) => story._id === row._id)));
  const others = found.filter((story) => !matching.some((row) => row._id === story._id));
  const totalCount = answer?.totalCount ?? 0;
  const more = totalCount > found.length ? ` (first ${found.length} of ${totalCount}: type to narrow)` : '';
  const options = [
    ...(matching.length ? [{
      label: 'Matching this conversation',
      options: matching.map((row) => ({ value: row._id, label: `${row.name} (${row.matchedBoxes} boxes match)` })),
    }] : []),
    ...(others.length ? [{ label: `${searched ? 'Found' : 'All dialogues'}${more}`, options: others.map((story) => ({ value: story._id, label: story.name })) }] : []),
  ];
  const empty = searching ? 'Searching…'
    : query.isError ? 'The dialogues could not be loaded'
      : searched ? `No dialogue matches "${searched}"` : 'No dialogues in this domain yet';
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) paging.setSearch('');
  };
  return { options, loading: searching, empty, search: paging.search, setSearch: paging.setSearch, setOpen: changeOpen };
}
