/**
 * The WhatsApp card: the secrets stay write-only (shown as set / not set, sent only when typed), bad input is refused
 * by the shared schema before anything is sent, Test connection shows the number or the refusal, and a failed load
 * offers a retry.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WHATSAPP_SETTINGS_PATHS, WHATSAPP_SETTINGS_TEXTS, type WhatsAppSettingsView } from '@switchboard/contracts/whatsapp/whatsapp.settings';
import { WhatsAppSettingsCard } from '@/features/members/components/whatsapp-settings-card';
import { HttpError } from '@/lib/http/http-error';
import { button, click, text } from '@/test-support/dom-actions';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/lib/feedback/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const OWN: WhatsAppSettingsView = {
  source: 'brand', graphUrl: 'https://graph.facebook.com/v23.0', phoneNumberId: '106540352242922', appId: '', verifyToken: 'verify-me-please',
  accessTokenSet: true, appSecretSet: true, webhookUrl: 'https://console.example/webhooks/whatsapp',
};
const NONE: WhatsAppSettingsView = {
  source: 'none', graphUrl: '', phoneNumberId: '', appId: '', verifyToken: '', accessTokenSet: false, appSecretSet: false, webhookUrl: OWN.webhookUrl,
};

const dom = domRootPerTest();
type Options = { method?: string; body?: Record<string, unknown> };
const callsOf = (method: string, path: string) =>
  requestData.mock.calls.filter(([called, options]) => called === path && (options as Options | undefined)?.method === method).map(([, options]) => (options as Options).body);

async function renderWith(view: WhatsAppSettingsView | Error) {
  requestData.mockReset().mockImplementation((path: string, options?: Options) => {
    if (path === WHATSAPP_SETTINGS_PATHS.settings && !options?.method) return view instanceof Error ? Promise.reject(view) : Promise.resolve(view);
    if (path === WHATSAPP_SETTINGS_PATHS.settings && options?.method === 'PUT') return Promise.resolve({ ...OWN, ...options.body });
    if (path === WHATSAPP_SETTINGS_PATHS.test) {
      return options?.body?.accessToken === 'wrong'
        ? Promise.reject(new HttpError({ kind: 'refused', status: 412, message: 'WhatsApp refused the connection: Invalid OAuth access token.' }))
        : Promise.resolve({ displayPhoneNumber: '+91 90000 11111', verifiedName: 'Demo Shop', qualityRating: 'GREEN' });
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  await act(async () => {
    dom.root.render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><WhatsAppSettingsCard /></QueryClientProvider>);
  });
  await settle(10);
}

function type(label: string, value: string) {
  const input = dom.container.querySelector<HTMLInputElement>(`input#whatsapp_${label}`);
  if (!input) throw new Error(`no field ${label}`);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  return act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the WhatsApp settings card', () => {
  it('shows the stored secrets as set, never their values, and saves without them when left empty', async () => {
    await renderWith(OWN);
    expect(text()).toContain('Connected with this brand’s own number.');
    expect(text()).toContain('A token is stored (set). Leave empty to keep it.');
    expect(text()).toContain('A secret is stored (set). Leave empty to keep it.');
    expect(dom.container.querySelector<HTMLInputElement>('input#whatsapp_accessToken')?.value).toBe('');
    expect(text()).toContain(OWN.webhookUrl);
    await click(button('Save WhatsApp settings'));
    await settle(10);
    expect(callsOf('PUT', WHATSAPP_SETTINGS_PATHS.settings)).toEqual([{ graphUrl: OWN.graphUrl, phoneNumberId: OWN.phoneNumberId, verifyToken: OWN.verifyToken }]);
  });

  it('asks for the secrets the first time and refuses bad input with the shared schema before sending', async () => {
    await renderWith(NONE);
    expect(text()).toContain('Not connected');
    expect(text()).toContain('Not set.');
    expect(button('Remove')).toBeUndefined();
    await type('phoneNumberId', '+91 98');
    await type('verifyToken', 'short');
    await type('graphUrl', 'http://graph.example.com/v23.0');
    await click(button('Save WhatsApp settings'));
    await settle(10);
    expect(text()).toContain(WHATSAPP_SETTINGS_TEXTS.tokenRequired);
    expect(text()).toContain(WHATSAPP_SETTINGS_TEXTS.secretRequired);
    expect(text()).toContain('Enter the phone number id (digits');
    expect(text()).toContain('The verify token has at least 8 characters');
    expect(text()).toContain('must use https');
    expect(callsOf('PUT', WHATSAPP_SETTINGS_PATHS.settings)).toEqual([]);

    await type('graphUrl', 'https://graph.facebook.com/v23.0/');
    await type('phoneNumberId', '106540352242922');
    await type('accessToken', 'EAAG-token');
    await type('appSecret', 'app-secret');
    await type('appId', '8a');
    await type('verifyToken', 'verify-me-please');
    await click(button('Save WhatsApp settings'));
    await settle(10);
    expect(text()).toContain('Enter the app id (digits');
    expect(callsOf('PUT', WHATSAPP_SETTINGS_PATHS.settings)).toEqual([]);
    await type('appId', '1234567890');
    await click(button('Save WhatsApp settings'));
    await settle(10);
    expect(callsOf('PUT', WHATSAPP_SETTINGS_PATHS.settings)).toEqual([{
      graphUrl: 'https://graph.facebook.com/v23.0', phoneNumberId: '106540352242922', appId: '1234567890', accessToken: 'EAAG-token', appSecret: 'app-secret', verifyToken: 'verify-me-please',
    }]);
  });

  it('tests the connection: the number when it answers, the Graph API’s refusal when not', async () => {
    await renderWith(OWN);
    await click(button('Test connection'));
    await settle(10);
    expect(callsOf('POST', WHATSAPP_SETTINGS_PATHS.test)).toEqual([{ graphUrl: OWN.graphUrl, phoneNumberId: OWN.phoneNumberId }]);
    expect(text()).toContain('Connected to +91 90000 11111 (Demo Shop), quality GREEN.');
    await type('accessToken', 'wrong');
    await click(button('Test connection'));
    await settle(10);
    expect(text()).toContain('WhatsApp refused the connection: Invalid OAuth access token.');
  });

  it('says when the settings cannot be loaded and loads them again on Retry', async () => {
    await renderWith(new Error('down'));
    expect(text()).toContain('The WhatsApp settings could not be loaded.');
    requestData.mockImplementation(() => Promise.resolve(OWN));
    await click(button('Retry'));
    await settle(10);
    expect(text()).toContain('Connected with this brand’s own number.');
  });
});
