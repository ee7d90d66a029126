/**
 * Sender: an approved template, the sheet uploaded once with progress (wa_file_uploading), the columns mapped and the
 * rows checked, the estimate (or that no price is set), a confirmation, then the broadcast; refusals where they belong.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROADCAST_PATHS, type Broadcast, type UploadReport } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { SENDER_PATHS, type BroadcastSettings, type StagedSheet } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { TEMPLATE_PATHS, WHATSAPP_NOT_CONFIGURED, type Template } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import SenderPage from '@/features/whatsapp/routes/sender-page';
import { useWaUploadStore } from '@/features/whatsapp/stores/upload-store';
import { zonedInstant } from '@/features/whatsapp/model/schedule';
import { HttpError } from '@/lib/http/http-error';
import { domRootPerTest, settle } from '@/test-support/dom-root';
import { FakeXhr, clickButton, fill, optionsOf, pick, text } from '@/features/whatsapp/test-kit/page-driver';

const requestData = vi.hoisted(() => vi.fn());
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/lib/feedback/feedback', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const template = (overrides: Partial<Template> = {}): Template => ({
  id: 't1', name: 'order_update', language: 'en', category: 'UTILITY', status: 'APPROVED', rejectedReason: null, quality: 'GREEN', providerId: '1',
  components: [{ type: 'BODY', text: 'Hi {{1}}, order {{2}} ships today.', example: { body_text: [['Priya', 'A-1']] } }],
  createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z', ...overrides,
});
const withImage = template({ id: 't2', name: 'promo_image', components: [{ type: 'HEADER', format: 'IMAGE', example: { header_handle: ['h'] } }, { type: 'BODY', text: 'Sale!' }] });
const SETTINGS: BroadcastSettings = { perSecond: 80, dailyTier: 2000, usedLast24h: 0, prices: { MARKETING: 0.7846, UTILITY: 0.115, AUTHENTICATION: null }, currency: 'INR' };
const SHEET: StagedSheet = { id: '5f0c8a4e-3f43-4a55-9d4a-0d6f1f7d2a11', filename: 'recipients.xlsx', columns: ['Mobile', 'Customer', 'Order'], rows: 4800, expiresAt: '2026-11-22T10:00:00.000Z' };
const REPORT: UploadReport = {
  rows: 4800, accepted: 4796, rejectedTotal: 4, problems: { badPhone: 1, missingVariable: 1, duplicate: 1, optedOut: 1 },
  rejected: [
    { row: 4, phone: '12345', problem: 'badPhone', message: 'Not a phone number in international form (country code and number).' },
    { row: 9, phone: '919812345680', problem: 'missingVariable', message: 'The column "Order" is empty.' },
  ],
};
const BROADCAST: Broadcast = {
  _id: 'b1', name: 'order_update 21 Nov 2026', template: { name: 'order_update', language: 'en', category: 'UTILITY' }, variables: ['Customer', 'Order'],
  parameters: ['body:1', 'body:2'], scheduledAt: '2026-11-21T10:00:00.000Z', timeZone: 'Asia/Kolkata', state: 'scheduled',
  counts: { total: 4796, queued: 4796, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0 }, createdAt: '2026-11-21T10:00:00.000Z', completedAt: null,
};

const dom = domRootPerTest();
let settings: BroadcastSettings = SETTINGS;

function route(templates: Template[] = [template(), withImage]) {
  requestData.mockImplementation(async (path: string) => {
    if (path === TEMPLATE_PATHS.templates) return { items: templates, totalCount: templates.length };
    if (path === SENDER_PATHS.settings) return settings;
    if (path === SENDER_PATHS.create) return { broadcast: null, report: REPORT };
    throw new Error(`unexpected ${path}`);
  });
}

async function render() {
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <MemoryRouter initialEntries={['/whatsapp_template/sender']}>
          <Routes>
            <Route path="/whatsapp_template/sender" element={<SenderPage />} />
            <Route path="/whatsapp_template/broadcast_history" element={<p>The broadcast history</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await settle();
}

/** Picks the template and uploads the sheet (the upload answered at once). */
async function templateAndSheet() {
  await pick('Approved template', 'order_update · English');
  const upload = FakeXhr.next();
  await chooseFile('recipients.xlsx');
  const request = await upload;
  await act(async () => request.answer(200, { data: { sheet: SHEET } }));
  await settle();
}

async function chooseFile(name: string, size = 2048) {
  const input = document.body.querySelector<HTMLInputElement>('[aria-label="Recipients file"]')!;
  const file = new File([new Uint8Array(size)], name);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

/** The bodies of the calls that create a broadcast (not the checks). */
const sends = () => requestData.mock.calls.filter(([path, options]) => path === SENDER_PATHS.create && options.body.validateOnly === false).map(([, options]) => options.body as Record<string, unknown>);

beforeEach(() => {
  requestData.mockReset();
  toastSuccess.mockReset();
  settings = SETTINGS;
  FakeXhr.install();
});
afterEach(() => FakeXhr.uninstall());

describe('SenderPage', () => {
  it('uploads the sheet with progress, maps and checks the rows, estimates, and sends after a confirmation', async () => {
    route();
    await render();
    // A media header is filled in from a column like a variable: offered like the others.
    expect(await optionsOf('Approved template')).toEqual(['order_update · English', 'promo_image · English']);
    await pick('Approved template', 'order_update · English');
    expect(document.body.querySelector('[aria-label="Template preview"]')?.textContent).toContain('Hi Priya, order A-1 ships today.');

    const upload = FakeXhr.next();
    await chooseFile('recipients.xlsx');
    const xhr = await upload;
    expect(xhr.url).toBe(BROADCAST_PATHS.upload);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    expect([...(xhr.body as FormData).keys()]).toEqual(['file']);
    await act(async () => xhr.progress(40, 100));
    expect(useWaUploadStore.getState()).toMatchObject({ wa_file_uploading: true, progress: 40 });
    expect(document.body.querySelector('[aria-label="Upload progress"]')?.textContent).toContain('40%');
    await act(async () => xhr.answer(200, { data: { sheet: SHEET } }));
    await settle();
    expect(useWaUploadStore.getState().wa_file_uploading).toBe(false);
    expect(document.body.querySelector('[aria-label="Upload progress"]')).toBeNull();
    expect(text()).toContain('recipients.xlsx: 4,800 rows, columns Mobile, Customer, Order');

    // The phone column is guessed from its name; each variable gets its column.
    expect(document.body.querySelector('[aria-label="Phone number column"]')?.closest('.ant-select')?.textContent).toContain('Mobile');
    await pick('Column for Body {{1}}', 'Customer');
    await pick('Column for Body {{2}}', 'Order');
    await clickButton('Check rows');
    expect(requestData).toHaveBeenLastCalledWith(SENDER_PATHS.create, expect.objectContaining({ method: 'POST', body: expect.objectContaining({
      sheetId: SHEET.id, template: { name: 'order_update', language: 'en' }, phoneColumn: 'Mobile', columns: ['Customer', 'Order'], validateOnly: true,
    }) }));
    const report = document.body.querySelector('[aria-label="Row check"]')?.textContent ?? '';
    for (const part of ['Rows4,800', 'Will be sent4,796', 'Bad phone numbers1', 'Missing variables1', 'Opted out1', 'Duplicates1', 'The column "Order" is empty.']) expect(report).toContain(part);

    // 4,796 at 80 a second within a 2,000 tier: 2,000 now, then two more days.
    const estimate = document.body.querySelector('[aria-label="Estimate"]')?.textContent ?? '';
    expect(estimate).toContain('about 2 days at 80 messages a second');
    expect(estimate).toContain('The limit is reached 2 times');
    expect(estimate).toContain('up to ₹551.54 (4,796 × ₹0.115 per utility message)');

    await clickButton('Send broadcast');
    expect(text()).toContain('“order_update” (English) to 4,796 recipients, starting now.');
    expect(sends()).toHaveLength(0);
    requestData.mockResolvedValueOnce({ broadcast: BROADCAST, report: REPORT });
    await clickButton('Send', { exact: true, within: '.ant-modal' });
    const sent = sends();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ validateOnly: false, sheetId: SHEET.id, columns: ['Customer', 'Order'], timeZone: expect.any(String) });
    expect(sent[0]).not.toHaveProperty('scheduledAt');
    expect(toastSuccess).toHaveBeenCalledWith('The broadcast is sending.');
    expect(text()).toContain('The broadcast history');
  });

  it('schedules for a time on the chosen zone’s clocks, refusing a time that has passed', async () => {
    route();
    await render();
    await templateAndSheet();
    await pick('Column for Body {{1}}', 'Customer');
    await pick('Column for Body {{2}}', 'Order');
    await clickButton('Check rows');
    await act(async () => (document.body.querySelector('input[type="radio"][value="later"]') as HTMLInputElement).click());
    await settle();
    const zone = document.body.querySelector('[aria-label="Time zone"]')?.closest('.ant-select')?.textContent ?? '';
    await fill('Start date and time', '2020-01-01T09:00');
    await clickButton('Schedule broadcast');
    expect(text()).toContain('The start time has passed');
    await fill('Start date and time', '2099-03-04T09:30');
    await clickButton('Schedule broadcast');
    expect(text()).toContain('starting 4 Mar 2099, 09:30');
    await clickButton('Schedule', { exact: true, within: '.ant-modal' });
    const zoneName = zone.replace(/ /g, '_');
    expect(sends()).toEqual([expect.objectContaining({ scheduledAt: zonedInstant('2099-03-04T09:30', zoneName), timeZone: zoneName })]);
  });

  it('says when no price is configured instead of inventing one, and puts a refused column on its field', async () => {
    settings = { ...SETTINGS, prices: { MARKETING: null, UTILITY: null, AUTHENTICATION: null } };
    route();
    await render();
    await templateAndSheet();
    await pick('Column for Body {{1}}', 'Customer');
    await pick('Column for Body {{2}}', 'Order');
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'http', status: 400, message: 'The sheet has no column "Mobile".', body: { message: 'The sheet has no column "Mobile".', field: 'phoneColumn' } }));
    await clickButton('Check rows');
    expect(text()).toContain('The sheet has no column "Mobile".');
    expect(document.body.querySelector('[aria-label="Row check"]')).toBeNull();
    await clickButton('Check rows');
    expect(document.body.querySelector('[aria-label="Estimate"]')?.textContent).toContain('No price per message is configured for Utility templates (WA_MESSAGE_PRICES).');
    expect(document.body.querySelector('[aria-label="Estimate"]')?.textContent).not.toContain('₹');
    expect(text()).toContain('Time: about 2 days at 80 messages a second.');

    // WhatsApp paused the template meanwhile: the send is refused and says why, by its button.
    await clickButton('Send broadcast');
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'refused', status: 412, message: 'Only an approved template can be sent; this one is paused.' }));
    await clickButton('Send', { exact: true, within: '.ant-modal' });
    expect([...document.body.querySelectorAll('[role="alert"]')].map((el) => el.textContent)).toContain('Only an approved template can be sent; this one is paused.');
    expect(text()).not.toContain('The broadcast history');
  });

  it('refuses a file that is not .xlsx before sending it, and shows the server’s refusal of a sheet', async () => {
    route();
    await render();
    await pick('Approved template', 'order_update · English');
    await chooseFile('recipients.csv');
    expect(text()).toContain('Choose an .xlsx file');
    expect(FakeXhr.sent).toHaveLength(0);
    const upload = FakeXhr.next();
    await chooseFile('recipients.xlsx');
    await act(async () => (await upload).answer(400, { message: 'The first row of the sheet must name its columns.', field: 'file' }));
    await settle();
    expect(text()).toContain('The first row of the sheet must name its columns.');
    expect(useWaUploadStore.getState().wa_file_uploading).toBe(false);
  });

  it('says there is no approved template yet, with the way to make one', async () => {
    route([]);
    await render();
    expect(text()).toContain('No approved template yet.');
    expect(text()).toContain('Create template');
  });

  it('says WhatsApp is not connected when the server answers 412', async () => {
    const refused = new HttpError({ kind: 'refused', status: 412, message: WHATSAPP_NOT_CONFIGURED });
    requestData.mockRejectedValueOnce(refused).mockRejectedValueOnce(refused);
    await render();
    expect(text()).toContain('WhatsApp is not connected');
    expect(text()).toContain('Members › Configuration');
    expect(document.body.querySelector('[aria-label="Approved template"]')).toBeNull();
  });
});
