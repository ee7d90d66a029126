/** SQL of the brand's product catalogue; products are found by their pid (any case). */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ProductValues } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import type { Executor } from '@/db/client';
import { botCatalogueProducts as products } from '@/db/schema/bot-integrations';
import { offsetOf, searchIn, type Paging } from './integrations.sql';

const mine = (brandId: string, pid: string) => and(eq(products.brandId, brandId), sql`lower(${products.pid}) = lower(${pid})`);

export async function listProducts(db: Executor, brandId: string, paging: Paging & { inStock?: boolean | undefined }) {
  const where = and(
    eq(products.brandId, brandId),
    paging.inStock === undefined ? undefined : eq(products.inStock, paging.inStock),
    searchIn(paging.search, products.name, products.pid, products.description, sql`${products.tags}::text`),
  );
  const [items, [total]] = await Promise.all([
    db.select().from(products).where(where).orderBy(asc(products.name), asc(products.pid)).limit(paging.pageSize).offset(offsetOf(paging)),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export async function findProduct(db: Executor, brandId: string, pid: string) {
  const [row] = await db.select().from(products).where(mine(brandId, pid));
  return row;
}

export async function insertProduct(db: Executor, brandId: string, values: ProductValues & { pid: string }) {
  const [row] = await db.insert(products).values({ brandId, ...values }).returning();
  if (!row) throw new Error('product not stored');
  return row;
}

export async function updateProduct(db: Executor, brandId: string, pid: string, values: ProductValues) {
  const [row] = await db.update(products).set({ ...values, updatedAt: new Date() }).where(mine(brandId, pid)).returning();
  return row;
}

export async function deleteProduct(db: Executor, brandId: string, pid: string): Promise<boolean> {
  const rows = await db.delete(products).where(mine(brandId, pid)).returning({ pid: products.pid });
  return rows.length > 0;
}
