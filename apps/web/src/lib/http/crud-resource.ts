/**
 * A brand-scoped list resource of the admin screens: GET list (search, page, pageSize → items,
 * totalCount), POST create, PUT /:id update, DELETE /:id. Answers are parsed with the contracts schema.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http/api';

export interface ListParams {
  search: string;
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  /** Other fields of the answer (e.g. the downtime list's inDowntimeNow). */
  extra: Record<string, unknown>;
}

export function crudResource<T extends { _id: string }>(opts: { key: string; path: string; item: z.ZodType<T> }) {
  const itemPath = (id: string) => `${opts.path}/${encodeURIComponent(id)}`;
  const read = (data: unknown): T => opts.item.parse(data);

  async function list(params: ListParams, signal?: AbortSignal): Promise<Page<T>> {
    const data = await http.requestData<{ items?: unknown[]; totalCount?: number } & Record<string, unknown>>(opts.path, {
      query: { ...params, search: params.search || undefined }, ...(signal ? { signal } : {}),
    });
    const { items = [], totalCount = 0, ...extra } = data;
    return { items: items.map(read), totalCount, extra };
  }

  const keys = { all: [opts.key] as const, list: (params: ListParams) => [opts.key, 'list', params] as const };

  const useList = (params: ListParams) =>
    useQuery({ queryKey: keys.list(params), queryFn: ({ signal }) => list(params, signal), placeholderData: keepPreviousData });

  /** Create (no id) or update (with id); the lists refresh afterwards. */
  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
        read(await http.requestData<unknown>(id ? itemPath(id) : opts.path, { method: id ? 'PUT' : 'POST', body })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  function useRemove() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: string) => http.requestData<unknown>(itemPath(id), { method: 'DELETE' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  return { keys, list, itemPath, useList, useSave, useRemove };
}
