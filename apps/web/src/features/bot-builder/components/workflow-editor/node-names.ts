/** The names nodes show for the ids they hold (messages, workflows, groups, brand functions, events). */
import { createContext, useContext, useMemo } from 'react';
import { useHandoverGroups, usePreemptiveData } from '@/features/bot-builder/api/workflow-options';
import { EMPTY_LOOKUPS, type NameLookups } from '@/features/bot-builder/model/node-labels';

export const NodeNamesContext = createContext<NameLookups>(EMPTY_LOOKUPS);
export const useNodeNames = () => useContext(NodeNamesContext);

export function useNameLookups(): NameLookups {
  const preemptive = usePreemptiveData();
  const groups = useHandoverGroups();
  return useMemo(() => ({
    messages: new Map((preemptive.data?.messages ?? []).map((m) => [m.id, m.name])),
    workflows: new Map((preemptive.data?.workflows ?? []).map((w) => [w.wid, w.name])),
    groups: new Map((groups.data ?? []).map((g) => [g._id, g.name])),
    brandFunctions: new Map((preemptive.data?.actions ?? []).map((f) => [f.actionId, f.name])),
    events: new Map((preemptive.data?.events ?? []).map((e) => [e.eventId, e.name])),
  }), [preemptive.data, groups.data]);
}
