import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VIDEO_LINK_MESSAGE } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { MessageContentForm } from '@/features/bot-builder/components/message-content-form';
import { domRootPerTest } from '@/test-support/dom-root';

// The editor and the uploader are not what is checked here.
vi.mock('@/components/rich-text/rich-text-editor', () => ({ RichTextEditor: () => null }));
vi.mock('@/features/bot-builder/components/media-field', () => ({ MediaField: () => null }));

const dom = domRootPerTest();
const render = (url: string | undefined) => act(() => {
  dom.root.render(<MessageContentForm type="video" content={{ text: '', ...(url ? { url } : {}) }} onChange={() => undefined} variables={[]} editorKey="k" />);
});
const link = () => dom.container.querySelector<HTMLInputElement>('input[aria-label="Or a video link"]')!;

describe('MessageContentForm: a video link (§5)', () => {
  it('flags a link that is neither an .mp4 file nor a video-sharing page, as the server does', () => {
    render('https://shop.example/clip.mov');
    expect(link().getAttribute('aria-invalid')).toBe('true');
    expect(dom.container.textContent).toContain(VIDEO_LINK_MESSAGE);
    for (const good of ['https://cdn.example/clip.mp4', 'https://youtu.be/abc123', undefined]) {
      render(good);
      expect(link().getAttribute('aria-invalid'), good).toBe('false');
      expect(dom.container.textContent).not.toContain(VIDEO_LINK_MESSAGE);
    }
  });
});
