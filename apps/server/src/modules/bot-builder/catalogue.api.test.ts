/** The catalogue: products by pid, search and paging, decimal prices, bad input; carousel cards from products. */
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { productCards, type Product } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import { INTEGRATION_TEXTS as T } from '@switchboard/contracts/bot-builder/integrations.texts';
import { cardSchema } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { DEMO_PRODUCTS } from '@/seed/bot-integrations-seed';
import { describeBackends } from '@/testing/backends';
import { callerFor, dataOf } from './bot-builder.test-kit';

type Page<T> = { items: T[]; totalCount: number };
const headphones = { pid: 'HP-100', name: 'Studio headphones', price: '1299.5', currency: 'INR', tags: ['audio', 'hifi'], imageUrl: 'https://img.example/hp.png', url: 'https://shop.example/hp' };

describeBackends('bot builder: catalogue', (context) => {
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');

  it('creates products, pages and searches them, reads one by pid (any case), updates and deletes it', async () => {
    const caller = await trainer();
    const created = await caller.post(P.catalogue, headphones);
    expect(created.statusCode, created.body).toBe(200);
    expect(dataOf<Product>(created)).toMatchObject({ pid: 'HP-100', price: '1299.50', currency: 'INR', inStock: true, tags: ['audio', 'hifi'] });
    for (let i = 0; i < 11; i += 1) await caller.post(P.catalogue, { pid: `CASE-${i}`, name: `Case ${String(i).padStart(2, '0')}`, price: '9.99', inStock: i % 2 === 0 });

    const total = 12 + DEMO_PRODUCTS.length;
    const first = dataOf<Page<Product>>(await caller.get(P.catalogue));
    expect(first).toMatchObject({ totalCount: total });
    expect(first.items).toHaveLength(10);
    expect(dataOf<Page<Product>>(await caller.get(`${P.catalogue}?page=2`)).items).toHaveLength(total - 10);
    expect(dataOf<Page<Product>>(await caller.get(`${P.catalogue}?search=hifi`)).items.map((p) => p.pid)).toEqual(['HP-100']);
    expect(dataOf<Page<Product>>(await caller.get(`${P.catalogue}?inStock=false&search=case`)).totalCount).toBe(5);

    const url = withId(P.catalogueProduct, 'hp-100');
    expect(dataOf<Product>(await caller.get(url)).name).toBe('Studio headphones');
    const updated = await caller.put(url, { ...headphones, pid: 'IGNORED', price: '999', inStock: false });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<Product>(updated)).toMatchObject({ pid: 'HP-100', price: '999.00', inStock: false });
    expect((await caller.del(url)).statusCode).toBe(200);
    expect((await caller.get(url)).statusCode).toBe(404);
  });

  it('refuses bad prices, currencies, URLs and pids, duplicate pids and unknown products', async () => {
    const caller = await trainer();
    for (const bad of [
      { ...headphones, price: '12.345' }, { ...headphones, price: '-1' }, { ...headphones, price: 12 },
      { ...headphones, currency: 'BTC' }, { ...headphones, currency: 'EUR' }, { ...headphones, imageUrl: 'javascript:alert(1)' }, { ...headphones, pid: 'has space' },
      { ...headphones, name: '' }, { ...headphones, pid: undefined },
    ]) {
      expect((await caller.post(P.catalogue, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    // §9: INR or USD only, said with the field.
    expect((await caller.post(P.catalogue, { ...headphones, currency: 'GBP' })).json()).toMatchObject({ field: 'currency', message: 'The currency must be one of: INR, USD' });
    expect((await caller.post(P.catalogue, headphones)).statusCode).toBe(200);
    const duplicate = await caller.post(P.catalogue, { ...headphones, pid: 'hp-100' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: T.duplicateProduct, field: 'pid' });
    const missing = withId(P.catalogueProduct, 'NOPE-1');
    expect((await caller.get(missing)).statusCode).toBe(404);
    expect((await caller.put(missing, headphones)).statusCode).toBe(404);
    expect((await caller.del(missing)).statusCode).toBe(404);
  });

  it('makes carousel cards of products', async () => {
    const caller = await trainer();
    const product = dataOf<Product>(await caller.post(P.catalogue, headphones));
    const plain = dataOf<Product>(await caller.post(P.catalogue, { pid: 'C-1', name: 'Case', price: '5', currency: 'USD', inStock: false }));
    const cards = productCards([product, plain]);
    cards.forEach((card) => cardSchema.parse(card));
    expect(cards).toEqual([
      { title: 'Studio headphones', subtitle: 'INR 1299.50', imageUrl: 'https://img.example/hp.png', buttons: [{ label: 'View', value: 'HP-100', url: 'https://shop.example/hp' }] },
      { title: 'Case', subtitle: 'USD 5.00 · Out of stock', buttons: [{ label: 'Choose', value: 'C-1' }] },
    ]);
  });
});
