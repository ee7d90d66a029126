import { parseAst } from 'vite';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { lazyContractSchemas } from './lazy-contract-schemas.ts';

const parse = (code: string) => parseAst(code, { lang: 'ts' }) as unknown as Parameters<typeof lazyContractSchemas>[1];

describe('lazyContractSchemas (the console build’s contracts)', () => {
  it('wraps each top-level …Schema constant made by a call, exported or not, and leaves the rest', () => {
    const source = [
      "const idSchema = z.string().min(1);",
      "export const itemSchema = z.object({ id: idSchema, note: z.string() as z.ZodString });",
      "export const listQuerySchema = pageQuerySchema.extend({ q: z.string().optional() });",
      "export const pagedSchema = (item: z.ZodType) => z.object({ items: z.array(item) });",
      "export const PAGE_SIZE = Math.max(10, 20);",
      "export const aliasSchema = itemSchema;",
      "function local() { const innerSchema = z.string(); return innerSchema; }",
    ].join('\n');
    const out = lazyContractSchemas(source, parse(source), '/helper.ts');
    expect(out?.code.split('\n')).toEqual([
      'import { lazySchema as lazySchema$ } from "/helper.ts";',
      'const idSchema = /* @__PURE__ */ lazySchema$(() => z.string().min(1));',
      'export const itemSchema = /* @__PURE__ */ lazySchema$(() => z.object({ id: idSchema, note: z.string() as z.ZodString }));',
      'export const listQuerySchema = /* @__PURE__ */ lazySchema$(() => pageQuerySchema.extend({ q: z.string().optional() }));',
      'export const pagedSchema = (item: z.ZodType) => z.object({ items: z.array(item) });',
      'export const PAGE_SIZE = Math.max(10, 20);',
      'export const aliasSchema = itemSchema;',
      'function local() { const innerSchema = z.string(); return innerSchema; }',
    ]);
  });

  it('leaves a module without schemas as it is', () => {
    const source = "export const TEXTS = { saved: 'Saved' } as const;";
    expect(lazyContractSchemas(source, parse(source), '/helper.ts')).toBeNull();
  });

  it('keeps the module’s meaning: the wrapped schemas parse as before, built when first used', async () => {
    const source = [
      "export const built: string[] = [];",
      "const mark = (name: string) => { built.push(name); return z; };",
      "export const itemSchema = mark('item').object({ id: z.string().min(1) });",
      "export const pageSchema = mark('page').object({ items: z.array(itemSchema), total: z.number().int() });",
    ].join('\n');
    const out = lazyContractSchemas(source, parse(source), '@/lib/lazy-schema');
    // The test runs the transformed module with the helper and zod in scope instead of imports.
    const body = out!.code.replace(/^import .*\n/, '').replace(/export const /g, 'const ').replace(/: string\[\]/, '').replace(/\(name: string\)/, '(name)');
    const { lazySchema } = await import('@/lib/lazy-schema');
    const run = new Function('z', 'lazySchema$', `${body}\nreturn { built, itemSchema, pageSchema };`) as
      (zod: typeof z, helper: typeof lazySchema) => { built: string[]; itemSchema: z.ZodType; pageSchema: z.ZodType };
    const module = run(z, lazySchema);
    expect(module.built).toEqual([]);
    expect(module.pageSchema.safeParse({ items: [{ id: 'a' }], total: 1 }).success).toBe(true);
    expect(module.built).toEqual(['page', 'item']);
    expect(module.pageSchema.safeParse({ items: [{ id: '' }], total: 1.5 }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['items.0.id', 'total']);
  });
});
