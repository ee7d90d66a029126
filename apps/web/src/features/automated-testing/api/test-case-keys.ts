/** Query keys of the test cases page and editor (the run pages keep their own). */
export interface TestCaseListParams {
  search: string;
  page: number;
  pageSize: number;
  tag?: string | undefined;
}

export const testCaseKeys = {
  all: ['test-cases'] as const,
  list: (params: TestCaseListParams) => ['test-cases', 'list', params] as const,
  one: (id: string) => ['test-cases', 'one', id] as const,
  tags: ['test-case-tags'] as const,
  references: ['test-case-references'] as const,
};
