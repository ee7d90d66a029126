/** The brand's CI API tokens (botTest/apiTokens, admins only): the list, make one (its token shown once), revoke one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  apiTokenSchema, createdApiTokenSchema, type ApiToken, type CreateApiTokenBody, type CreatedApiToken,
} from '@switchboard/contracts/automated-testing/api-tokens.schemas';
import { BOT_TEST_PATHS as P, apiTokenPath } from '@switchboard/contracts/automated-testing/test-case.api';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';

const tokensKey = ['test-runs', 'api-tokens'] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: tokensKey,
    queryFn: async ({ signal }) => z.array(apiTokenSchema).parse(await http.requestData<unknown>(P.apiTokens, { signal, quiet: true })),
  });
}

async function call<T>(path: string, parse: (data: unknown) => T, body?: Record<string, unknown>): Promise<T> {
  const result = await http.request<unknown>(path, { method: 'POST', ...(body ? { body } : {}) });
  if (!result.ok) throw new Error(result.message);
  if (result.message) toast.success(result.message);
  return parse(result.data);
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody): Promise<CreatedApiToken> => call(P.apiTokens, (data) => createdApiTokenSchema.parse(data), { ...body }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string): Promise<ApiToken> => call(apiTokenPath(P.revokeApiToken, tokenId), (data) => apiTokenSchema.parse(data)),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}
