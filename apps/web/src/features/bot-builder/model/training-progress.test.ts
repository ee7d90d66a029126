import { describe, expect, it } from 'vitest';
import type { ModelSummary, TrainingStatus } from '@switchboard/contracts/models/models.schemas';
import { applyTrainingEvent } from './training-progress';

const latest: ModelSummary = {
  id: 'm2', version: 2, status: 'training', progress: 0.4, dataSize: { utterances: 10, intents: 2 }, evaluation: null,
  startedAt: '2026-01-01T00:00:00Z', finishedAt: null, trainedBy: 'Tara', published: false, error: null,
};
const status: TrainingStatus = { bot_training: true, latest, published: null };

describe('applyTrainingEvent', () => {
  it('moves progress forward only, and ends the busy flag when the training ends', () => {
    expect(applyTrainingEvent(status, { bot_training: true, modelId: 'm2', version: 2, status: 'training', progress: 0.6 })?.latest?.progress).toBe(0.6);
    expect(applyTrainingEvent(status, { bot_training: true, modelId: 'm2', version: 2, status: 'training', progress: 0.2 })?.latest?.progress).toBe(0.4);
    expect(applyTrainingEvent(status, { bot_training: false, modelId: 'm2', version: 2, status: 'trained', progress: 1 })).toMatchObject({
      bot_training: false, latest: { status: 'trained', progress: 1 },
    });
  });

  it('ignores events of another training', () => {
    expect(applyTrainingEvent(status, { bot_training: false, modelId: 'other', version: 3, status: 'trained', progress: 1 })).toBe(status);
  });
});
