/** Wires automated testing (/automatedtesting): test cases, tags, drafts from real conversations and one case run against the draft bot; suite runs come later (issue 26). */
import type { DatabaseHandle } from '@/db/client';
import type { TryItService } from '@/modules/bot-builder/try-it.service';
import type { HistoryService } from '@/modules/history/history.service';
import type { App } from '@/plugins/type-provider';
import { FillTestCaseService } from './fill-test-case.service';
import { registerTestCaseRoutes } from './test-cases.routes';
import { TestCasesService } from './test-cases.service';

export function createAutomatedTestingModule({ database, history, draftBot }: { database: DatabaseHandle; history: HistoryService; draftBot: TryItService }) {
  const testCases = new TestCasesService(database.db);
  const fill = new FillTestCaseService(history, testCases);
  return { services: { testCases }, register: (app: App) => registerTestCaseRoutes(app, testCases, fill, draftBot) };
}
