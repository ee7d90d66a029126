/** Training builds the FAQ model into the version's bundle; answerFaq answers a held-out alternate; the FAQ model list. */
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, MODEL_PATHS as M } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { FAQ_PATHS, type FaqModelSummary } from '@switchboard/contracts/bot-builder/faq.schemas';
import type { ModelSummary, TrainingLog } from '@switchboard/contracts/models/models.schemas';
import { eq } from 'drizzle-orm';
import { answerFaqWith, noGenerativeEndpoint } from '@/bot/faq/answer-faq';
import { heldOutAlternates } from '@/bot/faq/evaluate-faq';
import { SHOP_FAQS } from '@/bot/faq/faq-fixtures';
import { botModels } from '@/db/schema/bot-models';
import { describeBackends } from '@/testing/backends';
import { DEMO_FAQS } from '@/seed/bot-faq-seed';
import { callerFor, clearFaqDraft, dataOf } from './bot-builder.test-kit';

const answerFaq = answerFaqWith(noGenerativeEndpoint);

type Page<T> = { items: T[]; totalCount: number };

describeBackends('bot builder: the FAQ model', (context) => {
  it('trains the FAQ model with the bot, measures it on held-out alternates, and answers from the stored bundle', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    // The shoe shop's FAQs alone (the seeded demo FAQs removed first).
    await clearFaqDraft(trainer);
    for (const faq of SHOP_FAQS) expect((await trainer.post(P.faqs, faq)).statusCode).toBe(200);
    await trainer.post(P.faqs, { question: 'Disabled question about unicorns?', answer: 'Hidden.', enabled: false });
    await trainer.post(P.generativeFaqs, { title: 'Warranty', text: 'Every pair has a two-year warranty against loose soles.\n\nStitching is covered too.' });

    const started = dataOf<ModelSummary>(await trainer.post(P.trainApp));
    await context.app.services.botBuilder.training.idle();
    const [row] = await context.database.db.select({ bundle: botModels.bundle, status: botModels.status }).from(botModels).where(eq(botModels.id, started.id));
    expect(row?.status).toBe('trained');
    const faq = row!.bundle!.faq!;
    expect(faq.faqs).toHaveLength(SHOP_FAQS.length);
    expect(faq.faqs.map((item) => item.question)).not.toContain('Disabled question about unicorns?');
    expect(faq.documents).toEqual(['Warranty']);
    expect(faq.passages.length).toBeGreaterThanOrEqual(1);

    // The held-out alternate that the evaluation found is answered by the stored model with its FAQ.
    const { test } = heldOutAlternates({ language: 'en', faqs: SHOP_FAQS, documents: [] });
    const heldOut = test.find((example) => example.text === 'password reset')!;
    expect(await answerFaq(faq, heldOut.text)).toMatchObject({ kind: 'faq', source: SHOP_FAQS[heldOut.faq]!.question, text: SHOP_FAQS[heldOut.faq]!.answer });
    expect(await answerFaq(faq, 'warranty for loose soles')).toMatchObject({ kind: 'generative', source: 'Warranty' });
    expect(await answerFaq(faq, 'unicorns')).toBeNull();

    const models = dataOf<Page<FaqModelSummary>>(await trainer.get(FAQ_PATHS.faqModels));
    const admin = await callerFor(context.app, 'admin@demo.brand');
    expect(dataOf<Page<FaqModelSummary>>(await admin.get(FAQ_PATHS.faqModels))).toEqual(models);
    const latest = models.items[0]!;
    expect(latest).toMatchObject({
      id: started.id, status: 'trained', published: false,
      faq: { faqs: SHOP_FAQS.length, alternates: 18, documents: 1, passages: faq.passages.length, evaluation: { heldOut: SHOP_FAQS.length, precision: 1 } },
    });
    expect(latest.faq!.evaluation!.answered).toBeGreaterThanOrEqual(2);
    // The seeded version carries the demo FAQs and the returns policy.
    expect(models.items.at(-1)).toMatchObject({ version: 1, published: true, faq: { faqs: DEMO_FAQS.length, documents: 1 } });
    const logs = dataOf<Page<TrainingLog>>(await admin.get(`${M.trainingLogs}?page=1`)).items[0]!;
    expect(logs.lines.join('\n')).toMatch(/FAQ held-out: 6 alternates, \d answered, precision 1/);
  });

  it('refuses the FAQ model list to roles without model management (403)', async () => {
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.get(FAQ_PATHS.faqModels)).statusCode).toBe(403);
  });
});
