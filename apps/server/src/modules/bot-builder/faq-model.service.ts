/**
 * The FAQ model's part of training and model management: the draft it is built from (enabled FAQs,
 * every document's passages), building and measuring it during a training, the FAQ model list, and
 * the generative FAQ page's try box, which answers from the draft directly (no training needed).
 */
import type { FaqModelSummary, TryFaqData } from '@switchboard/contracts/bot-builder/faq.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { answerFromFaqModel } from '@/bot/faq/answer-faq';
import type { FaqModelFigures } from '@/bot/faq/build-faq-version';
import { buildFaqModel, type FaqDraft } from '@/bot/faq/faq-model';
import type { GenerativeEndpoint } from '@/bot/faq/llm-client';
import type { Database, Executor } from '@/db/client';
import { getGenerativeEndpoint } from '@/modules/settings/ml-configuration.service';
import { publishedModelId } from './models.repository';
import { draftFaqs } from './faqs.repository';
import { draftDocuments } from './generative-faqs.repository';
import * as repo from './faq-models.repository';

export class FaqModelService {
  constructor(private readonly db: Database) {}

  async draft(brandId: string, language: string): Promise<FaqDraft> {
    const [faqs, documents] = await Promise.all([draftFaqs(this.db, brandId), draftDocuments(this.db, brandId)]);
    return { language, faqs, documents };
  }

  record(db: Executor, modelId: string, figures: FaqModelFigures): Promise<void> {
    return repo.insertFaqModel(db, modelId, figures);
  }

  async models(brandId: string, page: number): Promise<{ items: FaqModelSummary[]; totalCount: number }> {
    const [list, published] = await Promise.all([
      repo.listFaqModels(this.db, brandId, page, PAGE_SIZES.models), publishedModelId(this.db, brandId),
    ]);
    return {
      items: list.items.map((row) => ({
        id: row.id, version: row.version, status: row.status, startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null, trainedBy: row.trainedByName, published: row.id === published,
        faq: row.faq && {
          faqs: row.faq.faqCount, alternates: row.faq.alternateCount, documents: row.faq.documentCount,
          passages: row.faq.passageCount, evaluation: row.faq.evaluation ?? null,
        },
      })),
      totalCount: list.totalCount,
    };
  }

  /** The try box: the draft's FAQs and documents, the brand's configured language model. */
  async tryDraft(brand: { id: string; nlpServiceDetails: { language: string } }, text: string): Promise<TryFaqData> {
    const [draft, llm] = await Promise.all([this.draft(brand.id, brand.nlpServiceDetails.language), getGenerativeEndpoint(this.db, brand.id)]);
    const model = buildFaqModel(draft);
    // The try box is not a customer's question: nothing is recorded for the report.
    const { attempt: _attempt, ...result } = await answerFromFaqModel(model, text, llm);
    return { ...result, threshold: model.threshold };
  }

  /** What answerFaq uses for the live bot. */
  async liveGenerativeEndpoint(): Promise<GenerativeEndpoint | null> {
    const brandId = await repo.liveBrandId(this.db);
    return brandId ? getGenerativeEndpoint(this.db, brandId) : null;
  }
}
