import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { lazySchema } from '@/lib/lazy-schema';

describe('lazySchema', () => {
  it('builds nothing until the schema is used, then once', () => {
    let builds = 0;
    const schema = lazySchema(() => { builds += 1; return z.object({ id: z.string() }); });
    expect(builds).toBe(0);
    expect(schema.parse({ id: 'a' })).toEqual({ id: 'a' });
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('answers as the schema it stands for: instanceof, shape, derived schemas, inside other schemas', () => {
    const item = lazySchema(() => z.object({ id: z.string(), note: z.string().optional() }));
    expect(item).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(item.shape)).toEqual(['id', 'note']);
    expect(item.extend({ n: z.number() }).parse({ id: 'a', n: 1 })).toEqual({ id: 'a', n: 1 });
    expect(item.pick({ id: true }).strict().safeParse({ id: 'a', note: 'x' }).success).toBe(false);
    expect(item.partial().parse({})).toEqual({});
    const list = z.object({ items: z.array(item), kind: z.discriminatedUnion('type', [lazySchema(() => z.object({ type: z.literal('a') })), z.object({ type: z.literal('b') })]) });
    expect(list.parse({ items: [{ id: 'x' }], kind: { type: 'a' } })).toEqual({ items: [{ id: 'x' }], kind: { type: 'a' } });
    expect(list.safeParse({ items: [{}], kind: { type: 'c' } }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['items.0.id', 'kind.type']);
  });

  it('keeps defaults, transforms and refinements', async () => {
    const query = lazySchema(() => z.object({ page: z.coerce.number().int().min(1).default(1), q: z.string().trim().transform((text) => text.toLowerCase()) })
      .refine((value) => value.q !== 'no', { message: 'Not that', path: ['q'] }));
    expect(query.parse({ q: ' Hi ' })).toEqual({ page: 1, q: 'hi' });
    expect(query.safeParse({ q: 'no' }).error?.issues[0]?.message).toBe('Not that');
    expect(await query.parseAsync({ page: '2', q: 'x' })).toEqual({ page: 2, q: 'x' });
  });
});
