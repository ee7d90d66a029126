/** The catalogue: products by pid (fixed once created), searched and paged (carousel cards: contracts' productCards). */
import { CATALOGUE_PAGE_SIZE, type Product, type ProductValues } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import { INTEGRATION_TEXTS as T } from '@switchboard/contracts/bot-builder/integrations.texts';
import type { Database } from '@/db/client';
import type { BotCatalogueProductRow } from '@/db/schema/bot-integrations';
import { notFound } from '@/plugins/http-errors';
import * as repo from './catalogue.repository';
import { uniqueName } from './bot-builder.errors';

export const productView = (row: BotCatalogueProductRow): Product => ({
  pid: row.pid, name: row.name, description: row.description, price: row.price, currency: row.currency as Product['currency'],
  imageUrl: row.imageUrl, url: row.url, tags: row.tags, inStock: row.inStock, updatedAt: row.updatedAt.toISOString(),
});

export class CatalogueService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: { page: number; search?: string | undefined; inStock?: boolean | undefined }) {
    const { items, totalCount } = await repo.listProducts(this.db, brandId, { ...query, pageSize: CATALOGUE_PAGE_SIZE });
    return { items: items.map(productView), totalCount };
  }

  async get(brandId: string, pid: string): Promise<Product> {
    const row = await repo.findProduct(this.db, brandId, pid);
    if (!row) throw notFound(T.productNotFound);
    return productView(row);
  }

  async create(brandId: string, input: ProductValues & { pid: string }): Promise<Product> {
    return productView(await uniqueName(() => repo.insertProduct(this.db, brandId, input), T.duplicateProduct, 'pid'));
  }

  async update(brandId: string, pid: string, input: ProductValues): Promise<Product> {
    const row = await repo.updateProduct(this.db, brandId, pid, input);
    if (!row) throw notFound(T.productNotFound);
    return productView(row);
  }

  async remove(brandId: string, pid: string): Promise<void> {
    if (!(await repo.deleteProduct(this.db, brandId, pid))) throw notFound(T.productNotFound);
  }
}
