/** Users Journey: journeys with counts and outcomes over a period; one opens with its examples and becomes a draft dialogue in the editor; empty and error states. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DMS_PATHS as P } from '@switchboard/contracts/dms/dms.api';
import type { Journey } from '@switchboard/contracts/dms/dms.schemas';
import JourneyPage from '@/features/dms/routes/journey-page';
import JourneysPage from '@/features/dms/routes/journeys-page';
import { button, click, pick, text } from '@/features/dms/test-support/dom';
import { createFakeSocket } from '@/features/dms/test-support/fake-socket';
import { DOMAIN } from '@/features/dms/test-support/fixtures';
import { commonAnswer, NOT_ANSWERED } from '@/features/dms/test-support/page-mocks';
import { renderAt } from '@/features/dms/test-support/render';
import { HttpError } from '@/lib/http/http-error';
import { domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request } }));
const fake = vi.hoisted(() => ({ current: null as null | ReturnType<typeof createFakeSocket> }));
vi.mock('@/lib/socket/namespace-socket', () => ({ getNamespaceSocket: async () => fake.current!.socket }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();
fake.current = createFakeSocket();

const JOURNEY: Journey = {
  journeyId: 'a'.repeat(32), steps: ['greeting', 'order_status'], count: 9,
  outcomes: { resolvedByBot: 6, handedOver: 2, abandoned: 1 },
  examples: [{ sessionId: 'sess-1', startedAt: '2026-11-20T10:00:00.000Z', outcome: 'handedOver' }],
};
let list: () => unknown;

function answer(path: string, options?: { method?: string }) {
  if (path === P.journeys) return list();
  if (path === `${P.journeys}/${JOURNEY.journeyId}`) return JOURNEY;
  if (path === P.bootstrapStory && options?.method === 'POST') {
    return { dialogues: [{ domainId: DOMAIN._id, name: 'Journey: greeting › order_status', boxes: [
      { kind: 'customer', dialogBoxId: 'j1', intent: 'greeting', entities: [], text: '' },
      { kind: 'customer', dialogBoxId: 'j2', intent: 'order_status', entities: [], text: '' },
    ] }], rows: [], created: 0, failed: 0 };
  }
  const common = commonAnswer(path);
  if (common !== NOT_ANSWERED) return common;
  throw new Error(`unexpected ${path}`);
}
const routes = [
  { path: '/dms/users_journey', element: <JourneysPage /> },
  { path: '/dms/users_journey/:journeyId', element: <JourneyPage /> },
  { path: '/dms/dialogues/:storyId', element: <p>editor</p> },
];

beforeEach(() => {
  fake.current!.reset();
  requestData.mockReset().mockImplementation(async (path: string, options?: { method?: string }) => answer(path, options));
  list = () => ({ journeys: [JOURNEY], totalCount: 1 });
});

describe('Users Journey', { timeout: 30_000 }, () => {
  it('lists journeys with their counts and outcomes, over the chosen period', async () => {
    await renderAt(dom, routes, '/dms/users_journey');
    const row = document.body.querySelector('tbody tr[data-row-key]')?.textContent ?? '';
    expect(row).toContain('greeting › order_status');
    expect(row).toContain('9');
    expect(row).toContain('6 bot resolved');
    expect(row).toContain('2 handed over');
    expect(row).toContain('1 abandoned');
    await pick('Period', 'Last 7 days');
    expect(requestData).toHaveBeenLastCalledWith(P.journeys, expect.objectContaining({ query: { page: 1, days: 7 } }));
  });

  it('says when there are none', async () => {
    list = () => ({ journeys: [], totalCount: 0 });
    await renderAt(dom, routes, '/dms/users_journey');
    expect(text()).toContain('No conversations in this period.');
  });

  it('shows the error state', async () => {
    list = () => {
      throw new HttpError({ kind: 'http', status: 500, message: 'down' });
    };
    await renderAt(dom, routes, '/dms/users_journey');
    expect(text()).toContain('The journeys could not be loaded.');
  });

  it('opens a journey with its examples and turns it into a draft dialogue opened in the editor', async () => {
    const { router } = await renderAt(dom, routes, `/dms/users_journey/${JOURNEY.journeyId}?days=14`);
    expect(requestData).toHaveBeenCalledWith(`${P.journeys}/${JOURNEY.journeyId}`, expect.objectContaining({ query: { days: 14 } }));
    expect(text()).toContain('Conversations (last 14 days)');
    expect(text()).toContain('handed over · sess-1');
    await click(button('Make a dialogue'));
    expect(requestData).toHaveBeenCalledWith(P.bootstrapStory, { method: 'POST', body: { domainId: DOMAIN._id, journeyId: JOURNEY.journeyId, days: 14, save: false } });
    expect(router.state.location.pathname).toBe('/dms/dialogues/new');
    expect((router.state.location.state as { draft: { name: string } }).draft.name).toBe('Journey: greeting › order_status');
  });
});
