/** Bot params: the list screen's resource (10 a page) and every param at once (the editor's variable pickers). */
import { useQuery } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { botParamSchema, type BotParam } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import { crudResource } from '@/lib/http/crud-resource';

export const botParamsApi = crudResource({ key: 'bot-params', path: P.botParams, item: botParamSchema });

const PICKER_PAGE = 100;

export const useAllBotParams = () => useQuery({
  queryKey: [...botParamsApi.keys.all, 'all'],
  queryFn: async ({ signal }): Promise<BotParam[]> => {
    const first = await botParamsApi.list({ page: 1, pageSize: PICKER_PAGE, search: '' }, signal);
    const pages = Math.ceil(first.totalCount / PICKER_PAGE);
    const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) =>
      botParamsApi.list({ page: i + 2, pageSize: PICKER_PAGE, search: '' }, signal)));
    return [first, ...rest].flatMap((page) => page.items);
  },
});
