/** Query keys of the /dms pages: everything under ['dms'], so updateGlobalSync can refresh a part or the whole. */
export interface StoryListParams { search: string; page: number; pageSize: number; domainId: string | undefined }

export const dmsKeys = {
  all: ['dms'] as const,
  domains: ['dms', 'domains'] as const,
  actions: (domainId: string | undefined) => ['dms', 'actions', domainId ?? 'all'] as const,
  actionsAll: ['dms', 'actions'] as const,
  stories: ['dms', 'stories'] as const,
  storyList: (params: StoryListParams) => ['dms', 'stories', 'list', params] as const,
  story: (storyId: string) => ['dms', 'stories', 'one', storyId] as const,
  conflicts: (domainId: string) => ['dms', 'stories', 'conflicts', domainId] as const,
  training: ['dms', 'training'] as const,
  trainingStatus: ['dms', 'training', 'status'] as const,
  trainingLogsAll: ['dms', 'training', 'logs'] as const,
  trainingLogs: (page: number) => ['dms', 'training', 'logs', page] as const,
  journeys: ['dms', 'journeys'] as const,
  journeyList: (page: number, days: number) => ['dms', 'journeys', 'list', page, days] as const,
  journey: (journeyId: string, days: number) => ['dms', 'journeys', 'one', journeyId, days] as const,
  references: ['dms', 'references'] as const,
};
