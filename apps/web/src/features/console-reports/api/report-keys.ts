/** Query keys of the report configurations and runs. */
export const reportKeys = {
  configs: ['report-configs'] as const,
  configPage: (page: number) => ['report-configs', page] as const,
  runs: ['report-runs'] as const,
  options: ['report-options'] as const,
  runPage: (page: number, configId: string | undefined) => ['report-runs', page, configId ?? 'all'] as const,
};
