/**
 * One training as a whole, with no database: the intent classifier (train-bot.ts) and the FAQ model,
 * from drafts read beforehand. It runs on the training thread (training-thread.ts); plain data in, plain
 * data out, so both cross the thread boundary as structured clones.
 */
import type { ModelEvaluation } from '@switchboard/contracts/models/models.schemas';
import type { BotBundle } from '@/bot/bot-bundle';
import { buildFaqVersion, type FaqModelFigures } from '@/bot/faq/build-faq-version';
import type { FaqDraft } from '@/bot/faq/faq-model';
import { trainBot, type DraftBot } from './train-bot';

export interface TrainingJob { draft: DraftBot; faqDraft: FaqDraft }
export interface TrainedVersion { bundle: BotBundle; evaluation: ModelEvaluation | null; faqFigures: FaqModelFigures }

export async function trainVersion(job: TrainingJob, onProgress: (fraction: number) => void, log: (line: string) => void): Promise<TrainedVersion> {
  const trained = await trainBot(job.draft, onProgress, log);
  const faq = buildFaqVersion(job.faqDraft, log);
  return { bundle: { ...trained.bundle, faq: faq.model }, evaluation: trained.evaluation, faqFigures: faq.figures };
}
