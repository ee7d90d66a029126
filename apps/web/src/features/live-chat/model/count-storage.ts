/**
 * Per-chat counters kept in local storage (§3: liveChatsUnreadMessageCount, unseenLiveChatStallCount),
 * a JSON map of sessionId to count. Bad or missing data reads as empty.
 */
export type Counts = Readonly<Record<string, number>>;

const storageOrNull = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function readCounts(key: string, storage: Storage | null = storageOrNull()): Counts {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] > 0),
    );
  } catch {
    return {};
  }
}

export function writeCounts(key: string, counts: Counts, storage: Storage | null = storageOrNull()): void {
  try {
    if (Object.keys(counts).length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(counts));
  } catch {
    // Storage full or blocked: the counts still live in memory.
  }
}

export const bumpCount = (counts: Counts, id: string, by = 1): Counts => (by > 0 ? { ...counts, [id]: (counts[id] ?? 0) + by } : counts);

export function clearCount(counts: Counts, id: string): Counts {
  if (!(id in counts)) return counts;
  const { [id]: _dropped, ...rest } = counts;
  return rest;
}
