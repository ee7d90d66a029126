/** Brand functions: list (10 a page, search), one function, save, delete, and the test run. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { BrandFunction, BrandFunctionInput } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { BrandFunctionTestResult } from '@switchboard/contracts/bot-builder/brand-function-test.schemas';
import { http } from '@/lib/http/api';
import { integrationKeys as keys } from './integration-keys';

export interface Page<T> { items: T[]; totalCount: number }

export const useBrandFunctions = (page: number, search: string) => useQuery({
  queryKey: keys.brandFunctions(page, search),
  queryFn: ({ signal }) => http.requestData<Page<BrandFunction>>(P.brandFunctions, { query: { page, search: search || undefined }, signal, quiet: true }),
  placeholderData: keepPreviousData,
});

export const useBrandFunction = (id: string) => useQuery({
  queryKey: keys.brandFunction(id),
  queryFn: ({ signal }) => http.requestData<BrandFunction>(withId(P.brandFunction, id), { signal, quiet: true }),
});

export function useSaveBrandFunction(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandFunctionInput) => http.requestData<BrandFunction>(id ? withId(P.brandFunction, id) : P.brandFunctions, {
      method: id ? 'PUT' : 'POST', body: { ...input }, quiet: true,
    }),
    onSuccess: (saved) => {
      client.setQueryData(keys.brandFunction(saved.brandFunctionId), saved);
      void client.invalidateQueries({ queryKey: keys.brandFunctionLists });
    },
  });
}

export function useDeleteBrandFunction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.requestData(withId(P.brandFunction, id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.brandFunctionLists }),
  });
}

/** Runs the saved function against the brand's API with sample variables (Dev environment values). */
export const useTestBrandFunction = (id: string) => useMutation({
  mutationFn: (variables: Record<string, string>) =>
    http.requestData<BrandFunctionTestResult>(withId(P.testBrandFunction, id), { method: 'POST', body: { variables }, timeoutMs: 40_000 }),
});
