/** Query keys of workflows, bot params and the editor's pickers. */
export const workflowKeys = {
  lists: ['bot-builder', 'workflows'] as const,
  list: (page: number, search: string) => ['bot-builder', 'workflows', page, search] as const,
  allWorkflows: ['bot-builder', 'workflows', 'all'] as const,
  workflow: (wid: string) => ['bot-builder', 'workflow', wid] as const,
  botMessageOptions: ['bot-builder', 'bot-message-options'] as const,
  brandFunctionOptions: ['bot-builder', 'brand-function-options'] as const,
  handoverGroups: ['bot-builder', 'handover-groups'] as const,
  allBotParams: ['bot-params', 'all'] as const,
};
