/** GET preemptiveData: everything the bot builder's editors pick from, in one answer. */
import { SYSTEM_BOT_PARAMS } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import type { PreemptiveData } from '@switchboard/contracts/bot-builder/preemptive-data.schemas';
import { AGENT_STATES } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import { loadEventTypesAndTags } from './integrations-bundle';
import { botMessageNames, botParamNames, brandFunctionNames, eventNames, workflowNames } from './preemptive-data.repository';

export class PreemptiveDataService {
  constructor(private readonly db: Database) {}

  async get(brandId: string): Promise<PreemptiveData> {
    const [actions, params, messages, events, workflows, eventList] = await Promise.all([
      brandFunctionNames(this.db, brandId), botParamNames(this.db, brandId), botMessageNames(this.db, brandId),
      loadEventTypesAndTags(this.db, brandId), workflowNames(this.db, brandId), eventNames(this.db, brandId),
    ]);
    return {
      actions,
      variables: [
        ...params.map((param) => ({ name: param.name, type: param.type, builtIn: false })),
        ...SYSTEM_BOT_PARAMS.map((name) => ({ name, type: 'text', builtIn: true })),
      ],
      messages,
      eventTags: events.eventTags,
      eventTypes: events.eventTypes,
      agentStates: [...AGENT_STATES],
      workflows,
      events: eventList,
    };
  }
}
