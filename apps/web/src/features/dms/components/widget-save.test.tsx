/**
 * The widget's Append select: the dialogues matching the conversation first (with how many boxes match), then the
 * domain's others from listStories, asked for once opened; typing searches on the server once it pauses; loading and
 * empty states; picked with the mouse or the keyboard (its Escape closing the list, not the widget).
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DMS_PATHS as P } from '@switchboard/contracts/dms/dms.api';
import type { Story, StoryList } from '@switchboard/contracts/dms/dms.schemas';
import { SEARCH_DEBOUNCE_MS, WidgetSave } from '@/features/dms/components/widget-save';
import type { TrainingSession } from '@/features/dms/model/training-session';
import { useTrainingWidgetStore } from '@/features/dms/stores/training-widget-store';
import { button, click, text } from '@/features/dms/test-support/dom';
import { DOMAIN, GREETING_STORY, ORDER_STORY } from '@/features/dms/test-support/fixtures';
import { renderAt } from '@/features/dms/test-support/render';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request: vi.fn() } }));

const dom = domRootPerTest();
const RETURN_STORY: Story = { ...ORDER_STORY, _id: 's-return', name: 'Return an order' };
const STORIES = [GREETING_STORY, ORDER_STORY, RETURN_STORY];
const MATCHES: TrainingSession['matches'] = { type: 'matchDialogues', dialogues: [{ _id: ORDER_STORY._id, name: ORDER_STORY.name, matchedBoxes: 2 }], totalCount: 1 };

type ListQuery = { search?: string; domainId?: string; page: number; pageSize: number };
/** listStories as the server answers it: the domain's stories whose name holds the search. */
let listStories: (query: ListQuery) => Promise<StoryList>;
const searches = () => requestData.mock.calls.filter(([path]) => path === P.listStories).map(([, options]) => (options as { query: ListQuery }).query);

const onSave = vi.fn();
/** The keys that reach the widget around the select (its Escape closes the widget). */
const widgetKeys = vi.fn();
const render = (matches: TrainingSession['matches'] = MATCHES) => renderAt(dom, [{
  path: '/', element: <div onKeyDown={(event) => widgetKeys(event.key)}><WidgetSave matches={matches} disabled={false} busy={false} onSave={onSave} /></div>,
}], '/');

const field = () => document.body.querySelector<HTMLInputElement>('input[aria-label="Append to dialogue"]')!;
async function open() {
  const select = field().closest('.ant-select')!;
  await act(async () => (select.querySelector('.ant-select-selector, .ant-select-content') ?? select).dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  await settle();
}
/** Types each text in turn, in one go (no timer can run between them, so only the last may be searched). */
async function typeQuickly(...texts: string[]) {
  await act(async () => {
    for (const value of texts) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field(), value);
      field().dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
}
/** Lets the search's pause pass: a timer set after the debounce's runs after it. */
async function pause() {
  await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
  await settle();
}
const groups = () => Array.from(document.body.querySelectorAll('.ant-select-item-group')).map((el) => el.textContent);
const options = () => Array.from(document.body.querySelectorAll('.ant-select-item-option')).map((el) => el.textContent);
const popup = () => document.body.querySelector('.ant-select-dropdown')?.textContent ?? '';
const KEY_CODES = { ArrowDown: 40, Enter: 13, Escape: 27 } as const;
/** rc-select reads `which` for the arrows: jsdom's KeyboardEvent gets it from keyCode. */
const key = (name: keyof typeof KEY_CODES) =>
  act(async () => field().dispatchEvent(new KeyboardEvent('keydown', { key: name, keyCode: KEY_CODES[name], which: KEY_CODES[name], bubbles: true } as KeyboardEventInit)));

beforeEach(() => {
  useTrainingWidgetStore.setState({ domainId: DOMAIN._id });
  onSave.mockReset();
  widgetKeys.mockReset();
  listStories = async ({ search = '' }) => {
    const found = STORIES.filter((story) => story.name.toLowerCase().includes(search.toLowerCase()));
    return { dialogues: found, totalCount: found.length };
  };
  requestData.mockReset().mockImplementation(async (path: string, options: { query: ListQuery }) => {
    if (path === P.listStories) return listStories(options.query);
    throw new Error(`unexpected ${path}`);
  });
});

describe('WidgetSave: Append to any dialogue', { timeout: 30_000 }, () => {
  it('lists the matching dialogues first, then the domain\'s others (asked for once opened), and appends to the one picked', async () => {
    await render();
    expect(searches()).toEqual([]);
    await open();
    expect(searches()).toEqual([{ page: 1, pageSize: 10, search: undefined, domainId: DOMAIN._id }]);
    expect(groups()).toEqual(['Matching this conversation', 'All dialogues']);
    expect(options()).toEqual(['Track an order (2 boxes match)', 'Greeting', 'Return an order']);

    await click(Array.from(document.body.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((el) => el.textContent === 'Return an order'));
    await click(button('Append'));
    expect(onSave).toHaveBeenCalledWith({ storyId: RETURN_STORY._id });
  });

  it('says when only the first page is listed', async () => {
    listStories = async () => ({ dialogues: STORIES, totalCount: 42 });
    await render(null);
    await open();
    expect(groups()).toEqual(['All dialogues (first 3 of 42: type to narrow)']);
  });

  it('searches on the server once the typing pauses, with loading and empty states', async () => {
    await render();
    await open();
    await typeQuickly('r', 're', 'ret');
    expect(searches().map((query) => query.search)).toEqual([undefined]);
    expect(popup()).toContain('Searching…');
    await pause();
    expect(searches().map((query) => query.search)).toEqual([undefined, 'ret']);
    // The matching dialogue's name does not hold the search: only what the server found is left.
    expect(groups()).toEqual(['Found']);
    expect(options()).toEqual(['Return an order']);

    await typeQuickly('track');
    await pause();
    expect(options()).toEqual(['Track an order (2 boxes match)']);

    let answer!: (list: StoryList) => void;
    listStories = () => new Promise((resolve) => {
      answer = resolve;
    });
    await typeQuickly('refund');
    await pause();
    expect(popup()).toContain('Searching…');
    await act(async () => answer({ dialogues: [], totalCount: 0 }));
    await settle();
    expect(popup()).toContain('No dialogue matches "refund"');
  });

  it('is picked with the keyboard', async () => {
    await render();
    await act(async () => field().focus());
    await key('ArrowDown');
    await settle();
    expect(options()).toEqual(['Track an order (2 boxes match)', 'Greeting', 'Return an order']);
    await key('ArrowDown');
    await key('Enter');
    await settle();
    expect(text()).toContain('Greeting');
    await click(button('Append'));
    expect(onSave).toHaveBeenCalledWith({ storyId: GREETING_STORY._id });

    // Escape closes the open list, and only the list: the widget around it stays open.
    await key('ArrowDown');
    await settle();
    expect(document.body.querySelector('.ant-select-open')).not.toBeNull();
    widgetKeys.mockReset();
    await key('Escape');
    await settle();
    expect(document.body.querySelector('.ant-select-open')).toBeNull();
    expect(widgetKeys).not.toHaveBeenCalledWith('Escape');
  });

  it('says when the domain has no dialogues yet', async () => {
    listStories = async () => ({ dialogues: [], totalCount: 0 });
    await render(null);
    await open();
    expect(popup()).toContain('No dialogues in this domain yet');
    expect(button('Append')?.disabled).toBe(true);
  });
});
