/**
 * fillTestCaseData: a draft case from a real conversation (a chat from /history, read through chat history so the
 * caller's bifurcation scope applies, or the caller's try-it transcript). The draft is returned for the trainer to
 * edit; with save it is created at once (the "one action" of the history transcript's button).
 */
import {
  TEST_CASE_TEXTS as T, testCaseInputSchema, type FillTestCaseData, type TestTurn,
} from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { z } from 'zod';
import type { fillTestCaseBodySchema } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { Scope } from '@/lib/bifurcation-scope';
import type { HistoryService } from '@/modules/history/history.service';
import { badRequest } from '@/plugins/http-errors';
import { draftFromHistory, draftFromTryIt } from './test-case-draft';
import type { TestCasesService } from './test-cases.service';

type FillBody = z.output<typeof fillTestCaseBodySchema>;
const NAME_MAX = 120;

export class FillTestCaseService {
  constructor(private readonly history: HistoryService, private readonly cases: TestCasesService) {}

  async fill(brandId: string, scope: Scope | undefined, body: FillBody): Promise<FillTestCaseData> {
    const { turns, name } = body.tryIt ? this.fromTryIt(body.tryIt) : await this.fromHistory(scope, body.sessionId ?? '');
    if (!turns.length) throw badRequest(T.nothingToTest, body.tryIt ? 'tryIt' : 'sessionId');
    const parsed = testCaseInputSchema.safeParse({ name: body.name ?? name.slice(0, NAME_MAX), tags: body.tags, turns });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(issue?.message ?? 'Invalid draft', issue?.path.join('.'));
    }
    const draft = parsed.data;
    return { draft, testCase: body.save ? await this.cases.create(brandId, draft) : null };
  }

  private async fromHistory(scope: Scope | undefined, sessionId: string): Promise<{ turns: TestTurn[]; name: string }> {
    const { chatLog, messages } = await this.history.chatLog(scope, sessionId);
    const turns = draftFromHistory(messages, chatLog.handledBy === 'agent');
    return { turns, name: `Chat with ${chatLog.customerName} (${chatLog.startedAt.slice(0, 10)})` };
  }

  private fromTryIt(exchanges: NonNullable<FillBody['tryIt']>): { turns: TestTurn[]; name: string } {
    return { turns: draftFromTryIt(exchanges), name: `Try it: ${exchanges[0]?.text ?? ''}` };
  }
}
