/**
 * What domains and actions name elsewhere: the bot builder's intents and entities (by name), brand functions and
 * workflows (preemptive data), the brand's groups (a handover's). Read quietly: a member without those pages types the
 * names or ids instead (the server checks them).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BOT_BUILDER_PATHS as B } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { MEMBERS_PATHS } from '@switchboard/contracts/members/members.schemas';
import { dmsKeys } from '@/features/dms/api/dms-keys';
import { http } from '@/lib/http/api';

const named = z.object({ items: z.array(z.object({ name: z.string() })) });
const groupPage = z.object({ items: z.array(z.object({ _id: z.string(), name: z.string() })) });
const preemptive = z.object({
  actions: z.array(z.object({ actionId: z.string(), name: z.string() })).default([]),
  workflows: z.array(z.object({ wid: z.string(), name: z.string() })).default([]),
});

export interface BotReferences {
  intents: string[];
  entities: string[];
  functions: { value: string; label: string }[];
  workflows: { value: string; label: string }[];
  /** null: the groups could not be read (the member types a group's id). */
  groups: { value: string; label: string }[] | null;
}

async function names(path: string, signal: AbortSignal): Promise<string[]> {
  try {
    return named.parse(await http.requestData<unknown>(path, { query: { page: 1, pageSize: 100 }, signal, quiet: true })).items.map((item) => item.name);
  } catch {
    return [];
  }
}

async function references(signal: AbortSignal): Promise<BotReferences> {
  const [intents, entities, data, groups] = await Promise.all([
    names(B.intents, signal),
    names(B.entities, signal),
    http.requestData<unknown>(B.preemptiveData, { signal, quiet: true }).then((raw) => preemptive.parse(raw)).catch(() => preemptive.parse({})),
    http.requestData<unknown>(MEMBERS_PATHS.groups, { query: { page: 1, pageSize: 100 }, signal, quiet: true })
      .then((raw) => groupPage.parse(raw).items.map((group) => ({ value: group._id, label: group.name }))).catch(() => null),
  ]);
  return {
    intents, entities,
    functions: data.actions.map((action) => ({ value: action.actionId, label: action.name })),
    workflows: data.workflows.map((workflow) => ({ value: workflow.wid, label: workflow.name })),
    groups,
  };
}

export function useBotReferences() {
  return useQuery({ queryKey: dmsKeys.references, queryFn: ({ signal }) => references(signal), staleTime: 60_000 });
}
