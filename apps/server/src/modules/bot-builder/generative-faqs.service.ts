/** Generative FAQ documents: stripped to text, split into passages when added; listed, shown, deleted. */
import {
  FAQ_TEXTS as F, type GenerativeFaq, type GenerativeFaqDetail, type GenerativeFaqValues,
} from '@switchboard/contracts/bot-builder/faq.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { splitPassages } from '@/bot/faq/split-passages';
import { extractDocumentText } from '@/bot/faq/strip-html';
import { WorkerJobError } from '@/lib/worker-pool';
import type { Database } from '@/db/client';
import { badRequest, notFound, tooManyRequests } from '@/plugins/http-errors';
import { requireId } from './bot-builder.errors';
import * as repo from './generative-faqs.repository';

const documentView = (row: repo.DocumentSummaryRow): GenerativeFaq => ({
  _id: row.id, title: row.title, format: row.format, characters: row.characters, passageCount: row.passageCount, createdAt: row.createdAt.toISOString(),
});

export class GenerativeFaqsService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: { page: number; search?: string | undefined }) {
    const { items, totalCount } = await repo.listDocuments(this.db, brandId, { ...query, pageSize: PAGE_SIZES.generativeFaqs });
    return { items: items.map(documentView), totalCount };
  }

  async get(brandId: string, documentId: string): Promise<GenerativeFaqDetail> {
    const row = await repo.findDocument(this.db, brandId, requireId(documentId, F.documentNotFound));
    if (!row) throw notFound(F.documentNotFound);
    return { ...documentView(row), passages: row.passages.map((text, index) => ({ index, text })) };
  }

  async create(brandId: string, input: GenerativeFaqValues): Promise<GenerativeFaqDetail> {
    const text = await extractDocumentText(input.text, input.format).catch((error: unknown) => {
      if (!(error instanceof WorkerJobError)) throw error;
      if (error.reason === 'busy') throw tooManyRequests(error.message);
      throw badRequest(F.unreadableDocument, 'text');
    });
    if (!text) throw badRequest(F.emptyDocument, 'text');
    const id = await repo.insertDocument(this.db, { brandId, title: input.title, format: input.format, text, passages: splitPassages(text) });
    return this.get(brandId, id);
  }

  async remove(brandId: string, documentId: string): Promise<void> {
    if (!(await repo.deleteDocument(this.db, brandId, requireId(documentId, F.documentNotFound)))) throw notFound(F.documentNotFound);
  }
}
