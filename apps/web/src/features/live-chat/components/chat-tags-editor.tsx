import { Select } from 'antd';
import { useMemo } from 'react';
import { useLiveChatsQuery } from '@/features/live-chat/api/join-live-chats';
import { useUpdateTags } from '@/features/live-chat/api/update-tags';

const MAX_TAGS = 20;

/** The chat's tags: pick from tags in use or type a new one (Enter adds); saved on every change. */
export function ChatTagsEditor({ sessionId, tags }: { sessionId: string; tags: string[] }) {
  const update = useUpdateTags(sessionId);
  const chats = useLiveChatsQuery().data;
  const options = useMemo(() => {
    const known = new Set(chats?.flatMap((chat) => chat.selectedTags) ?? []);
    tags.forEach((tag) => known.add(tag));
    return [...known].sort((a, b) => a.localeCompare(b)).map((tag) => ({ value: tag, label: tag }));
  }, [chats, tags]);
  return (
    <Select
      mode="tags"
      aria-label="Chat tags"
      placeholder="Add tags"
      value={update.isPending && update.variables ? update.variables : tags}
      options={options}
      maxCount={MAX_TAGS}
      loading={update.isPending}
      style={{ width: '100%' }}
      tokenSeparators={[',']}
      onChange={(next: string[]) => update.mutate(next.map((tag) => tag.trim()).filter(Boolean))}
    />
  );
}
