// Training through the API: the draft version a journey's Train will produce, and a retrain that waits for its end
// (a journey's cleanup retrains so the next journey of the worker finds the draft as the seed made it).
import { BOT_BUILDER_PATHS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { ModelSummary, TrainingStatus } from '@switchboard/contracts/models/models.schemas';
import { adminApi, type AdminApi } from './admin-api';

const TRAINING_MS = 90_000;

export async function trainingStatus(baseUrl: string): Promise<TrainingStatus> {
  return (await adminApi(baseUrl)).call<TrainingStatus>('GET', BOT_BUILDER_PATHS.trainingStatus);
}

/** The version the next Train makes (other journeys of the worker may have trained before). */
export async function nextVersion(baseUrl: string): Promise<number> {
  return ((await trainingStatus(baseUrl)).latest?.version ?? 0) + 1;
}

/** Waits until no training runs (and, given a model, until that one is the latest and no longer training). */
async function untilTrained(api: AdminApi, modelId?: string): Promise<TrainingStatus> {
  const deadline = Date.now() + TRAINING_MS;
  for (;;) {
    const status = await api.call<TrainingStatus>('GET', BOT_BUILDER_PATHS.trainingStatus);
    const ours = modelId === undefined || (status.latest?.id === modelId && status.latest.status !== 'training');
    if (!status.bot_training && ours) return status;
    if (Date.now() > deadline) throw new Error(`The training did not end within ${TRAINING_MS} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Trains the draft (after any training in progress) and waits for it to end; throws when it failed. */
export async function retrain(baseUrl: string): Promise<void> {
  const api = await adminApi(baseUrl);
  await untilTrained(api);
  const started = await api.call<ModelSummary>('POST', BOT_BUILDER_PATHS.trainApp);
  const { latest } = await untilTrained(api, started.id);
  if (latest?.status !== 'trained') throw new Error(`The retraining ended as ${latest?.status}: ${latest?.error}`);
}
