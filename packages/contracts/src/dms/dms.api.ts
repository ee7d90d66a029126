/**
 * Dialogue management calls: the five of spec §7 (listStories, deleteStory, updateDialog, bootstrapStory,
 * initiateDmsTraining) and ours for what the /dms pages need besides (domains, actions, one story, conflicts,
 * training logs, the workflow-tree upload), under /admin/v1/dms/.
 */
export const DMS_PATHS = {
  listStories: '/admin/v1/listStories',
  deleteStory: '/admin/v1/deleteStory',
  updateDialog: '/admin/v1/updateDialog',
  bootstrapStory: '/admin/v1/bootstrapStory',
  initiateDmsTraining: '/admin/v1/initiateDmsTraining',
  story: '/admin/v1/dms/stories/:storyId',
  conflicts: '/admin/v1/dms/conflicts',
  domains: '/admin/v1/dms/domains',
  domain: '/admin/v1/dms/domains/:domainId',
  actions: '/admin/v1/dms/actions',
  action: '/admin/v1/dms/actions/:actionId',
  trainingLogs: '/admin/v1/dms/trainingLogs',
  trainingStatus: '/admin/v1/dms/trainingStatus',
  workflowTree: '/admin/v1/dms/workflowTree',
  journeys: '/admin/v1/dms/journeys',
  journey: '/admin/v1/dms/journeys/:journeyId',
} as const;

export const dmsPath = (path: string, id: string) => path.replace(/:[A-Za-z]+$/, encodeURIComponent(id));

/** §8 texts (the server's messages; the console falls back to the same when a response has none). */
export const DMS_TEXTS = {
  created: 'Successfully created dialogue!',
  updated: 'Successfully updated dialogue!',
  deleted: 'Successfully deleted dialogue!',
  trained: 'Successfully trained dialogues!',
  trainingStarted: 'Dialogue training started.',
  trainingBusy: 'dialogues training in progress.',
  storyNotFound: 'Dialogue not found',
  domainNotFound: 'Domain not found',
  actionNotFound: 'Action not found',
  domainSaved: 'Domain saved',
  domainDeleted: 'Domain deleted',
  actionSaved: 'Action saved',
  actionDeleted: 'Action deleted',
  nothingToTrain: 'Add dialogues to this domain before training.',
  trainBotFirst: 'Train the bot before training dialogues: the trainer\'s messages are read by its intent classifier.',
  treeImported: 'Workflow tree imported',
  conversationEnded: 'The training conversation ended while you were offline — start again.',
  conversationMoved: 'The training conversation continues in another tab.',
  resumeFirst: 'Resume the training conversation first (dmsResume)',
  journeyNotFound: 'No conversations follow this journey in the period',
  treeTypes: 'Upload an .xlsx or .csv file',
  actionInUse: (stories: string[]) => `This action is used by ${stories.length} dialogue(s): ${stories.slice(0, 5).join(', ')}`,
  slotMissing: (slot: string) => `No slot "${slot}" in this domain`,
} as const;

/** The workflow tree's columns, in their default order (a header row naming them is recognised). */
export const WORKFLOW_TREE_COLUMNS = ['node', 'parent', 'customer', 'bot'] as const;
