import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { productCards, type Product } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import { CatalogueCardsPicker } from './catalogue-cards-picker';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const product = (pid: string, overrides: Partial<Product> = {}): Product => ({
  pid, name: `Shoe ${pid}`, description: '', price: '49.90', currency: 'EUR', imageUrl: null, url: null, tags: [], inStock: true, updatedAt: '', ...overrides,
} as Product);

const dom = domRootPerTest();

describe('CatalogueCardsPicker', () => {
  it('adds the chosen catalogue products as carousel cards', async () => {
    const products = [product('p1', { url: 'https://shop.example/p1' }), product('p2', { inStock: false })];
    requestData.mockResolvedValue({ items: products, totalCount: 2 });
    const onAdd = vi.fn();
    await act(async () => {
      dom.root.render(<QueryClientProvider client={new QueryClient()}><CatalogueCardsPicker onAdd={onAdd} /></QueryClientProvider>);
    });
    await settle(10);
    const add = () => Array.from(document.body.querySelectorAll('button')).find((b) => b.textContent === 'Add as cards')!;
    expect(add().disabled).toBe(true);
    const selector = document.body.querySelector('.ant-select-selector, .ant-select')!;
    await act(async () => { selector.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
    await settle(10);
    const option = (pid: string) => Array.from(document.body.querySelectorAll('.ant-select-item-option')).find((o) => o.textContent?.includes(`Shoe ${pid}`))!;
    await act(async () => { option('p2').dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    await act(async () => { option('p1').dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    await settle(10);
    await act(async () => add().click());
    expect(onAdd).toHaveBeenCalledWith(productCards([products[1]!, products[0]!]));
    expect(onAdd.mock.calls[0]![0][0]).toMatchObject({ title: 'Shoe p2', subtitle: 'EUR 49.90 · Out of stock' });
  });
});
