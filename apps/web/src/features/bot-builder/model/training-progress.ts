/** Patches the cached training status with a `botTraining` event (progress only moves forward). */
import type { BotTrainingEvent, TrainingStatus } from '@switchboard/contracts/models/models.schemas';

export function applyTrainingEvent(current: TrainingStatus | undefined, event: BotTrainingEvent): TrainingStatus | undefined {
  if (!current?.latest || current.latest.id !== event.modelId) return current;
  const progress = event.status === 'training' ? Math.max(current.latest.progress, event.progress) : event.progress;
  return { ...current, bot_training: event.bot_training, latest: { ...current.latest, status: event.status, progress } };
}

export const percent = (fraction: number) => Math.round(fraction * 100);
