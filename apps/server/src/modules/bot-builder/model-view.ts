/** Model rows as the console sees them. */
import type { DeploymentLog, ModelSummary, TrainingLog } from '@switchboard/contracts/models/models.schemas';
import type { ModelSummaryRow } from './models.repository';

export const modelView = (row: ModelSummaryRow, publishedId: string | null): ModelSummary => ({
  id: row.id, version: row.version, status: row.status, progress: row.progress,
  dataSize: { utterances: row.utteranceCount, intents: row.intentCount },
  evaluation: row.evaluation ?? null,
  startedAt: row.startedAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null,
  trainedBy: row.trainedByName, published: row.id === publishedId, error: row.error ?? null,
});

export const trainingLogView = (row: ModelSummaryRow): TrainingLog => ({
  id: row.id, version: row.version, status: row.status, startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null, trainedBy: row.trainedByName, lines: row.logs,
});

export const deploymentView = (row: Omit<DeploymentLog, 'at'> & { at: Date }): DeploymentLog => ({ ...row, at: row.at.toISOString() });
