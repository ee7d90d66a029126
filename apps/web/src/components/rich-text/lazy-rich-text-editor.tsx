/**
 * The rich-text editor loaded on demand: Quill and its stylesheet (~60 KiB brotli) are a chunk of
 * their own, fetched when an editor first shows (or earlier, from preloadRichTextEditor), so a page
 * that only might show one (/chats with no chat open) does not carry it. Until the chunk arrives,
 * a stand-in of the editor's exact boxes holds its place: nothing moves when it is swapped in.
 */
import { lazy, Suspense, useState, type Ref } from 'react';
import type { RichTextEditor, RichTextEditorProps, RichTextHandle } from '@/components/rich-text/rich-text-editor';
import { RichTextPlaceholder } from '@/components/rich-text/rich-text-placeholder';

let loaded: typeof RichTextEditor | null = null;
let loading: Promise<typeof RichTextEditor> | null = null;

/** Starts fetching the editor's chunk (once); e.g. when a chat opens, alongside its messages. */
export function preloadRichTextEditor(): Promise<typeof RichTextEditor> {
  loading ??= import('@/components/rich-text/rich-text-editor').then((module) => (loaded = module.RichTextEditor));
  return loading;
}

const Deferred = lazy(() => preloadRichTextEditor().then((editor) => ({ default: editor })));

export function LazyRichTextEditor({ ref, ...props }: RichTextEditorProps & { ref?: Ref<RichTextHandle> }) {
  // Fixed for the editor's life: an editor mounted once the chunk is here renders at once, without
  // the stand-in's frame; switching between the two later would remount it and lose the draft.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded ref={ref} {...props} />;
  return (
    <Suspense fallback={<RichTextPlaceholder {...props} />}>
      <Deferred ref={ref} {...props} />
    </Suspense>
  );
}
