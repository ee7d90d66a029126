/** The bot builder's and model management's calls (§7 "Bot builder and testing" plus ours) and texts. */
export const BOT_BUILDER_PATHS = {
  trainApp: '/admin/v1/botBuilder/trainApp',
  publishApp: '/admin/v1/botBuilder/publishApp',
  trainingStatus: '/admin/v1/botBuilder/trainingStatus',
  /** POST: one message to the draft bot; DELETE: restart the caller's try-it conversation. */
  tryIt: '/admin/v1/botBuilder/tryIt',
  intents: '/admin/v1/botBuilder/intents',
  intent: '/admin/v1/botBuilder/intents/:intentId',
  utterances: '/admin/v1/botBuilder/intents/:intentId/utterances',
  utterance: '/admin/v1/botBuilder/utterances/:utteranceId',
  uploadIntents: '/admin/v1/botBuilder/uploadIntents',
  entities: '/admin/v1/botBuilder/entities',
  entity: '/admin/v1/botBuilder/entities/:entityId',
  workflows: '/admin/v1/botBuilder/workflows',
  workflow: '/admin/v1/botBuilder/workflows/:wid',
  botMessages: '/admin/v1/botBuilder/botMessages',
  botMessage: '/admin/v1/botBuilder/botMessages/:messageId',
  botMessageVariationList: '/admin/v2/botBuilder/getBotMessageVariationList',
  botParams: '/admin/v1/botBuilder/botParams',
  botParam: '/admin/v1/botBuilder/botParams/:paramId',
  brandFunctions: '/admin/v1/botBuilder/brandFunctions',
  brandFunction: '/admin/v1/botBuilder/brandFunctions/:brandFunctionId',
  testBrandFunction: '/admin/v1/botBuilder/brandFunctions/:brandFunctionId/test',
  environmentVariables: '/admin/v1/botBuilder/environmentVariables',
  environmentVariable: '/admin/v1/botBuilder/environmentVariables/:variableId',
  events: '/admin/v1/botBuilder/events',
  event: '/admin/v1/botBuilder/events/:eventId',
  catalogue: '/admin/v1/botBuilder/catalogue',
  catalogueProduct: '/admin/v1/botBuilder/catalogue/:productId',
  faqs: '/admin/v1/botBuilder/faqs',
  faq: '/admin/v1/botBuilder/faqs/:faqId',
  generativeFaqs: '/admin/v1/botBuilder/generativeFaqs',
  generativeFaq: '/admin/v1/botBuilder/generativeFaqs/:generativeFaqId',
  preemptiveData: '/admin/v1/botBuilder/preemptiveData',
  mediaUpload: '/admin/v2/botBuilder/mediaUpload',
  deleteMedia: '/admin/v1/bot-builder/delete_media',
} as const;

export const MODEL_PATHS = {
  intentClassifierModels: '/admin/v1/modelManagement/intentClassifierModels',
  trainingLogs: '/admin/v1/modelManagement/trainingLogs',
  deploymentLogs: '/admin/v1/modelManagement/deploymentLogs',
  activateModel: '/admin/v1/modelManagement/activateModel',
  rollbackModel: '/admin/v1/modelManagement/rollbackModel',
} as const;

export const withId = (path: string, id: string) => path.replace(/:[A-Za-z]+/, encodeURIComponent(id));

/** §8 defaults plus the bot builder's own refusals and notices. */
export const BOT_BUILDER_TEXTS = {
  trainingInProgress: 'bot training in progress.',
  publishingInProgress: 'bot publishing in progress.',
  fileUploaded: 'File uploaded successfully.',
  updated: 'Successfully updated!',
  trained: 'Bot trained.',
  published: 'Bot published.',
  noIntents: 'Add at least two intents with utterances before training.',
  nothingTrained: 'Train the bot before publishing.',
  trainFirst: 'Train the bot before trying it.',
  tryItRestarted: 'The try-it conversation starts over.',
  nothingToRollBack: 'There is no earlier published model to roll back to.',
  modelNotTrained: 'Only a trained model can be activated.',
  intentNotFound: 'Intent not found',
  utteranceNotFound: 'Utterance not found',
  entityNotFound: 'Entity not found',
  modelNotFound: 'Model not found',
  duplicateIntent: 'An intent with this name already exists',
  duplicateEntity: 'An entity with this name already exists',
  duplicateUtterance: 'This intent already has this sentence',
  systemEntity: 'System entities are built in and cannot be changed',
  unknownEntity: (name: string) => `Unknown entity: ${name}`,
  uploadTypes: 'Upload an .xlsx or .xls file',
  uploadXls: 'Old .xls workbooks cannot be read: save the file as .xlsx and upload it again',
  uploadUnreadable: 'The file could not be read as a spreadsheet',
} as const;

export const INTENT_UPLOAD_COLUMNS = ['intent', 'utterance', 'reply'] as const;
