import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest file first: vitest orders a run it has no timings of (every CI run) by file size, and the accessibility
 * walks, a short file and the longest, came last, the other worker idle for minutes while they ran alone.
 */
const LONGEST = ['accessibility.e2e.ts'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (LONGEST.includes(basename(file.moduleId)) ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

// Browser journeys: two files at a time, each worker with a server of its own (global-setup.ts), generous timeouts.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // Each file starts with no chat left open by an earlier one (support/leftover-chats.ts).
    setupFiles: ['./support/fresh-start.ts'],
    // A journey mostly waits (page loads, the server, realtime round trips): one file at a time kept a two-core machine
    // a third busy. Two files at once, never more than the cores; global-setup.ts starts a server per worker.
    maxWorkers: Math.max(1, Math.min(2, availableParallelism())),
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A page's answer to a click or a navigation takes more than expect.poll's default second on a busy two-core CI
    // machine (sign-in's /auth → /auth/login failed there); locators already wait up to 30 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
