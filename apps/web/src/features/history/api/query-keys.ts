import type { FiltersQueryBody } from '@switchboard/contracts/history/history.schemas';

export const historyKeys = {
  all: ['history'] as const,
  filters: ['history', 'filters'] as const,
  lists: ['history', 'list'] as const,
  list: (filters: Omit<FiltersQueryBody, 'cursor'>) => ['history', 'list', filters] as const,
  chatLog: (sessionId: string) => ['history', 'chat-log', sessionId] as const,
};
