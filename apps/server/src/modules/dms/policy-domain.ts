/** A domain and its actions as the dialogue policy reads them; stories as its input. */
import type { PolicyDomain } from '@/bot/dialogue-policy/dialogue-state';
import type { PolicyStory } from '@/bot/dialogue-policy/flows';
import type { ActionRow, DomainRow, StoryRow } from './dms.repository';

export const policyDomainOf = (domain: Pick<DomainRow, 'slots'>, actions: readonly ActionRow[]): PolicyDomain => ({
  slots: domain.slots,
  actions: actions.map((action) => ({
    id: action.id, name: action.name,
    sets: action.config.kind === 'setSlot' ? { slot: action.config.slot, value: action.config.value } : undefined,
  })),
});

export const policyStoriesOf = (stories: readonly Pick<StoryRow, 'id' | 'name' | 'boxes'>[]): PolicyStory[] =>
  stories.map(({ id, name, boxes }) => ({ id, name, boxes }));
