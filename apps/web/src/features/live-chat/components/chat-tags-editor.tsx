import { Select } from 'antd';
import { useMemo } from 'react';
import { useChatTagsQuery } from '@/features/live-chat/api/chat-tags';
import { useUpdateTags } from '@/features/live-chat/api/update-tags';

const MAX_TAGS = 20;

/** The chat's tags: pick one of the brand's tags or type a new one (Enter adds); saved on every change. */
export function ChatTagsEditor({ sessionId, tags }: { sessionId: string; tags: string[] }) {
  const update = useUpdateTags(sessionId);
  const brandTags = useChatTagsQuery().data;
  const options = useMemo(() => {
    const known = new Set(brandTags?.map((tag) => tag.name) ?? []);
    tags.forEach((tag) => known.add(tag));
    return [...known].sort((a, b) => a.localeCompare(b)).map((tag) => ({ value: tag, label: tag }));
  }, [brandTags, tags]);
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
