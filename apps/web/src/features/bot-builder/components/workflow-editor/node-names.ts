/** The names nodes show for the ids they hold (messages, workflows, groups, brand functions). */
import { createContext, useContext, useMemo } from 'react';
import { useAllWorkflows } from '@/features/bot-builder/api/workflows';
import { useBotMessageOptions, useBrandFunctionOptions, useHandoverGroups } from '@/features/bot-builder/api/workflow-options';
import { EMPTY_LOOKUPS, type NameLookups } from '@/features/bot-builder/model/node-labels';

export const NodeNamesContext = createContext<NameLookups>(EMPTY_LOOKUPS);
export const useNodeNames = () => useContext(NodeNamesContext);

export function useNameLookups(): NameLookups {
  const messages = useBotMessageOptions();
  const workflows = useAllWorkflows();
  const groups = useHandoverGroups();
  const functions = useBrandFunctionOptions();
  return useMemo(() => ({
    messages: new Map((messages.data ?? []).map((m) => [m.id, m.name])),
    workflows: new Map((workflows.data ?? []).map((w) => [w.wid, w.name])),
    groups: new Map((groups.data ?? []).map((g) => [g._id, g.name])),
    brandFunctions: new Map((functions.data ?? []).map((f) => [f.brandFunctionId, f.name])),
  }), [messages.data, workflows.data, groups.data, functions.data]);
}
