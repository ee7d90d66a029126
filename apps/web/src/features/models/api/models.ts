/** Model management calls: models, training logs (5 a page), deployment logs, activate, roll back. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MODEL_PATHS as M } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { FAQ_PATHS, type FaqModelSummary } from '@switchboard/contracts/bot-builder/faq.schemas';
import type { DeploymentLog, ModelSummary, TrainingLog } from '@switchboard/contracts/models/models.schemas';
import { http } from '@/lib/http/api';

export interface Page<T> { items: T[]; totalCount: number }
const keys = { all: ['models'] as const, list: (kind: string, page: number) => ['models', kind, page] as const };

const pageQuery = <T,>(kind: string, path: string, page: number) => ({
  queryKey: keys.list(kind, page),
  queryFn: ({ signal }: { signal: AbortSignal }) => http.requestData<Page<T>>(path, { query: { page }, signal, quiet: true }),
  placeholderData: keepPreviousData,
});

export const useModels = (page: number) => useQuery(pageQuery<ModelSummary>('models', M.intentClassifierModels, page));
export const useFaqModels = (page: number) => useQuery(pageQuery<FaqModelSummary>('faq-models', FAQ_PATHS.faqModels, page));
export const useTrainingLogs = (page: number) => useQuery(pageQuery<TrainingLog>('training', M.trainingLogs, page));
export const useDeploymentLogs = (page: number) => useQuery(pageQuery<DeploymentLog>('deployments', M.deploymentLogs, page));

export function useActivateModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (modelId: string) => http.requestData(M.activateModel, { method: 'POST', body: { modelId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRollbackModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.requestData(M.rollbackModel, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
