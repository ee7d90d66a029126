/** Rows as the contracts' shapes (ids as `_id` / `actionId`, dates as ISO text). */
import type { Domain, DmsAction, DmsTraining, Story } from '@switchboard/contracts/dms/dms.schemas';
import type { ActionRow, DomainRow, StoryRow } from './dms.repository';
import type { TrainingSummary } from './dms-trainings.repository';

export const domainView = (row: DomainRow, counts = { stories: 0, actions: 0 }): Domain => ({
  _id: row.id, name: row.name, description: row.description, intents: row.intents, entities: row.entities, slots: row.slots,
  fallbackActionId: row.fallbackActionId, threshold: row.threshold, stories: counts.stories, actions: counts.actions,
  createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

export const actionView = (row: ActionRow): DmsAction => ({
  actionId: row.id, domainId: row.domainId, name: row.name, description: row.description, config: row.config,
  createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

export const storyView = (row: StoryRow): Story => ({
  _id: row.id, domainId: row.domainId, name: row.name, boxes: row.boxes, createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

export const trainingView = (row: TrainingSummary): DmsTraining => ({
  _id: row.id, domainId: row.domainId, domainName: row.domainName, status: row.status, progress: row.progress,
  startedBy: row.startedByName, startedAt: row.startedAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null,
  stories: row.stories, examples: row.examples, accuracy: row.accuracy, dialogueAccuracy: row.dialogueAccuracy,
  conflicts: row.conflicts, error: row.error,
});
