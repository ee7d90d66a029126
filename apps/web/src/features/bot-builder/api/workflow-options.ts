/**
 * What the workflow editor picks from: the preemptive data (§7: actions, variables, messages, event
 * tags and types, agent states, workflows — one call, checked by the §5 success rule) and the
 * handover groups ({items:[{_id,name}]}).
 */
import { useQuery } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { isPreemptiveDataComplete, PREEMPTIVE_DATA_ERROR, type PreemptiveData } from '@switchboard/contracts/bot-builder/preemptive-data.schemas';
import { WORKFLOW_PATHS, type HandoverGroup } from '@switchboard/contracts/bot-builder/workflow.api';
import { http } from '@/lib/http/api';
import type { Page } from './intents';
import { workflowKeys } from './workflow-keys';

export const usePreemptiveData = () => useQuery({
  queryKey: workflowKeys.preemptiveData,
  queryFn: async ({ signal }): Promise<PreemptiveData> => {
    const data = await http.requestData<unknown>(P.preemptiveData, { signal, quiet: true });
    if (!isPreemptiveDataComplete(data)) throw new Error(PREEMPTIVE_DATA_ERROR);
    return data;
  },
});

export const useHandoverGroups = () => useQuery({
  queryKey: workflowKeys.handoverGroups,
  queryFn: ({ signal }) => http.requestData<Page<HandoverGroup>>(WORKFLOW_PATHS.handoverGroups, { signal, quiet: true }).then((page) => page.items),
});
