/** Wires automated testing (/automatedtesting): test cases and tags; runs come later (issue 26). */
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { registerTestCaseRoutes } from './test-cases.routes';
import { TestCasesService } from './test-cases.service';

export function createAutomatedTestingModule({ database }: { database: DatabaseHandle }) {
  const testCases = new TestCasesService(database.db);
  return { services: { testCases }, register: (app: App) => registerTestCaseRoutes(app, testCases) };
}
