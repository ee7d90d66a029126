/** Query keys of workflows, bot params and the editor's pickers. */
export const workflowKeys = {
  lists: ['bot-builder', 'workflows'] as const,
  list: (page: number, search: string) => ['bot-builder', 'workflows', page, search] as const,
  workflow: (wid: string) => ['bot-builder', 'workflow', wid] as const,
  preemptiveData: ['bot-builder', 'preemptive-data'] as const,
  handoverGroups: ['bot-builder', 'handover-groups'] as const,
};
