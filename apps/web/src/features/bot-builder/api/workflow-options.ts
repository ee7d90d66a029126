/**
 * The editor's pickers beyond workflows and params: bot messages ({items:[{id,name,type}]}), brand
 * functions ({items:[{brandFunctionId,name}]}) and handover groups ({items:[{_id,name}]}).
 */
import { useQuery } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { WORKFLOW_PATHS, type HandoverGroup } from '@switchboard/contracts/bot-builder/workflow.api';
import { http } from '@/lib/http/api';
import type { Page } from './intents';
import { workflowKeys } from './workflow-keys';

export interface BotMessageOption { id: string; name: string; type: string }
export interface BrandFunctionOption { brandFunctionId: string; name: string }

const PICKER_PAGE = 100;

/** Every item of a paged list, whatever page size the server keeps to. */
async function everyItem<T>(path: string, signal: AbortSignal): Promise<T[]> {
  const read = (page: number) => http.requestData<Page<T>>(path, { query: { page, pageSize: PICKER_PAGE }, signal, quiet: true });
  const first = await read(1);
  const pages = Math.ceil(first.totalCount / Math.max(first.items.length, 1));
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => read(i + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

export const useBotMessageOptions = () => useQuery({
  queryKey: workflowKeys.botMessageOptions,
  queryFn: ({ signal }) => everyItem<BotMessageOption>(P.botMessages, signal),
});

export const useBrandFunctionOptions = () => useQuery({
  queryKey: workflowKeys.brandFunctionOptions,
  queryFn: ({ signal }) => everyItem<BrandFunctionOption>(P.brandFunctions, signal),
});

export const useHandoverGroups = () => useQuery({
  queryKey: workflowKeys.handoverGroups,
  queryFn: ({ signal }) => http.requestData<Page<HandoverGroup>>(WORKFLOW_PATHS.handoverGroups, { signal, quiet: true }).then((page) => page.items),
});
