/** The FAQ builder's FAQs: validation (contracts' schema), brand scoping, unique questions per brand. */
import { FAQ_TEXTS as F, type Faq, type FaqValues } from '@switchboard/contracts/bot-builder/faq.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import type { Database } from '@/db/client';
import type { BotFaqRow } from '@/db/schema/bot-faq';
import { conflict, notFound } from '@/plugins/http-errors';
import { isUniqueViolation, requireId } from './bot-builder.errors';
import * as repo from './faqs.repository';

export const faqView = (row: BotFaqRow): Faq => ({
  id: row.id, question: row.question, alternates: row.alternates, answer: row.answer, enabled: row.enabled,
  category: row.category ?? null, updatedAt: row.updatedAt.toISOString(),
});

export class FaqsService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: { page: number; search?: string | undefined }) {
    const { items, totalCount } = await repo.listFaqs(this.db, brandId, { ...query, pageSize: PAGE_SIZES.faqs });
    return { items: items.map(faqView), totalCount };
  }

  async get(brandId: string, faqId: string): Promise<Faq> {
    const row = await repo.findFaq(this.db, brandId, requireId(faqId, F.faqNotFound));
    if (!row) throw notFound(F.faqNotFound);
    return faqView(row);
  }

  create(brandId: string, values: FaqValues): Promise<Faq> {
    return this.unique(async () => faqView(await repo.insertFaq(this.db, brandId, values)));
  }

  async update(brandId: string, faqId: string, values: FaqValues): Promise<Faq> {
    requireId(faqId, F.faqNotFound);
    const row = await this.unique(() => repo.updateFaq(this.db, brandId, faqId, values));
    if (!row) throw notFound(F.faqNotFound);
    return faqView(row);
  }

  async remove(brandId: string, faqId: string): Promise<void> {
    if (!(await repo.deleteFaq(this.db, brandId, requireId(faqId, F.faqNotFound)))) throw notFound(F.faqNotFound);
  }

  private async unique<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(F.duplicateQuestion, 'question');
      throw error;
    }
  }
}
