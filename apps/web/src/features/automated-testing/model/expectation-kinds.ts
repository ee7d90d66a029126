/** The checks a turn can make, each optional (loose on purpose): their names and the value a new one starts with. */
import type { DraftExpect } from '@/features/automated-testing/model/case-draft';

export const EXPECTATION_KINDS = ['intent', 'entities', 'workflow', 'botMessages', 'variables', 'handover', 'ticketOffered', 'faq'] as const;
export type ExpectationKind = (typeof EXPECTATION_KINDS)[number];

export const EXPECTATION_LABELS: Record<ExpectationKind, string> = {
  intent: 'Intent', entities: 'Entities found', workflow: 'Workflow and node reached', botMessages: 'Bot messages',
  variables: 'Variables set', handover: 'Hand-over', ticketOffered: 'Ticket offer', faq: 'FAQ answer',
};

export const NEW_EXPECTATION: { [K in ExpectationKind]-?: NonNullable<DraftExpect[K]> } = {
  intent: { name: '' },
  entities: [{ entity: '' }],
  workflow: { workflowId: '' },
  botMessages: [{ match: 'contains', text: '' }],
  variables: [{ name: '', value: '' }],
  handover: { handedOver: true },
  ticketOffered: true,
  faq: { answered: true },
};

export const presentKinds = (e: DraftExpect): ExpectationKind[] => EXPECTATION_KINDS.filter((kind) => e[kind] !== undefined);
