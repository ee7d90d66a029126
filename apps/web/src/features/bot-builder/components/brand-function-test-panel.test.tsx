import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { BrandFunctionTestResult } from '@switchboard/contracts/bot-builder/brand-function-test.schemas';
import { BrandFunctionTestPanel } from './brand-function-test-panel';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const fn: BrandFunction = {
  brandFunctionId: 'f1', updatedAt: '', name: 'order_lookup', description: '', method: 'GET', timeoutMs: 5000, body: '',
  url: '{{env.API_BASE}}/orders/{{orderId}}', headers: [{ key: 'X-Lang', value: '{{language}}' }], responseMapping: [{ path: 'order.status', variable: 'orderStatus' }],
};
const result = (overrides: Partial<BrandFunctionTestResult>): BrandFunctionTestResult => ({
  ok: true, status: 200, durationMs: 12, responseBody: '{"order":{"status":"shipped"}}', responseTruncated: false, variables: { orderStatus: 'shipped' },
  request: { method: 'GET', url: 'https://api.example/orders/ORD-7', headers: [{ key: 'Authorization', value: '••••••' }], body: '' }, ...overrides,
});

const dom = domRootPerTest();
const text = () => document.body.textContent ?? '';
const input = (label: string) => document.body.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
async function type(label: string, value: string) {
  const element = input(label);
  if (!element) throw new Error(`no input ${label}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function run() {
  const button = Array.from(document.body.querySelectorAll('button')).find((b) => b.textContent === 'Run test');
  await act(async () => button?.click());
  await settle(10);
}
async function render(unsaved = false) {
  await act(async () => {
    dom.root.render(<QueryClientProvider client={new QueryClient()}><BrandFunctionTestPanel fn={fn} unsaved={unsaved} /></QueryClientProvider>);
  });
  await settle();
}

beforeEach(() => requestData.mockReset());

describe('BrandFunctionTestPanel', () => {
  it('asks for the variables the function mentions, sends the sample values and shows the mapped variables and the masked request', async () => {
    requestData.mockResolvedValue(result({}));
    await render();
    expect(input('Variable name 1')?.value).toBe('orderId');
    expect(input('Variable name 2')?.value).toBe('language');
    await type('Sample value 1', 'ORD-7');
    await run();
    expect(requestData).toHaveBeenCalledWith('/admin/v1/botBuilder/brandFunctions/f1/test', expect.objectContaining({ method: 'POST', body: { variables: { orderId: 'ORD-7', language: '' } } }));
    expect(text()).toContain('Success: HTTP 200 in 12 ms');
    expect(text()).toContain('GET https://api.example/orders/ORD-7');
    expect(text()).toContain('Authorization: ••••••');
    expect(text()).toContain('orderStatusshipped');
  });

  it('shows why a call failed, and warns that an unsaved function is tested as saved', async () => {
    requestData.mockResolvedValue(result({ ok: false, status: null, error: 'No answer within 5000 ms', variables: {}, responseBody: '' }));
    await render(true);
    expect(text()).toContain('The test runs the saved version: save your changes first.');
    await run();
    expect(text()).toContain('The call failed');
    expect(text()).toContain('No answer within 5000 ms');
    expect(text()).toContain('No answer');
    expect(text()).toContain('None: the call failed.');
  });
});
