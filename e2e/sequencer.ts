import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest file first: vitest orders a run it has no timings of (every CI run) by file size, and the accessibility
 * walks, a short file and the longest, came last, the other worker idle for minutes while they ran alone.
 */
const LONGEST = ['accessibility.e2e.ts'];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (LONGEST.includes(basename(file.moduleId)) ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
