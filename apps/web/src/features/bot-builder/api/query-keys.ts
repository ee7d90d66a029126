export const botBuilderKeys = {
  all: ['bot-builder'] as const,
  intents: (page: number, search: string) => ['bot-builder', 'intents', page, search] as const,
  intentLists: ['bot-builder', 'intents'] as const,
  intent: (intentId: string) => ['bot-builder', 'intent', intentId] as const,
  utterances: (intentId: string, kind: string, page: number) => ['bot-builder', 'utterances', intentId, kind, page] as const,
  utteranceLists: (intentId: string) => ['bot-builder', 'utterances', intentId] as const,
  entities: (page: number, search: string, type: string) => ['bot-builder', 'entities', page, search, type] as const,
  entityLists: ['bot-builder', 'entities'] as const,
  entity: (entityId: string) => ['bot-builder', 'entity', entityId] as const,
  trainingStatus: ['bot-builder', 'training-status'] as const,
};
