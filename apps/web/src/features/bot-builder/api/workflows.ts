/** Workflows: list (20 a page, search), one workflow, save, delete, duplicate. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { WORKFLOW_PATHS } from '@switchboard/contracts/bot-builder/workflow.api';
import type { Workflow, WorkflowInput, WorkflowSummary } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { http } from '@/lib/http/api';
import type { Page } from './intents';
import { workflowKeys } from './workflow-keys';

export const useWorkflows = (page: number, search: string) => useQuery({
  queryKey: workflowKeys.list(page, search),
  queryFn: ({ signal }) => http.requestData<Page<WorkflowSummary>>(P.workflows, { query: { page, search: search || undefined }, signal, quiet: true }),
  placeholderData: keepPreviousData,
});

export const useWorkflow = (wid: string) => useQuery({
  queryKey: workflowKeys.workflow(wid),
  queryFn: ({ signal }) => http.requestData<Workflow>(withId(P.workflow, wid), { signal, quiet: true }),
  // The editor holds the diagram; a refetch on focus must not reset unsaved edits.
  refetchOnWindowFocus: false,
  staleTime: Infinity,
});

export function useSaveWorkflow(wid?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkflowInput) => http.requestData<Workflow>(wid ? withId(P.workflow, wid) : P.workflows, {
      method: wid ? 'PUT' : 'POST', body: { ...input }, quiet: true,
    }),
    onSuccess: (workflow) => {
      client.setQueryData(workflowKeys.workflow(workflow.wid), workflow);
      void client.invalidateQueries({ queryKey: workflowKeys.lists });
    },
  });
}

export function useDeleteWorkflow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (wid: string) => http.requestData(withId(P.workflow, wid), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: workflowKeys.lists }),
  });
}

export function useDuplicateWorkflow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (wid: string) => http.requestData<Workflow>(withId(WORKFLOW_PATHS.duplicateWorkflow, wid), { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: workflowKeys.lists }),
  });
}
