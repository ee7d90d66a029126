import { describe, expect, it } from 'vitest';
import { isPreemptiveDataComplete, type PreemptiveData } from './preemptive-data.schemas';

const complete: PreemptiveData = {
  actions: [], variables: [{ name: 'psid', type: 'text', builtIn: true }], messages: [], eventTags: [], eventTypes: [],
  agentStates: ['accept chats'], workflows: [],
};

describe('preemptive data success rule (§5)', () => {
  it('needs actions, agentStates, eventTags, eventTypes, messages and variables (empty lists count)', () => {
    expect(isPreemptiveDataComplete(complete)).toBe(true);
    for (const key of ['actions', 'agentStates', 'eventTags', 'eventTypes', 'messages', 'variables'] as const) {
      const { [key]: _dropped, ...rest } = complete;
      expect(isPreemptiveDataComplete(rest), key).toBe(false);
    }
    expect(isPreemptiveDataComplete({ ...complete, messages: 'none' })).toBe(false);
    expect(isPreemptiveDataComplete(null)).toBe(false);
  });
});
